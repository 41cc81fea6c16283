CREATE TABLE plant ( -- 工厂：华嘉电器集团下属的生产基地
    plant_cd TEXT PRIMARY KEY, -- 工厂代码
    plant_nm TEXT NOT NULL, -- 工厂名称
    prov TEXT NOT NULL, -- 所在省份
    city TEXT NOT NULL, -- 所在城市
    addr TEXT, -- 详细地址
    main_prod TEXT, -- 主要产品类别
    start_dt TEXT, -- 投产日期
    headcount INTEGER -- 在册人数
);

CREATE TABLE wkshp ( -- 车间：工厂下设的生产车间
    wkshp_cd TEXT PRIMARY KEY, -- 车间代码
    wkshp_nm TEXT NOT NULL, -- 车间名称
    plant_cd TEXT NOT NULL, -- 所属工厂代码
    wkshp_type TEXT NOT NULL, -- 车间类型（总装、包装、SMT贴片、插件焊接、测试、注塑、钣金冲压）
    车间主任 TEXT, -- 车间主任姓名
    area_m2 REAL, -- 车间面积（平方米）
    is_clean_rm TEXT -- 是否无尘车间（Y/N）
);

CREATE TABLE prod_ln ( -- 生产线：车间内的产线
    ln_cd TEXT PRIMARY KEY, -- 产线代码
    ln_nm TEXT NOT NULL, -- 产线名称
    wkshp_cd TEXT NOT NULL, -- 所属车间代码
    ln_type TEXT NOT NULL, -- 产线类型（总装线、包装线、SMT线、插件线、测试线、注塑线、冲压线）
    uph_design INTEGER, -- 设计节拍产能（件/小时）
    ln_status TEXT NOT NULL, -- 产线状态（正常、改造中、停用）
    commission_dt TEXT -- 投产日期
);

CREATE TABLE wc ( -- 工作中心：产线上执行工序的工位或机台组
    wc_cd TEXT PRIMARY KEY, -- 工作中心代码
    wc_nm TEXT NOT NULL, -- 工作中心名称
    ln_cd TEXT NOT NULL, -- 所属产线代码
    wc_cat TEXT NOT NULL, -- 工作中心类别（机器、人工、混合）
    std_lab_rate REAL, -- 标准人工费率（元/小时）
    std_mch_rate REAL, -- 标准机器费率（元/小时）
    avail_hrs_day REAL, -- 每日可用工时（小时）
    cost_ctr TEXT -- 成本中心编码
);

CREATE TABLE eqp ( -- 设备台账：生产设备及其当前状态
    eqp_cd TEXT PRIMARY KEY, -- 设备编号
    eqp_nm TEXT NOT NULL, -- 设备名称
    eqp_model TEXT, -- 设备型号
    mfr TEXT, -- 设备制造商
    wc_cd TEXT NOT NULL, -- 所在工作中心代码
    asset_no TEXT, -- 固定资产编号
    purch_dt TEXT, -- 购置日期
    purch_amt REAL, -- 购置金额（元）
    power_kw REAL, -- 额定功率（千瓦）
    eqp_status TEXT NOT NULL, -- 设备状态（运行、待机、维修中、停用）
    is_key_eqp TEXT, -- 是否关键设备（Y/N）
    last_pm_dt TEXT, -- 最近一次保养日期
    pm_cycle_days INTEGER -- 保养周期（天）
);

CREATE TABLE emp ( -- 员工：生产、质量、设备、仓储、采购、销售等部门人员
    emp_no TEXT PRIMARY KEY, -- 工号
    emp_nm TEXT NOT NULL, -- 姓名
    gender TEXT, -- 性别
    plant_cd TEXT NOT NULL, -- 所属工厂代码
    wkshp_cd TEXT, -- 所属车间代码（非车间人员为空）
    dept_nm TEXT NOT NULL, -- 所属部门（生产部、质量部、设备部、仓储物流部、采购部、销售部、计划部、工程部）
    班组 TEXT, -- 所在班组
    post TEXT NOT NULL, -- 岗位（操作工、班组长、检验员、维修工、仓管员、采购员、销售代表、计划员、工艺工程师、经理）
    skill_lvl TEXT, -- 技能等级（初级工、中级工、高级工、技师）
    hire_dt TEXT NOT NULL, -- 入职日期
    emp_status TEXT NOT NULL, -- 在职状态（在职、试用、离职）
    mobile TEXT -- 手机号码
);

CREATE TABLE mnt_ord ( -- 设备维修保养工单
    mnt_no TEXT PRIMARY KEY, -- 维修工单号
    eqp_cd TEXT NOT NULL, -- 设备编号
    mnt_type TEXT NOT NULL, -- 维修类型（故障维修、预防性保养、点检、技改）
    fault_desc TEXT, -- 故障现象或作业内容
    rpt_emp_no TEXT NOT NULL, -- 报修人工号
    tech_emp_no TEXT, -- 维修负责人工号
    rpt_dt TEXT NOT NULL, -- 报修日期
    start_dt TEXT, -- 开始维修日期
    fin_dt TEXT, -- 完成日期
    downtime_hrs REAL, -- 停机时长（小时）
    spare_cost REAL, -- 备件费用（元）
    labor_cost REAL, -- 人工费用（元）
    mnt_status TEXT NOT NULL -- 工单状态（待派工、维修中、已完成、已取消）
);

CREATE TABLE shift ( -- 班次定义
    shift_cd TEXT PRIMARY KEY, -- 班次代码
    shift_nm TEXT NOT NULL, -- 班次名称（早班、中班、夜班、常白班、长白班、长夜班）
    start_tm TEXT NOT NULL, -- 开始时间（HH:MM）
    end_tm TEXT NOT NULL, -- 结束时间（HH:MM）
    work_hrs REAL NOT NULL, -- 有效工时（小时）
    night_allow REAL -- 夜班津贴（元/班）
);

CREATE TABLE shift_sched ( -- 排班表：员工每日的班次与产线安排
    sched_id INTEGER PRIMARY KEY, -- 排班记录ID
    work_dt TEXT NOT NULL, -- 排班日期
    emp_no TEXT NOT NULL, -- 员工工号
    shift_cd TEXT NOT NULL, -- 班次代码
    ln_cd TEXT, -- 安排的产线代码
    attend_status TEXT NOT NULL, -- 出勤状态（出勤、请假、旷工、调休）
    ot_hrs REAL -- 加班时长（小时）
);

CREATE TABLE mat_cat ( -- 物料分类：两级分类树
    cat_cd TEXT PRIMARY KEY, -- 分类代码
    cat_nm TEXT NOT NULL, -- 分类名称
    parent_cat_cd TEXT, -- 上级分类代码（一级分类为空）
    acct_subj TEXT -- 对应存货会计科目
);

CREATE TABLE mat_mstr ( -- 物料主数据：成品、半成品、原材料、包材
    mat_cd TEXT PRIMARY KEY, -- 物料编码
    mat_desc TEXT NOT NULL, -- 物料描述
    规格型号 TEXT, -- 规格型号
    mat_type TEXT NOT NULL, -- 物料类型（FERT成品、HALB半成品、ROH原材料、VERP包材）
    cat_cd TEXT NOT NULL, -- 物料分类代码
    uom TEXT NOT NULL, -- 基本计量单位（PCS、KG、SET）
    proc_type TEXT NOT NULL, -- 采购类型（自制、外购）
    std_cost REAL, -- 标准成本（元/单位）
    list_price REAL, -- 销售指导价（元，仅成品）
    safety_stk REAL, -- 安全库存
    lead_days INTEGER, -- 采购或生产提前期（天）
    net_wt_kg REAL, -- 单位净重（千克）
    is_rohs TEXT, -- 是否符合RoHS（Y/N）
    mat_status TEXT NOT NULL, -- 物料状态（启用、冻结、停产）
    create_dt TEXT -- 创建日期
);

CREATE TABLE bom_hdr ( -- BOM表头：父项物料的物料清单版本
    bom_no TEXT PRIMARY KEY, -- BOM编号
    parent_mat_cd TEXT NOT NULL, -- 父项物料编码
    bom_ver TEXT NOT NULL, -- BOM版本（V1.0、V2.0…）
    plant_cd TEXT NOT NULL, -- 适用工厂代码
    base_qty REAL NOT NULL, -- 基本数量
    eff_dt TEXT NOT NULL, -- 生效日期
    exp_dt TEXT, -- 失效日期
    bom_status TEXT NOT NULL -- BOM状态（生效、失效、草稿）
);

CREATE TABLE bom_ln ( -- BOM明细：父项所用的子项物料及单位用量
    bom_no TEXT NOT NULL, -- BOM编号
    item_no INTEGER NOT NULL, -- 行项目号
    comp_mat_cd TEXT NOT NULL, -- 子项物料编码
    qty_per REAL NOT NULL, -- 单位用量
    scrap_pct REAL, -- 损耗率（%）
    op_seq INTEGER, -- 投料工序号
    is_key_part TEXT, -- 是否关键件（Y/N）
    PRIMARY KEY (bom_no, item_no)
);

CREATE TABLE rtg_hdr ( -- 工艺路线表头
    rtg_no TEXT PRIMARY KEY, -- 工艺路线编号
    mat_cd TEXT NOT NULL, -- 物料编码
    rtg_ver TEXT NOT NULL, -- 工艺路线版本
    plant_cd TEXT NOT NULL, -- 工厂代码
    rtg_status TEXT NOT NULL, -- 状态（已发布、草稿、停用）
    gyy_xm TEXT -- 工艺员姓名
);

CREATE TABLE rtg_op ( -- 工艺路线工序：每道工序的工作中心与标准工时
    rtg_no TEXT NOT NULL, -- 工艺路线编号
    op_seq INTEGER NOT NULL, -- 工序号（10、20、30…）
    op_nm TEXT NOT NULL, -- 工序名称
    wc_cd TEXT NOT NULL, -- 工作中心代码
    setup_min REAL, -- 准备时间（分钟）
    run_sec_unit REAL, -- 单件加工时间（秒）
    is_insp_pt TEXT, -- 是否检验点（Y/N）
    PRIMARY KEY (rtg_no, op_seq)
);

CREATE TABLE wo_hdr ( -- 生产工单：当前在系统中执行的生产订单
    wo_no TEXT PRIMARY KEY, -- 工单号
    wo_type TEXT NOT NULL, -- 工单类型（标准生产、试产、返工）
    mat_cd TEXT NOT NULL, -- 生产物料编码
    plant_cd TEXT NOT NULL, -- 工厂代码
    ln_cd TEXT NOT NULL, -- 生产产线代码
    bom_no TEXT, -- 使用的BOM编号
    rtg_no TEXT, -- 使用的工艺路线编号
    so_no TEXT, -- 关联销售订单号（按单生产时填写）
    plan_qty REAL NOT NULL, -- 计划数量
    cmpl_qty REAL, -- 完工入库数量
    scrap_qty REAL, -- 报废数量
    plan_start_dt TEXT NOT NULL, -- 计划开工日期
    plan_end_dt TEXT NOT NULL, -- 计划完工日期
    act_start_dt TEXT, -- 实际开工日期
    act_end_dt TEXT, -- 实际完工日期
    wo_status TEXT NOT NULL, -- 工单状态（已创建、已下达、生产中、已完工、已关闭）
    sfjj TEXT, -- 是否急件（是、否）
    planner_emp_no TEXT, -- 计划员工号
    create_dt TEXT -- 创建日期
);

CREATE TABLE wo_hist ( -- 历史生产工单归档：2024年6月底前已关闭并迁出的工单
    wo_no TEXT PRIMARY KEY, -- 工单号
    wo_type TEXT NOT NULL, -- 工单类型（标准生产、试产、返工）
    mat_cd TEXT NOT NULL, -- 生产物料编码
    plant_cd TEXT NOT NULL, -- 工厂代码
    ln_cd TEXT NOT NULL, -- 生产产线代码
    bom_no TEXT, -- 使用的BOM编号
    plan_qty REAL NOT NULL, -- 计划数量
    cmpl_qty REAL, -- 完工入库数量
    scrap_qty REAL, -- 报废数量
    plan_start_dt TEXT NOT NULL, -- 计划开工日期
    act_start_dt TEXT, -- 实际开工日期
    act_end_dt TEXT, -- 实际完工日期
    wo_status TEXT NOT NULL, -- 归档时状态（已关闭）
    close_dt TEXT, -- 关闭日期
    arch_dt TEXT NOT NULL, -- 归档日期
    arch_by TEXT -- 归档操作人
);

CREATE TABLE wo_op_rpt ( -- 工单工序报工：操作工按工序汇报的产出与工时
    rpt_id INTEGER PRIMARY KEY, -- 报工记录ID
    wo_no TEXT NOT NULL, -- 工单号
    op_seq INTEGER NOT NULL, -- 工序号
    wc_cd TEXT NOT NULL, -- 工作中心代码
    emp_no TEXT NOT NULL, -- 报工人工号
    shift_cd TEXT NOT NULL, -- 班次代码
    班组 TEXT, -- 报工班组
    rpt_dt TEXT NOT NULL, -- 报工日期
    good_qty REAL NOT NULL, -- 良品数量
    ng_qty REAL NOT NULL, -- 不良数量
    labor_hrs REAL, -- 人工工时（小时）
    mch_hrs REAL -- 机器工时（小时）
);

CREATE TABLE qc_insp ( -- 质量检验单：来料检验、过程检验、成品检验
    insp_no TEXT PRIMARY KEY, -- 检验单号
    insp_type TEXT NOT NULL, -- 检验类型（IQC来料检验、IPQC过程检验、FQC成品检验）
    mat_cd TEXT NOT NULL, -- 被检物料编码
    rcpt_no TEXT, -- 来料检验对应的收货单号
    wo_no TEXT, -- 过程或成品检验对应的工单号
    lot_no TEXT, -- 批次号
    lot_qty REAL, -- 批量
    sample_qty INTEGER NOT NULL, -- 抽样数量
    ng_qty INTEGER NOT NULL, -- 不合格数量
    aql TEXT, -- AQL接收质量限
    insp_result TEXT NOT NULL, -- 检验结论（合格、不合格、让步接收）
    inspector_emp_no TEXT NOT NULL, -- 检验员工号
    insp_dt TEXT NOT NULL, -- 检验日期
    remark TEXT -- 备注
);

CREATE TABLE dfct_mstr ( -- 缺陷代码表
    dfct_cd TEXT PRIMARY KEY, -- 缺陷代码
    dfct_nm TEXT NOT NULL, -- 缺陷名称
    dfct_cat TEXT NOT NULL, -- 缺陷类别（焊接、贴装、外观、尺寸、功能、安规、包装、来料）
    default_sev TEXT -- 默认严重度（致命、严重、轻微）
);

CREATE TABLE qc_dfct ( -- 检验缺陷明细：检验单中发现的缺陷及处置
    dfct_id INTEGER PRIMARY KEY, -- 缺陷记录ID
    insp_no TEXT NOT NULL, -- 检验单号
    dfct_cd TEXT NOT NULL, -- 缺陷代码
    dfct_qty INTEGER NOT NULL, -- 缺陷数量
    severity TEXT NOT NULL, -- 严重度（致命、严重、轻微）
    disposition TEXT NOT NULL, -- 处置方式（返工、报废、让步接收、退供应商）
    dfct_loc TEXT -- 缺陷位置或位号
);

CREATE TABLE rwk_ord ( -- 返工单：不良品的返修记录
    rwk_no TEXT PRIMARY KEY, -- 返工单号
    wo_no TEXT NOT NULL, -- 原生产工单号
    insp_no TEXT, -- 触发返工的检验单号
    mat_cd TEXT NOT NULL, -- 返工物料编码
    rwk_qty REAL NOT NULL, -- 返工数量
    pass_qty REAL, -- 返工后合格数量
    rwk_method TEXT, -- 返工方法
    rwk_emp_no TEXT, -- 返工负责人工号
    open_dt TEXT NOT NULL, -- 开单日期
    close_dt TEXT, -- 关闭日期
    rwk_cost REAL, -- 返工成本（元）
    rwk_status TEXT NOT NULL -- 状态（待返工、返工中、已完成）
);

CREATE TABLE scrap_rec ( -- 报废记录：生产报废与库存报废
    scrap_no TEXT PRIMARY KEY, -- 报废单号
    wo_no TEXT, -- 关联工单号（生产报废时填写）
    mat_cd TEXT NOT NULL, -- 报废物料编码
    wkshp_cd TEXT NOT NULL, -- 发生车间代码
    scrap_qty REAL NOT NULL, -- 报废数量
    报废原因 TEXT NOT NULL, -- 报废原因（来料不良、制程不良、设备故障、呆滞过期、试产损耗）
    scrap_amt REAL, -- 报废金额（元）
    scrap_dt TEXT NOT NULL, -- 报废日期
    apprv_emp_no TEXT, -- 审批人工号
    apprv_status TEXT NOT NULL -- 审批状态（待审批、已批准、已驳回）
);

CREATE TABLE supp ( -- 供应商主数据
    supp_cd TEXT PRIMARY KEY, -- 供应商编码
    supp_nm TEXT NOT NULL, -- 供应商全称
    supp_abbr TEXT, -- 供应商简称
    prov TEXT, -- 省份
    city TEXT, -- 城市
    联系人 TEXT, -- 联系人
    phone TEXT, -- 联系电话
    gys_dj TEXT, -- 供应商等级（A、B、C、D）
    pay_terms TEXT, -- 付款条件（月结30天、月结60天、月结90天、预付款）
    main_cat_cd TEXT, -- 主供物料分类代码
    supp_status TEXT NOT NULL, -- 合作状态（合格、暂停、淘汰）
    onboard_dt TEXT -- 准入日期
);

CREATE TABLE po_hdr ( -- 采购订单表头
    po_no TEXT PRIMARY KEY, -- 采购订单号
    supp_cd TEXT NOT NULL, -- 供应商编码
    plant_cd TEXT NOT NULL, -- 收货工厂代码
    po_dt TEXT NOT NULL, -- 下单日期
    buyer_emp_no TEXT NOT NULL, -- 采购员工号
    curr TEXT NOT NULL, -- 币种（CNY、USD）
    tax_rate REAL, -- 增值税率
    tot_amt REAL NOT NULL, -- 订单总金额（不含税）
    po_status TEXT NOT NULL, -- 订单状态（已审批、部分到货、全部到货、已关闭、已取消）
    remark TEXT -- 备注
);

CREATE TABLE po_ln ( -- 采购订单行
    po_no TEXT NOT NULL, -- 采购订单号
    ln_no INTEGER NOT NULL, -- 行号
    mat_cd TEXT NOT NULL, -- 物料编码
    ord_qty REAL NOT NULL, -- 订购数量
    unit_price REAL NOT NULL, -- 单价（不含税）
    ln_amt REAL NOT NULL, -- 行金额（不含税）
    req_dt TEXT NOT NULL, -- 要求到货日期
    rcvd_qty REAL, -- 累计收货数量
    PRIMARY KEY (po_no, ln_no)
);

CREATE TABLE po_rcpt ( -- 采购收货单：供应商来料到厂登记
    rcpt_no TEXT PRIMARY KEY, -- 收货单号
    po_no TEXT NOT NULL, -- 采购订单号
    po_ln_no INTEGER NOT NULL, -- 采购订单行号
    mat_cd TEXT NOT NULL, -- 物料编码
    rcpt_qty REAL NOT NULL, -- 到货数量
    accept_qty REAL, -- 检验合格入库数量
    rcpt_dt TEXT NOT NULL, -- 收货日期
    wh_cd TEXT NOT NULL, -- 入库仓库代码
    lot_no TEXT, -- 供应商批次号
    recv_emp_no TEXT -- 收货人工号
);

CREATE TABLE wh ( -- 仓库
    wh_cd TEXT PRIMARY KEY, -- 仓库代码
    wh_nm TEXT NOT NULL, -- 仓库名称
    plant_cd TEXT NOT NULL, -- 所属工厂代码
    wh_type TEXT NOT NULL, -- 仓库类型（原材料库、半成品库、成品库、不良品库、备件库、中转仓）
    keeper_emp_no TEXT, -- 仓库管理员工号
    area_m2 REAL, -- 面积（平方米）
    is_bonded TEXT -- 是否保税仓（Y/N）
);

CREATE TABLE inv_bal ( -- 库存结存（WMS接口表）：各仓库各物料的当前结存
    仓库编码 TEXT NOT NULL, -- 仓库代码
    物料编码 TEXT NOT NULL, -- 物料编码
    库位 TEXT, -- 主库位
    onhand_qty REAL NOT NULL, -- 账面结存数量
    frozen_qty REAL, -- 冻结数量（待检或质量冻结）
    last_in_dt TEXT, -- 最近入库日期
    last_out_dt TEXT, -- 最近出库日期
    snap_dt TEXT NOT NULL, -- 快照日期
    PRIMARY KEY (仓库编码, 物料编码)
);

CREATE TABLE inv_mvmt ( -- 库存移动流水：出入库事务记录
    mvmt_no TEXT PRIMARY KEY, -- 物料凭证号
    mvmt_type TEXT NOT NULL, -- 移动类型代码（101、261、131、601、551）
    mvmt_desc TEXT NOT NULL, -- 移动类型说明（采购入库、生产领料、完工入库、销售发货、报废出库）
    mat_cd TEXT NOT NULL, -- 物料编码
    wh_cd TEXT NOT NULL, -- 仓库代码
    io_flag TEXT NOT NULL, -- 出入方向（入、出）
    qty REAL NOT NULL, -- 数量
    amt REAL, -- 金额（按标准成本，元）
    post_dt TEXT NOT NULL, -- 过账日期
    ref_doc_no TEXT, -- 参考单据号（收货单、工单、发货单、报废单）
    emp_no TEXT -- 经办人工号
);

CREATE TABLE stk_xfer ( -- 库存调拨单：仓库之间的物料转移
    xfer_no TEXT PRIMARY KEY, -- 调拨单号
    from_wh_cd TEXT NOT NULL, -- 调出仓库代码
    to_wh_cd TEXT NOT NULL, -- 调入仓库代码
    mat_cd TEXT NOT NULL, -- 物料编码
    xfer_qty REAL NOT NULL, -- 调拨数量
    req_emp_no TEXT, -- 申请人工号
    req_dt TEXT NOT NULL, -- 申请日期
    ship_dt TEXT, -- 调出日期
    recv_dt TEXT, -- 调入签收日期
    xfer_status TEXT NOT NULL -- 状态（已申请、在途、已签收、已取消）
);

CREATE TABLE dist ( -- 经销商：渠道客户
    dist_cd TEXT PRIMARY KEY, -- 经销商编码
    dist_nm TEXT NOT NULL, -- 经销商名称
    sales_rgn TEXT NOT NULL, -- 销售大区（华东、华南、华北、华中、西南、西北、东北）
    prov TEXT, -- 省份
    city TEXT, -- 城市
    dist_lvl TEXT, -- 经销商级别（一级、二级、KA）
    credit_lmt REAL, -- 信用额度（元）
    sign_dt TEXT, -- 签约日期
    sales_rep_emp_no TEXT, -- 对接销售代表工号
    dist_status TEXT NOT NULL -- 合作状态（正常、冻结、终止）
);

CREATE TABLE so_hdr ( -- 销售订单表头：经销商订货
    so_no TEXT PRIMARY KEY, -- 销售订单号
    dist_cd TEXT NOT NULL, -- 经销商编码
    so_dt TEXT NOT NULL, -- 订单日期
    req_dlv_dt TEXT, -- 要求交货日期
    ship_plant_cd TEXT NOT NULL, -- 发货工厂代码
    tot_amt REAL NOT NULL, -- 订单金额（元，含税）
    so_status TEXT NOT NULL, -- 订单状态（待审核、已确认、部分发货、已发货、已完成、已取消）
    pay_status TEXT, -- 回款状态（未回款、部分回款、已回款）
    order_chnl TEXT -- 下单渠道（EDI、经销商门户、业务员代录）
);

CREATE TABLE so_ln ( -- 销售订单行
    so_no TEXT NOT NULL, -- 销售订单号
    ln_no INTEGER NOT NULL, -- 行号
    mat_cd TEXT NOT NULL, -- 成品物料编码
    ord_qty REAL NOT NULL, -- 订货数量
    unit_price REAL NOT NULL, -- 单价（元，含税）
    disc_pct REAL, -- 折扣率（%）
    ln_amt REAL NOT NULL, -- 行金额（元，含税）
    shipped_qty REAL, -- 已发货数量
    PRIMARY KEY (so_no, ln_no)
);

CREATE TABLE shpmt ( -- 发货单：成品出库发运给经销商
    shp_no TEXT PRIMARY KEY, -- 发货单号
    so_no TEXT NOT NULL, -- 销售订单号
    so_ln_no INTEGER NOT NULL, -- 销售订单行号
    mat_cd TEXT NOT NULL, -- 物料编码
    ship_qty REAL NOT NULL, -- 发货数量
    wh_cd TEXT NOT NULL, -- 发货仓库代码
    ship_dt TEXT NOT NULL, -- 发货日期
    carrier TEXT, -- 承运商
    waybill_no TEXT, -- 运单号
    dest_city TEXT, -- 目的城市
    freight_amt REAL, -- 运费（元）
    sign_dt TEXT, -- 签收日期
    shp_status TEXT NOT NULL -- 发运状态（已出库、运输中、已签收、拒收）
);

CREATE TABLE energy_mtr ( -- 能源计量表：车间的电、水、气计量表
    mtr_cd TEXT PRIMARY KEY, -- 表计编号
    mtr_nm TEXT NOT NULL, -- 表计名称
    nengyuan_lx TEXT NOT NULL, -- 能源类型（电、水、天然气、压缩空气）
    wkshp_cd TEXT NOT NULL, -- 计量车间代码
    uom TEXT NOT NULL, -- 计量单位（kWh、吨、立方米）
    ct_ratio REAL, -- 倍率
    install_dt TEXT -- 安装日期
);

CREATE TABLE energy_rdg ( -- 能耗抄表记录：按月抄读
    rdg_id INTEGER PRIMARY KEY, -- 抄表记录ID
    mtr_cd TEXT NOT NULL, -- 表计编号
    rdg_month TEXT NOT NULL, -- 抄表月份（YYYY-MM）
    rdg_dt TEXT NOT NULL, -- 抄表日期
    prev_val REAL NOT NULL, -- 上期读数
    curr_val REAL NOT NULL, -- 本期读数
    usage_qty REAL NOT NULL, -- 本期用量（已乘倍率）
    unit_price REAL, -- 单价（元）
    cost_amt REAL, -- 费用（元）
    抄表人 TEXT -- 抄表人姓名
);

CREATE TABLE ecn ( -- 工程变更通知（ECN）：物料替代、BOM与工艺变更
    ecn_no TEXT PRIMARY KEY, -- 变更单号
    ecn_title TEXT NOT NULL, -- 变更标题
    chg_type TEXT NOT NULL, -- 变更类型（物料替代、BOM变更、工艺变更、设计变更）
    chg_rsn TEXT, -- 变更原因（降本、质量改善、供应短缺、客户要求、法规要求）
    old_mat_cd TEXT, -- 变更前物料编码
    new_mat_cd TEXT, -- 变更后物料编码
    bom_no TEXT, -- 受影响的BOM编号
    apply_emp_no TEXT NOT NULL, -- 申请人工号
    apprv_emp_no TEXT, -- 批准人工号
    apply_dt TEXT NOT NULL, -- 申请日期
    apprv_dt TEXT, -- 批准日期
    eff_dt TEXT, -- 生效日期
    old_stk_disp TEXT, -- 旧料处理方式（用完为止、立即切换、报废）
    ecn_status TEXT NOT NULL -- 状态（草稿、评审中、已批准、已实施、已驳回）
);

-- 数据（由 make_data.py 生成）

INSERT INTO plant VALUES ('P100', '顺德总装厂', '广东', '佛山', '佛山市顺德区北滘镇工业大道38号', '微波炉、空气炸锅、电饭煲整机', '2009-05-18', 590);
INSERT INTO plant VALUES ('P200', '苏州电子厂', '江苏', '苏州', '苏州工业园区星龙街218号', '家电控制板PCBA', '2014-09-01', 436);
INSERT INTO plant VALUES ('P300', '合肥制造基地', '安徽', '合肥', '合肥经济技术开发区紫云路66号', '注塑件、钣金件、电磁炉与电热水壶整机', '2018-03-26', 453);
INSERT INTO plant VALUES ('P400', '武汉电机厂', '湖北', '武汉', '武汉市东西湖区走马岭汇通大道9号', '同步电机、风扇电机', '2016-08-08', 412);
INSERT INTO plant VALUES ('P500', '重庆制造基地', '重庆', '重庆', '重庆市璧山区璧泉街道剑山路101号', '电热水壶、个护小家电（筹建中）', '2025-10-01', 36);

INSERT INTO wkshp VALUES ('W101', '总装一车间', 'P100', '总装', '任明平', 6200.0, 'N');
INSERT INTO wkshp VALUES ('W102', '总装二车间', 'P100', '总装', '冯军', 5400.0, 'N');
INSERT INTO wkshp VALUES ('W103', '包装车间', 'P100', '包装', '彭刚明', 3100.0, 'N');
INSERT INTO wkshp VALUES ('W201', 'SMT车间', 'P200', 'SMT贴片', '罗俊阳', 2800.0, 'Y');
INSERT INTO wkshp VALUES ('W202', '插件焊接车间', 'P200', '插件焊接', '杜斌军', 2200.0, 'N');
INSERT INTO wkshp VALUES ('W203', '测试车间', 'P200', '测试', '陈敏红', 1500.0, 'Y');
INSERT INTO wkshp VALUES ('W301', '注塑车间', 'P300', '注塑', '许艳', 7600.0, 'N');
INSERT INTO wkshp VALUES ('W302', '钣金冲压车间', 'P300', '钣金冲压', '丁婷', 5200.0, 'N');
INSERT INTO wkshp VALUES ('W303', '总装三车间', 'P300', '总装', '苏晶娟', 4800.0, 'N');

INSERT INTO prod_ln VALUES ('L1011', '微波炉总装1线', 'W101', '总装线', 120, '正常', '2009-06-20');
INSERT INTO prod_ln VALUES ('L1012', '微波炉总装2线', 'W101', '总装线', 150, '正常', '2016-04-11');
INSERT INTO prod_ln VALUES ('L1021', '空气炸锅总装线', 'W102', '总装线', 180, '正常', '2020-08-03');
INSERT INTO prod_ln VALUES ('L1022', '电饭煲总装线', 'W102', '总装线', 140, '正常', '2012-03-15');
INSERT INTO prod_ln VALUES ('L1031', '整机包装线', 'W103', '包装线', 260, '正常', '2011-07-01');
INSERT INTO prod_ln VALUES ('L2011', 'SMT-1线', 'W201', 'SMT线', 900, '正常', '2014-10-08');
INSERT INTO prod_ln VALUES ('L2012', 'SMT-2线', 'W201', 'SMT线', 1100, '正常', '2019-05-20');
INSERT INTO prod_ln VALUES ('L2013', 'SMT-3线', 'W201', 'SMT线', 1100, '改造中', '2021-11-02');
INSERT INTO prod_ln VALUES ('L2021', 'DIP插件线', 'W202', '插件线', 400, '正常', '2014-10-08');
INSERT INTO prod_ln VALUES ('L2031', 'ICT/FCT测试线', 'W203', '测试线', 500, '正常', '2015-02-16');
INSERT INTO prod_ln VALUES ('L3011', '注塑1线', 'W301', '注塑线', 300, '正常', '2018-04-10');
INSERT INTO prod_ln VALUES ('L3012', '注塑2线', 'W301', '注塑线', 300, '正常', '2019-09-09');
INSERT INTO prod_ln VALUES ('L3021', '冲压焊接线', 'W302', '冲压线', 240, '正常', '2018-04-10');
INSERT INTO prod_ln VALUES ('L3031', '电磁炉总装线', 'W303', '总装线', 160, '正常', '2018-06-01');
INSERT INTO prod_ln VALUES ('L3032', '电热水壶总装线', 'W303', '总装线', 200, '停用', '2019-03-18');

INSERT INTO wc VALUES ('L1011-ASM', '微波炉总装1线-装配工位组', 'L1011', '人工', 38.0, 0.0, 20.0, 'CC101A');
INSERT INTO wc VALUES ('L1011-TST', '微波炉总装1线-电气安规测试', 'L1011', '混合', 42.0, 105.0, 16.0, 'CC101T');
INSERT INTO wc VALUES ('L1012-ASM', '微波炉总装2线-装配工位组', 'L1012', '人工', 44.0, 0.0, 20.0, 'CC101A');
INSERT INTO wc VALUES ('L1012-TST', '微波炉总装2线-电气安规测试', 'L1012', '混合', 48.0, 65.0, 20.0, 'CC101T');
INSERT INTO wc VALUES ('L1021-ASM', '空气炸锅总装线-装配工位组', 'L1021', '人工', 44.0, 0.0, 20.0, 'CC102A');
INSERT INTO wc VALUES ('L1021-TST', '空气炸锅总装线-电气安规测试', 'L1021', '混合', 46.0, 105.0, 20.0, 'CC102T');
INSERT INTO wc VALUES ('L1022-ASM', '电饭煲总装线-装配工位组', 'L1022', '人工', 40.0, 0.0, 20.0, 'CC102A');
INSERT INTO wc VALUES ('L1022-TST', '电饭煲总装线-电气安规测试', 'L1022', '混合', 48.0, 85.0, 20.0, 'CC102T');
INSERT INTO wc VALUES ('L1031-PKG', '整机包装线-终检包装', 'L1031', '人工', 40.0, 0.0, 20.0, 'CC103P');
INSERT INTO wc VALUES ('L2011-PRT', 'SMT-1线-锡膏印刷', 'L2011', '机器', 30.0, 140.0, 22.0, 'CC201P');
INSERT INTO wc VALUES ('L2011-MNT', 'SMT-1线-高速贴片', 'L2011', '机器', 34.0, 240.0, 22.0, 'CC201M');
INSERT INTO wc VALUES ('L2011-RFL', 'SMT-1线-回流焊', 'L2011', '机器', 30.0, 180.0, 22.0, 'CC201R');
INSERT INTO wc VALUES ('L2011-AOI', 'SMT-1线-AOI光学检测', 'L2011', '机器', 32.0, 160.0, 22.0, 'CC201A');
INSERT INTO wc VALUES ('L2012-PRT', 'SMT-2线-锡膏印刷', 'L2012', '机器', 36.0, 180.0, 22.0, 'CC201P');
INSERT INTO wc VALUES ('L2012-MNT', 'SMT-2线-高速贴片', 'L2012', '机器', 32.0, 200.0, 22.0, 'CC201M');
INSERT INTO wc VALUES ('L2012-RFL', 'SMT-2线-回流焊', 'L2012', '机器', 32.0, 160.0, 22.0, 'CC201R');
INSERT INTO wc VALUES ('L2012-AOI', 'SMT-2线-AOI光学检测', 'L2012', '机器', 34.0, 120.0, 22.0, 'CC201A');
INSERT INTO wc VALUES ('L2013-PRT', 'SMT-3线-锡膏印刷', 'L2013', '机器', 30.0, 160.0, 22.0, 'CC201P');
INSERT INTO wc VALUES ('L2013-MNT', 'SMT-3线-高速贴片', 'L2013', '机器', 32.0, 200.0, 22.0, 'CC201M');
INSERT INTO wc VALUES ('L2013-RFL', 'SMT-3线-回流焊', 'L2013', '机器', 32.0, 140.0, 22.0, 'CC201R');
INSERT INTO wc VALUES ('L2013-AOI', 'SMT-3线-AOI光学检测', 'L2013', '机器', 34.0, 180.0, 22.0, 'CC201A');
INSERT INTO wc VALUES ('L2021-DIP', 'DIP插件线-手工插件', 'L2021', '人工', 42.0, 0.0, 20.0, 'CC202D');
INSERT INTO wc VALUES ('L2021-WAV', 'DIP插件线-波峰焊', 'L2021', '机器', 30.0, 120.0, 22.0, 'CC202W');
INSERT INTO wc VALUES ('L2031-ICT', 'ICT/FCT测试线-ICT在线测试', 'L2031', '机器', 36.0, 180.0, 22.0, 'CC203I');
INSERT INTO wc VALUES ('L2031-FCT', 'ICT/FCT测试线-FCT功能测试', 'L2031', '混合', 48.0, 85.0, 16.0, 'CC203F');
INSERT INTO wc VALUES ('L3011-INJ', '注塑1线-注塑成型', 'L3011', '机器', 30.0, 240.0, 22.0, 'CC301I');
INSERT INTO wc VALUES ('L3011-TRM', '注塑1线-去毛刺修边', 'L3011', '人工', 44.0, 0.0, 16.0, 'CC301T');
INSERT INTO wc VALUES ('L3012-INJ', '注塑2线-注塑成型', 'L3012', '机器', 34.0, 240.0, 22.0, 'CC301I');
INSERT INTO wc VALUES ('L3012-TRM', '注塑2线-去毛刺修边', 'L3012', '人工', 40.0, 0.0, 16.0, 'CC301T');
INSERT INTO wc VALUES ('L3021-PRS', '冲压焊接线-冲压成型', 'L3021', '机器', 36.0, 120.0, 22.0, 'CC302P');
INSERT INTO wc VALUES ('L3021-WLD', '冲压焊接线-机器人焊接', 'L3021', '混合', 44.0, 105.0, 16.0, 'CC302W');
INSERT INTO wc VALUES ('L3031-ASM', '电磁炉总装线-装配工位组', 'L3031', '人工', 40.0, 0.0, 16.0, 'CC303A');
INSERT INTO wc VALUES ('L3031-TST', '电磁炉总装线-电气安规测试', 'L3031', '混合', 46.0, 45.0, 20.0, 'CC303T');
INSERT INTO wc VALUES ('L3031-PKG', '电磁炉总装线-终检包装', 'L3031', '人工', 40.0, 0.0, 16.0, 'CC303P');
INSERT INTO wc VALUES ('L3032-ASM', '电热水壶总装线-装配工位组', 'L3032', '人工', 44.0, 0.0, 20.0, 'CC303A');
INSERT INTO wc VALUES ('L3032-TST', '电热水壶总装线-电气安规测试', 'L3032', '混合', 44.0, 105.0, 20.0, 'CC303T');
INSERT INTO wc VALUES ('L3032-PKG', '电热水壶总装线-终检包装', 'L3032', '人工', 40.0, 0.0, 20.0, 'CC303P');

INSERT INTO eqp VALUES ('EQ101101', '安规综合测试仪', '7440', '华仪', 'L1011-TST', 'FA20097462', '2009-06-20', 51200.0, 1.0, '待机', 'N', '2025-04-08', 90);
INSERT INTO eqp VALUES ('EQ101201', '安规综合测试仪', '7440', '华仪', 'L1012-TST', 'FA20169720', '2016-04-11', 40400.0, 1.0, '运行', 'N', '2025-06-12', 90);
INSERT INTO eqp VALUES ('EQ102101', '安规综合测试仪', '7440', '华仪', 'L1021-TST', 'FA20216097', '2021-12-26', 46300.0, 1.0, '停用', 'N', '2023-09-17', 90);
INSERT INTO eqp VALUES ('EQ102201', '安规综合测试仪', '7440', '华仪', 'L1022-TST', 'FA20173540', '2017-04-30', 44100.0, 1.0, '运行', 'N', '2025-03-22', 90);
INSERT INTO eqp VALUES ('EQ103101', '自动封箱机', 'FXJ-5050', '永创', 'L1031-PKG', 'FA20195159', '2019-03-20', 45700.0, 1.5, '运行', 'N', '2025-06-07', 90);
INSERT INTO eqp VALUES ('EQ201101', '全自动锡膏印刷机', 'G5', '凯格精机', 'L2011-PRT', 'FA20147186', '2014-10-08', 323400.0, 3.0, '运行', 'N', '2025-03-03', 90);
INSERT INTO eqp VALUES ('EQ201102', '高速贴片机', 'NXT III', '富士', 'L2011-MNT', 'FA20141349', '2014-10-08', 2218700.0, 5.5, '运行', 'Y', '2025-04-08', 30);
INSERT INTO eqp VALUES ('EQ201103', '多功能贴片机', 'YSM20R', '雅马哈', 'L2011-MNT', 'FA20143032', '2014-10-08', 2176400.0, 5.5, '运行', 'Y', '2025-03-11', 30);
INSERT INTO eqp VALUES ('EQ201104', '十温区回流焊炉', 'JTR-1000D', '劲拓', 'L2011-RFL', 'FA20181249', '2018-06-25', 327300.0, 62.0, '运行', 'Y', '2025-03-15', 30);
INSERT INTO eqp VALUES ('EQ201105', '在线AOI检测仪', 'ALD-7727', '神州视觉', 'L2011-AOI', 'FA20141454', '2014-10-08', 331500.0, 2.0, '运行', 'N', '2025-03-08', 90);
INSERT INTO eqp VALUES ('EQ201201', '全自动锡膏印刷机', 'G5', '凯格精机', 'L2012-PRT', 'FA20193462', '2019-07-27', 289400.0, 3.0, '运行', 'N', '2025-06-19', 90);
INSERT INTO eqp VALUES ('EQ201202', '高速贴片机', 'NXT III', '富士', 'L2012-MNT', 'FA20197718', '2019-05-20', 2219100.0, 5.5, '运行', 'Y', '2025-03-05', 30);
INSERT INTO eqp VALUES ('EQ201203', '多功能贴片机', 'YSM20R', '雅马哈', 'L2012-MNT', 'FA20197327', '2019-05-20', 2095900.0, 5.5, '维修中', 'Y', '2025-03-03', 30);
INSERT INTO eqp VALUES ('EQ201204', '十温区回流焊炉', 'JTR-1000D', '劲拓', 'L2012-RFL', 'FA20195801', '2019-05-20', 386800.0, 62.0, '运行', 'Y', '2025-05-21', 30);
INSERT INTO eqp VALUES ('EQ201205', '在线AOI检测仪', 'ALD-7727', '神州视觉', 'L2012-AOI', 'FA20197402', '2019-05-20', 286600.0, 2.0, '运行', 'N', '2025-03-07', 90);
INSERT INTO eqp VALUES ('EQ201301', '全自动锡膏印刷机', 'G5', '凯格精机', 'L2013-PRT', 'FA20214803', '2021-11-02', 317200.0, 3.0, '维修中', 'N', '2025-05-10', 90);
INSERT INTO eqp VALUES ('EQ201302', '高速贴片机', 'NXT III', '富士', 'L2013-MNT', 'FA20236043', '2023-03-05', 2071400.0, 5.5, '维修中', 'Y', '2025-05-05', 30);
INSERT INTO eqp VALUES ('EQ201303', '多功能贴片机', 'YSM20R', '雅马哈', 'L2013-MNT', 'FA20232607', '2023-08-10', 2213700.0, 5.5, '待机', 'Y', '2025-06-19', 30);
INSERT INTO eqp VALUES ('EQ201304', '十温区回流焊炉', 'JTR-1000D', '劲拓', 'L2013-RFL', 'FA20234800', '2023-03-31', 453700.0, 62.0, '维修中', 'Y', '2025-04-22', 30);
INSERT INTO eqp VALUES ('EQ201305', '在线AOI检测仪', 'ALD-7727', '神州视觉', 'L2013-AOI', 'FA20214068', '2021-11-02', 289300.0, 2.0, '维修中', 'N', '2025-06-10', 90);
INSERT INTO eqp VALUES ('EQ202101', '自动插件机', 'RHSG-X', '松下', 'L2021-DIP', 'FA20222679', '2022-12-04', 521700.0, 4.5, '运行', 'N', '2025-06-03', 90);
INSERT INTO eqp VALUES ('EQ202102', '无铅波峰焊机', 'JTE-350', '劲拓', 'L2021-WAV', 'FA20144476', '2014-10-08', 241400.0, 28.0, '运行', 'Y', '2025-06-18', 30);
INSERT INTO eqp VALUES ('EQ203101', 'ICT在线测试仪', 'JET-300NT', '捷智', 'L2031-ICT', 'FA20218006', '2021-08-25', 220900.0, 1.5, '运行', 'N', '2025-04-26', 90);
INSERT INTO eqp VALUES ('EQ203102', 'FCT功能测试台', 'HJ-FCT-08', '华嘉自制', 'L2031-FCT', 'FA20151444', '2015-02-16', 83400.0, 1.2, '待机', 'N', '2025-05-25', 90);
INSERT INTO eqp VALUES ('EQ301101', '伺服注塑机', 'MA2500II', '海天', 'L3011-INJ', 'FA20237428', '2023-08-21', 494000.0, 37.0, '待机', 'Y', '2025-04-22', 30);
INSERT INTO eqp VALUES ('EQ301102', '伺服注塑机', 'MA1600II', '海天', 'L3011-INJ', 'FA20199370', '2019-04-02', 446800.0, 37.0, '停用', 'Y', '2023-12-08', 30);
INSERT INTO eqp VALUES ('EQ301103', '注塑机械手', 'SW-700', '拓斯达', 'L3011-INJ', 'FA20216563', '2021-12-03', 84100.0, 2.2, '运行', 'Y', '2025-04-03', 30);
INSERT INTO eqp VALUES ('EQ301104', '去毛刺修边机', 'XB-200', '博朗', 'L3011-TRM', 'FA20241374', '2024-05-10', 68800.0, 4.0, '运行', 'N', '2025-06-08', 90);
INSERT INTO eqp VALUES ('EQ301201', '伺服注塑机', 'MA2500II', '海天', 'L3012-INJ', 'FA20195835', '2019-09-09', 365500.0, 37.0, '待机', 'Y', '2025-06-17', 30);
INSERT INTO eqp VALUES ('EQ301202', '伺服注塑机', 'MA1600II', '海天', 'L3012-INJ', 'FA20211199', '2021-11-27', 428300.0, 37.0, '待机', 'Y', '2025-03-19', 30);
INSERT INTO eqp VALUES ('EQ301203', '注塑机械手', 'SW-700', '拓斯达', 'L3012-INJ', 'FA20192595', '2019-09-09', 89000.0, 2.2, '运行', 'Y', '2025-04-17', 30);
INSERT INTO eqp VALUES ('EQ301204', '去毛刺修边机', 'XB-200', '博朗', 'L3012-TRM', 'FA20195251', '2019-09-09', 64300.0, 4.0, '维修中', 'N', '2025-04-08', 90);
INSERT INTO eqp VALUES ('EQ302101', '开式压力机', 'JH21-160', '扬力', 'L3021-PRS', 'FA20186198', '2018-04-10', 254600.0, 15.0, '运行', 'Y', '2025-03-03', 30);
INSERT INTO eqp VALUES ('EQ302102', '开式压力机', 'JH21-80', '扬力', 'L3021-PRS', 'FA20183266', '2018-11-11', 256600.0, 15.0, '运行', 'Y', '2025-06-19', 30);
INSERT INTO eqp VALUES ('EQ302103', '焊接机器人', 'IRB 1520ID', 'ABB', 'L3021-WLD', 'FA20223237', '2022-07-08', 373500.0, 12.0, '运行', 'Y', '2025-04-21', 30);
INSERT INTO eqp VALUES ('EQ303101', '安规综合测试仪', '7440', '华仪', 'L3031-TST', 'FA20188879', '2018-06-01', 52400.0, 1.0, '运行', 'N', '2025-06-17', 90);
INSERT INTO eqp VALUES ('EQ303201', '安规综合测试仪', '7440', '华仪', 'L3032-TST', 'FA20196046', '2019-09-09', 41200.0, 1.0, '停用', 'N', '2023-06-11', 90);

INSERT INTO emp VALUES ('100001', '郑宇阳', '男', 'P100', 'W101', '生产部', '总装一甲班', '班组长', '高级工', '2015-01-06', '在职', '13508168306');
INSERT INTO emp VALUES ('100002', '周琳', '女', 'P100', 'W101', '生产部', '总装一甲班', '操作工', '初级工', '2013-08-07', '在职', '13502526055');
INSERT INTO emp VALUES ('100003', '高勇', '男', 'P100', 'W101', '生产部', '总装一甲班', '操作工', '高级工', '2019-05-08', '在职', '18629795290');
INSERT INTO emp VALUES ('100004', '赵斌辉', '男', 'P100', 'W101', '生产部', '总装一甲班', '操作工', '高级工', '2024-01-15', '在职', '15980251514');
INSERT INTO emp VALUES ('100005', '韩彤', '女', 'P100', 'W101', '生产部', '总装一甲班', '操作工', '初级工', '2014-04-12', '在职', '18712634783');
INSERT INTO emp VALUES ('100006', '宋志', '男', 'P100', 'W101', '生产部', '总装一乙班', '班组长', '高级工', '2017-08-08', '在职', '13509350589');
INSERT INTO emp VALUES ('100007', '马雪彤', '女', 'P100', 'W101', '生产部', '总装一乙班', '操作工', '初级工', '2022-10-02', '离职', '13815091304');
INSERT INTO emp VALUES ('100008', '杜波海', '男', 'P100', 'W101', '生产部', '总装一乙班', '操作工', '中级工', '2025-01-31', '试用', '15960374391');
INSERT INTO emp VALUES ('100009', '王浩', '男', 'P100', 'W101', '生产部', '总装一乙班', '操作工', '中级工', '2012-11-26', '在职', '17783477169');
INSERT INTO emp VALUES ('100010', '姚敏瑶', '女', 'P100', 'W101', '生产部', '总装一乙班', '操作工', '初级工', '2014-07-25', '在职', '15880345897');
INSERT INTO emp VALUES ('100011', '陈宁超', '男', 'P100', 'W102', '生产部', '总装二甲班', '班组长', '技师', '2014-03-03', '在职', '15847206553');
INSERT INTO emp VALUES ('100012', '宋晨旭', '男', 'P100', 'W102', '生产部', '总装二甲班', '操作工', '初级工', '2023-10-07', '离职', '15886541681');
INSERT INTO emp VALUES ('100013', '朱玲', '女', 'P100', 'W102', '生产部', '总装二甲班', '操作工', '中级工', '2021-07-29', '在职', '18664313085');
INSERT INTO emp VALUES ('100014', '田晨勇', '男', 'P100', 'W102', '生产部', '总装二甲班', '操作工', '中级工', '2015-02-16', '在职', '18610296330');
INSERT INTO emp VALUES ('100015', '朱永', '男', 'P100', 'W102', '生产部', '总装二甲班', '操作工', '高级工', '2015-02-25', '在职', '13954587106');
INSERT INTO emp VALUES ('100016', '程健斌', '男', 'P100', 'W102', '生产部', '总装二乙班', '班组长', '技师', '2019-05-09', '在职', '13610754440');
INSERT INTO emp VALUES ('100017', '谭鑫鹏', '男', 'P100', 'W102', '生产部', '总装二乙班', '操作工', '初级工', '2025-02-10', '试用', '13925299839');
INSERT INTO emp VALUES ('100018', '袁晨志', '男', 'P100', 'W102', '生产部', '总装二乙班', '操作工', '高级工', '2018-02-13', '在职', '13831279886');
INSERT INTO emp VALUES ('100019', '罗娟丽', '女', 'P100', 'W102', '生产部', '总装二乙班', '操作工', '中级工', '2016-06-23', '离职', '18769009834');
INSERT INTO emp VALUES ('100020', '任国健', '男', 'P100', 'W102', '生产部', '总装二乙班', '操作工', '中级工', '2020-06-30', '在职', '17776672663');
INSERT INTO emp VALUES ('100021', '潘飞', '男', 'P100', 'W103', '生产部', '包装甲班', '班组长', '技师', '2018-04-24', '在职', '13836905375');
INSERT INTO emp VALUES ('100022', '叶秀', '女', 'P100', 'W103', '生产部', '包装甲班', '操作工', '初级工', '2023-01-10', '在职', '13560114791');
INSERT INTO emp VALUES ('100023', '李琳', '女', 'P100', 'W103', '生产部', '包装甲班', '操作工', '初级工', '2013-04-26', '离职', '13935520821');
INSERT INTO emp VALUES ('100024', '徐飞刚', '男', 'P100', 'W103', '生产部', '包装甲班', '操作工', '中级工', '2012-01-03', '在职', '19963967920');
INSERT INTO emp VALUES ('100025', '谭鑫宇', '男', 'P100', 'W103', '生产部', '包装乙班', '班组长', '技师', '2020-06-23', '在职', '15872207839');
INSERT INTO emp VALUES ('100026', '郑林杰', '男', 'P100', 'W103', '生产部', '包装乙班', '操作工', '中级工', '2021-02-11', '在职', '13871357865');
INSERT INTO emp VALUES ('100027', '何涛旭', '男', 'P100', 'W103', '生产部', '包装乙班', '操作工', '初级工', '2014-01-26', '在职', '19918222771');
INSERT INTO emp VALUES ('100028', '潘建华', '男', 'P100', 'W103', '生产部', '包装乙班', '操作工', '中级工', '2013-06-29', '在职', '19911668920');
INSERT INTO emp VALUES ('200001', '谢龙勇', '男', 'P200', 'W201', '生产部', 'SMT甲班', '班组长', '高级工', '2010-04-16', '在职', '13939287833');
INSERT INTO emp VALUES ('200002', '冯敏', '女', 'P200', 'W201', '生产部', 'SMT甲班', '操作工', '高级工', '2024-10-03', '在职', '18750397399');
INSERT INTO emp VALUES ('200003', '袁林俊', '男', 'P200', 'W201', '生产部', 'SMT甲班', '操作工', '高级工', '2018-01-09', '在职', '17771337291');
INSERT INTO emp VALUES ('200004', '蒋梅', '女', 'P200', 'W201', '生产部', 'SMT甲班', '操作工', '初级工', '2020-02-13', '在职', '18627396924');
INSERT INTO emp VALUES ('200005', '谢永', '男', 'P200', 'W201', '生产部', 'SMT甲班', '操作工', '中级工', '2025-03-26', '试用', '15916695722');
INSERT INTO emp VALUES ('200006', '黄鑫凯', '男', 'P200', 'W201', '生产部', 'SMT乙班', '班组长', '高级工', '2019-10-15', '在职', '18691323271');
INSERT INTO emp VALUES ('200007', '陈慧', '女', 'P200', 'W201', '生产部', 'SMT乙班', '操作工', '中级工', '2010-07-05', '在职', '13887739372');
INSERT INTO emp VALUES ('200008', '魏建帆', '男', 'P200', 'W201', '生产部', 'SMT乙班', '操作工', '中级工', '2017-02-23', '在职', '13831349143');
INSERT INTO emp VALUES ('200009', '高晶洁', '女', 'P200', 'W201', '生产部', 'SMT乙班', '操作工', '高级工', '2023-11-10', '在职', '18732820531');
INSERT INTO emp VALUES ('200010', '曾杰平', '男', 'P200', 'W201', '生产部', 'SMT乙班', '操作工', '中级工', '2011-07-28', '在职', '13564963859');
INSERT INTO emp VALUES ('200011', '林飞斌', '男', 'P200', 'W202', '生产部', '插件甲班', '班组长', '高级工', '2019-12-27', '在职', '17746945784');
INSERT INTO emp VALUES ('200012', '邓琳静', '女', 'P200', 'W202', '生产部', '插件甲班', '操作工', '高级工', '2025-06-09', '试用', '13655078742');
INSERT INTO emp VALUES ('200013', '蒋晶', '女', 'P200', 'W202', '生产部', '插件甲班', '操作工', '高级工', '2017-11-06', '在职', '18782027454');
INSERT INTO emp VALUES ('200014', '杨红', '女', 'P200', 'W202', '生产部', '插件甲班', '操作工', '中级工', '2016-03-24', '在职', '19957586908');
INSERT INTO emp VALUES ('200015', '李海建', '男', 'P200', 'W202', '生产部', '插件甲班', '操作工', '中级工', '2021-05-26', '在职', '15952706983');
INSERT INTO emp VALUES ('200016', '程宇旭', '男', 'P200', 'W202', '生产部', '插件乙班', '班组长', '技师', '2011-06-09', '在职', '19955569426');
INSERT INTO emp VALUES ('200017', '潘斌磊', '男', 'P200', 'W202', '生产部', '插件乙班', '操作工', '初级工', '2013-03-01', '在职', '18724266209');
INSERT INTO emp VALUES ('200018', '何磊鹏', '男', 'P200', 'W202', '生产部', '插件乙班', '操作工', '高级工', '2010-05-01', '在职', '13966736981');
INSERT INTO emp VALUES ('200019', '廖林', '男', 'P200', 'W202', '生产部', '插件乙班', '操作工', '初级工', '2018-06-02', '在职', '18757714280');
INSERT INTO emp VALUES ('200020', '魏波旭', '男', 'P200', 'W202', '生产部', '插件乙班', '操作工', '中级工', '2021-10-12', '离职', '15852994643');
INSERT INTO emp VALUES ('200021', '林刚帆', '男', 'P200', 'W203', '生产部', '测试甲班', '班组长', '高级工', '2019-04-28', '在职', '13928061565');
INSERT INTO emp VALUES ('200022', '任俊刚', '男', 'P200', 'W203', '生产部', '测试甲班', '操作工', '初级工', '2015-08-27', '在职', '18630047556');
INSERT INTO emp VALUES ('200023', '余敏燕', '女', 'P200', 'W203', '生产部', '测试甲班', '操作工', '高级工', '2025-03-09', '试用', '15870964577');
INSERT INTO emp VALUES ('200024', '罗雪红', '女', 'P200', 'W203', '生产部', '测试甲班', '操作工', '中级工', '2021-07-15', '在职', '18705712839');
INSERT INTO emp VALUES ('200025', '蒋彤霞', '女', 'P200', 'W203', '生产部', '测试乙班', '班组长', '技师', '2011-03-09', '在职', '19955477179');
INSERT INTO emp VALUES ('200026', '朱鹏志', '男', 'P200', 'W203', '生产部', '测试乙班', '操作工', '初级工', '2021-02-21', '在职', '15882501265');
INSERT INTO emp VALUES ('200027', '程永建', '男', 'P200', 'W203', '生产部', '测试乙班', '操作工', '高级工', '2014-11-24', '在职', '15817921956');
INSERT INTO emp VALUES ('200028', '沈佳', '女', 'P200', 'W203', '生产部', '测试乙班', '操作工', '初级工', '2025-05-08', '试用', '13547642698');
INSERT INTO emp VALUES ('300001', '苏凯军', '男', 'P300', 'W301', '生产部', '注塑甲班', '班组长', '技师', '2014-07-27', '在职', '18757264936');
INSERT INTO emp VALUES ('300002', '林俊明', '男', 'P300', 'W301', '生产部', '注塑甲班', '操作工', '中级工', '2011-10-25', '在职', '15871359929');
INSERT INTO emp VALUES ('300003', '潘飞辉', '男', 'P300', 'W301', '生产部', '注塑甲班', '操作工', '中级工', '2015-06-01', '在职', '15871773695');
INSERT INTO emp VALUES ('300004', '唐雪', '女', 'P300', 'W301', '生产部', '注塑甲班', '操作工', '初级工', '2016-05-21', '在职', '15860935986');
INSERT INTO emp VALUES ('300005', '黄刚宇', '男', 'P300', 'W301', '生产部', '注塑甲班', '操作工', '中级工', '2021-05-06', '在职', '17740398780');
INSERT INTO emp VALUES ('300006', '何杰', '男', 'P300', 'W301', '生产部', '注塑乙班', '班组长', '技师', '2014-07-12', '在职', '13805524845');
INSERT INTO emp VALUES ('300007', '田浩', '男', 'P300', 'W301', '生产部', '注塑乙班', '操作工', '中级工', '2025-03-22', '试用', '13648913893');
INSERT INTO emp VALUES ('300008', '马蕾芳', '女', 'P300', 'W301', '生产部', '注塑乙班', '操作工', '高级工', '2017-11-09', '在职', '18759099122');
INSERT INTO emp VALUES ('300009', '冯娜秀', '女', 'P300', 'W301', '生产部', '注塑乙班', '操作工', '中级工', '2010-06-02', '在职', '19916702756');
INSERT INTO emp VALUES ('300010', '梁璐敏', '女', 'P300', 'W301', '生产部', '注塑乙班', '操作工', '中级工', '2010-10-03', '在职', '17723638001');
INSERT INTO emp VALUES ('300011', '杜超伟', '男', 'P300', 'W302', '生产部', '冲压甲班', '班组长', '高级工', '2013-09-12', '在职', '18708746706');
INSERT INTO emp VALUES ('300012', '田燕慧', '女', 'P300', 'W302', '生产部', '冲压甲班', '操作工', '初级工', '2013-05-17', '在职', '18684767385');
INSERT INTO emp VALUES ('300013', '李娟敏', '女', 'P300', 'W302', '生产部', '冲压甲班', '操作工', '中级工', '2017-04-15', '在职', '13833640990');
INSERT INTO emp VALUES ('300014', '蒋琳雪', '女', 'P300', 'W302', '生产部', '冲压甲班', '操作工', '中级工', '2024-04-02', '在职', '19912884334');
INSERT INTO emp VALUES ('300015', '吴勇海', '男', 'P300', 'W302', '生产部', '冲压甲班', '操作工', '中级工', '2017-11-22', '在职', '13894912651');
INSERT INTO emp VALUES ('300016', '罗超帆', '男', 'P300', 'W302', '生产部', '冲压乙班', '班组长', '高级工', '2014-06-06', '在职', '17785830303');
INSERT INTO emp VALUES ('300017', '周阳建', '男', 'P300', 'W302', '生产部', '冲压乙班', '操作工', '高级工', '2018-05-12', '在职', '13591190470');
INSERT INTO emp VALUES ('300018', '廖慧静', '女', 'P300', 'W302', '生产部', '冲压乙班', '操作工', '中级工', '2019-05-29', '在职', '13940928154');
INSERT INTO emp VALUES ('300019', '朱璐', '女', 'P300', 'W302', '生产部', '冲压乙班', '操作工', '初级工', '2022-11-01', '离职', '18651565754');
INSERT INTO emp VALUES ('300020', '沈龙', '男', 'P300', 'W302', '生产部', '冲压乙班', '操作工', '初级工', '2018-07-23', '在职', '13619014584');
INSERT INTO emp VALUES ('300021', '蔡华', '男', 'P300', 'W303', '生产部', '总装三甲班', '班组长', '技师', '2011-05-25', '在职', '18705114279');
INSERT INTO emp VALUES ('300022', '任璐芳', '女', 'P300', 'W303', '生产部', '总装三甲班', '操作工', '高级工', '2010-03-07', '在职', '19984267269');
INSERT INTO emp VALUES ('300023', '邓颖', '女', 'P300', 'W303', '生产部', '总装三甲班', '操作工', '中级工', '2010-09-06', '在职', '15835342640');
INSERT INTO emp VALUES ('300024', '袁晶倩', '女', 'P300', 'W303', '生产部', '总装三甲班', '操作工', '高级工', '2020-05-10', '在职', '13871861567');
INSERT INTO emp VALUES ('300025', '韩斌健', '男', 'P300', 'W303', '生产部', '总装三甲班', '操作工', '中级工', '2022-02-10', '在职', '13549108813');
INSERT INTO emp VALUES ('300026', '孙鑫', '男', 'P300', 'W303', '生产部', '总装三乙班', '班组长', '技师', '2012-03-31', '在职', '18689730765');
INSERT INTO emp VALUES ('300027', '郭凯超', '男', 'P300', 'W303', '生产部', '总装三乙班', '操作工', '中级工', '2015-03-25', '在职', '13997791075');
INSERT INTO emp VALUES ('300028', '孙林', '男', 'P300', 'W303', '生产部', '总装三乙班', '操作工', '高级工', '2016-02-16', '在职', '18694551204');
INSERT INTO emp VALUES ('300029', '林刚', '男', 'P300', 'W303', '生产部', '总装三乙班', '操作工', '初级工', '2015-09-18', '在职', '13591994616');
INSERT INTO emp VALUES ('300030', '谭飞', '男', 'P300', 'W303', '生产部', '总装三乙班', '操作工', '中级工', '2025-03-21', '试用', '13822215563');
INSERT INTO emp VALUES ('100029', '曹磊帆', '男', 'P100', NULL, '质量部', NULL, '检验员', '高级工', '2025-03-30', '在职', '18761876969');
INSERT INTO emp VALUES ('100030', '蒋勇晨', '男', 'P100', NULL, '质量部', NULL, '检验员', '高级工', '2024-08-12', '在职', '15927818137');
INSERT INTO emp VALUES ('100031', '董鑫刚', '男', 'P100', NULL, '质量部', NULL, '检验员', '高级工', '2024-05-25', '在职', '19911377081');
INSERT INTO emp VALUES ('100032', '周凯波', '男', 'P100', NULL, '质量部', NULL, '检验员', '中级工', '2018-11-08', '在职', '15813432910');
INSERT INTO emp VALUES ('100033', '梁凯', '男', 'P100', NULL, '设备部', NULL, '维修工', '中级工', '2011-05-17', '在职', '17781540564');
INSERT INTO emp VALUES ('100034', '孙凯华', '男', 'P100', NULL, '设备部', NULL, '维修工', '高级工', '2021-04-27', '在职', '18645678448');
INSERT INTO emp VALUES ('100035', '苏永军', '男', 'P100', NULL, '设备部', NULL, '维修工', '技师', '2022-10-18', '在职', '15912812224');
INSERT INTO emp VALUES ('100036', '彭娟彤', '女', 'P100', NULL, '仓储物流部', NULL, '仓管员', '中级工', '2010-12-28', '在职', '19975662860');
INSERT INTO emp VALUES ('100037', '陈艳', '女', 'P100', NULL, '仓储物流部', NULL, '仓管员', '中级工', '2014-11-12', '在职', '19907117391');
INSERT INTO emp VALUES ('100038', '吴菲菲', '女', 'P100', NULL, '仓储物流部', NULL, '仓管员', '中级工', '2015-11-16', '在职', '13625416623');
INSERT INTO emp VALUES ('100039', '刘晶颖', '女', 'P100', NULL, '计划部', NULL, '计划员', NULL, '2019-05-14', '在职', '15854508220');
INSERT INTO emp VALUES ('100040', '程磊', '男', 'P100', NULL, '工程部', NULL, '工艺工程师', NULL, '2014-09-01', '在职', '19944207453');
INSERT INTO emp VALUES ('200029', '徐涛超', '男', 'P200', NULL, '质量部', NULL, '检验员', '中级工', '2012-06-29', '在职', '15889296817');
INSERT INTO emp VALUES ('200030', '袁佳敏', '女', 'P200', NULL, '质量部', NULL, '检验员', '高级工', '2012-06-10', '在职', '13924174676');
INSERT INTO emp VALUES ('200031', '杨波健', '男', 'P200', NULL, '质量部', NULL, '检验员', '中级工', '2024-07-27', '在职', '13509477611');
INSERT INTO emp VALUES ('200032', '蒋璐', '女', 'P200', NULL, '质量部', NULL, '检验员', '中级工', '2013-12-23', '在职', '13985515117');
INSERT INTO emp VALUES ('200033', '郑帆', '男', 'P200', NULL, '设备部', NULL, '维修工', '中级工', '2024-06-18', '在职', '13848844092');
INSERT INTO emp VALUES ('200034', '唐健磊', '男', 'P200', NULL, '设备部', NULL, '维修工', '中级工', '2010-04-01', '在职', '13555183064');
INSERT INTO emp VALUES ('200035', '朱华帆', '男', 'P200', NULL, '设备部', NULL, '维修工', '技师', '2012-04-02', '在职', '19963886826');
INSERT INTO emp VALUES ('200036', '马怡雪', '女', 'P200', NULL, '仓储物流部', NULL, '仓管员', '初级工', '2014-08-25', '在职', '13688507036');
INSERT INTO emp VALUES ('200037', '唐敏红', '女', 'P200', NULL, '仓储物流部', NULL, '仓管员', '中级工', '2015-01-12', '在职', '18624426735');
INSERT INTO emp VALUES ('200038', '郑怡怡', '女', 'P200', NULL, '计划部', NULL, '计划员', NULL, '2018-09-22', '在职', '15941237966');
INSERT INTO emp VALUES ('200039', '罗娟婷', '女', 'P200', NULL, '工程部', NULL, '工艺工程师', NULL, '2020-06-13', '在职', '15909495709');
INSERT INTO emp VALUES ('300031', '杨芳欣', '女', 'P300', NULL, '质量部', NULL, '检验员', '中级工', '2014-03-11', '在职', '18621580329');
INSERT INTO emp VALUES ('300032', '何璐晶', '女', 'P300', NULL, '质量部', NULL, '检验员', '中级工', '2023-03-21', '在职', '13979094852');
INSERT INTO emp VALUES ('300033', '程伟伟', '男', 'P300', NULL, '质量部', NULL, '检验员', '中级工', '2021-11-03', '在职', '13960341399');
INSERT INTO emp VALUES ('300034', '韩永', '男', 'P300', NULL, '质量部', NULL, '检验员', '高级工', '2014-08-12', '在职', '13578016186');
INSERT INTO emp VALUES ('300035', '余俊磊', '男', 'P300', NULL, '设备部', NULL, '维修工', '中级工', '2010-12-23', '在职', '13596201874');
INSERT INTO emp VALUES ('300036', '许宁', '男', 'P300', NULL, '设备部', NULL, '维修工', '技师', '2022-12-25', '在职', '19973093135');
INSERT INTO emp VALUES ('300037', '肖志', '男', 'P300', NULL, '设备部', NULL, '维修工', '中级工', '2014-01-20', '在职', '18643488673');
INSERT INTO emp VALUES ('300038', '廖菲', '女', 'P300', NULL, '仓储物流部', NULL, '仓管员', '中级工', '2022-11-19', '在职', '17708424806');
INSERT INTO emp VALUES ('300039', '丁静', '女', 'P300', NULL, '仓储物流部', NULL, '仓管员', '初级工', '2019-11-05', '在职', '13564699033');
INSERT INTO emp VALUES ('300040', '吕欣欣', '女', 'P300', NULL, '仓储物流部', NULL, '仓管员', '中级工', '2024-03-05', '在职', '18704845485');
INSERT INTO emp VALUES ('300041', '刘永刚', '男', 'P300', NULL, '计划部', NULL, '计划员', NULL, '2021-06-07', '在职', '19996854973');
INSERT INTO emp VALUES ('300042', '田超帆', '男', 'P300', NULL, '工程部', NULL, '工艺工程师', NULL, '2012-09-22', '在职', '15997179800');
INSERT INTO emp VALUES ('100041', '罗艳', '女', 'P100', NULL, '采购部', NULL, '采购员', NULL, '2017-10-02', '在职', '13625371638');
INSERT INTO emp VALUES ('100042', '郭帆', '男', 'P100', NULL, '采购部', NULL, '采购员', NULL, '2019-08-23', '在职', '13697535486');
INSERT INTO emp VALUES ('100043', '张斌国', '男', 'P100', NULL, '采购部', NULL, '采购员', NULL, '2018-11-08', '在职', '15833164656');
INSERT INTO emp VALUES ('100044', '高晨鹏', '男', 'P100', NULL, '采购部', NULL, '采购员', NULL, '2020-11-02', '在职', '15897899797');
INSERT INTO emp VALUES ('100045', '董芳瑶', '女', 'P100', NULL, '采购部', NULL, '采购员', NULL, '2017-02-02', '离职', '18741611584');
INSERT INTO emp VALUES ('100046', '朱菲雪', '女', 'P100', NULL, '销售部', NULL, '销售代表', NULL, '2017-03-16', '在职', '17722895645');
INSERT INTO emp VALUES ('100047', '胡刚', '男', 'P100', NULL, '销售部', NULL, '销售代表', NULL, '2023-12-27', '在职', '18654706284');
INSERT INTO emp VALUES ('100048', '陈静蕾', '女', 'P100', NULL, '销售部', NULL, '销售代表', NULL, '2022-06-16', '在职', '13669305189');
INSERT INTO emp VALUES ('100049', '李宁刚', '男', 'P100', NULL, '销售部', NULL, '销售代表', NULL, '2017-05-11', '在职', '13511799009');
INSERT INTO emp VALUES ('100050', '何华浩', '男', 'P100', NULL, '销售部', NULL, '销售代表', NULL, '2016-02-21', '在职', '15805793938');
INSERT INTO emp VALUES ('100051', '曹杰龙', '男', 'P100', NULL, '销售部', NULL, '销售代表', NULL, '2021-03-15', '在职', '13950770177');
INSERT INTO emp VALUES ('100052', '宋浩明', '男', 'P100', NULL, '生产部', NULL, '经理', NULL, '2009-09-27', '在职', '19988919600');
INSERT INTO emp VALUES ('100053', '罗俊勇', '男', 'P100', NULL, '质量部', NULL, '经理', NULL, '2013-12-15', '在职', '19915129865');
INSERT INTO emp VALUES ('100054', '许宁林', '男', 'P100', NULL, '设备部', NULL, '经理', NULL, '2013-01-26', '在职', '18666683669');
INSERT INTO emp VALUES ('100055', '蒋婷丽', '女', 'P100', NULL, '工程部', NULL, '经理', NULL, '2014-10-24', '在职', '13993158760');
INSERT INTO emp VALUES ('100056', '蔡晨', '男', 'P100', NULL, '采购部', NULL, '经理', NULL, '2010-03-21', '在职', '17778743393');
INSERT INTO emp VALUES ('100057', '孙波鹏', '男', 'P100', NULL, '销售部', NULL, '经理', NULL, '2009-09-09', '在职', '13508509344');
INSERT INTO emp VALUES ('100058', '余俊健', '男', 'P100', NULL, '计划部', NULL, '经理', NULL, '2009-07-13', '在职', '19998758802');
INSERT INTO emp VALUES ('200040', '谭鑫', '男', 'P200', NULL, '工程部', NULL, '经理', NULL, '2014-07-31', '在职', '18784396146');

INSERT INTO mnt_ord VALUES ('MT2407001', 'EQ301204', '故障维修', '电机过热停机', '300006', '300036', '2024-07-25', '2024-07-25', '2024-07-25', 12.6, 11720.79, 1008.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2407002', 'EQ101201', '故障维修', '传感器失灵', '100006', '100033', '2024-07-02', '2024-07-02', '2024-07-02', 8.0, 3668.96, 800.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2408001', 'EQ201105', '预防性保养', '季度保养：更换滤芯与易损件', '200006', '200033', '2024-08-13', '2024-08-13', '2024-08-13', 2.1, 318.13, 168.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2408002', 'EQ201103', '故障维修', '贴装偏移超差', '200006', '200035', '2024-08-15', '2024-08-15', '2024-08-16', 31.8, 17373.35, 2544.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2408003', 'EQ201302', '预防性保养', '月度预防性保养：清洁、润滑、紧固', '200001', '200035', '2024-08-06', '2024-08-06', '2024-08-06', 2.2, 445.47, 132.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2409001', 'EQ201103', '故障维修', '相机识别失败频繁报警', '200006', '200035', '2024-09-10', NULL, NULL, NULL, NULL, NULL, '已取消');
INSERT INTO mnt_ord VALUES ('MT2409002', 'EQ201301', '预防性保养', '年度大保养', '200006', '200035', '2024-09-12', '2024-09-12', '2024-09-12', 2.3, 474.95, 230.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2409003', 'EQ201303', '故障维修', '相机识别失败频繁报警', '200006', '200033', '2024-09-16', '2024-09-16', '2024-09-16', 7.3, 12810.06, 438.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2409004', 'EQ101101', '故障维修', '设备异响', '100001', '100033', '2024-09-08', '2024-09-08', '2024-09-08', 1.6, 14745.76, 128.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2409005', 'EQ202102', '点检', '日常点检发现隐患，安排处理', '200011', '200034', '2024-09-20', '2024-09-20', '2024-09-21', 2.4, 267.56, 192.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2410001', 'EQ301203', '点检', '日常点检发现隐患，安排处理', '300006', '300037', '2024-10-17', '2024-10-17', '2024-10-18', 0.9, 98.81, 54.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2410002', 'EQ101101', '故障维修', '设备异响', '100006', '100033', '2024-10-23', '2024-10-23', '2024-10-24', 33.2, 9038.63, 1992.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2410003', 'EQ303101', '技改', '节能改造：更换伺服驱动', '300026', '300036', '2024-10-21', '2024-10-21', '2024-10-21', 1.3, 403.77, 104.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2410004', 'EQ301103', '故障维修', '模温机不加热', '300006', '300037', '2024-10-26', '2024-10-26', '2024-10-26', 2.0, 13107.7, 160.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2410005', 'EQ103101', '故障维修', '气缸动作不到位', '100025', '100033', '2024-10-22', '2024-10-22', '2024-10-24', 28.9, 12875.43, 1734.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2410006', 'EQ301203', '预防性保养', '季度保养：更换滤芯与易损件', '300006', '300036', '2024-10-28', '2024-10-28', '2024-10-28', 2.3, 155.99, 184.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2410008', 'EQ201104', '预防性保养', '季度保养：更换滤芯与易损件', '200006', '200034', '2024-10-07', '2024-10-07', '2024-10-07', 2.8, 70.06, 224.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2411002', 'EQ203102', '故障维修', '设备异响', '200025', '200035', '2024-11-17', '2024-11-17', '2024-11-18', 5.5, 4471.09, 440.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2411003', 'EQ201101', '预防性保养', '季度保养：更换滤芯与易损件', '200001', '200034', '2024-11-01', '2024-11-01', '2024-11-02', 2.2, 325.54, 132.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2411004', 'EQ302101', '故障维修', '滑块异响', '300016', '300036', '2024-11-15', '2024-11-15', '2024-11-15', 19.4, 2274.43, 1164.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2411005', 'EQ302101', '故障维修', '离合器打滑', '300016', '300036', '2024-11-24', NULL, NULL, NULL, NULL, NULL, '已取消');
INSERT INTO mnt_ord VALUES ('MT2411006', 'EQ201201', '点检', '日常点检发现隐患，安排处理', '200001', '200035', '2024-11-15', '2024-11-15', '2024-11-15', 2.0, 542.45, 200.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2412001', 'EQ102201', '故障维修', '传感器失灵', '100016', '100033', '2024-12-05', NULL, NULL, NULL, NULL, NULL, '已取消');
INSERT INTO mnt_ord VALUES ('MT2412002', 'EQ301204', '预防性保养', '季度保养：更换滤芯与易损件', '300001', '300036', '2024-12-25', NULL, NULL, NULL, NULL, NULL, '已取消');
INSERT INTO mnt_ord VALUES ('MT2412003', 'EQ103101', '预防性保养', '年度大保养', '100021', '100034', '2024-12-01', NULL, NULL, NULL, NULL, NULL, '已取消');
INSERT INTO mnt_ord VALUES ('MT2412004', 'EQ301104', '预防性保养', '月度预防性保养：清洁、润滑、紧固', '300001', '300035', '2024-12-06', '2024-12-06', '2024-12-06', 0.6, 314.11, 60.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2412005', 'EQ201303', '故障维修', '吸嘴堵塞导致抛料率升高', '200006', '200035', '2024-12-05', '2024-12-05', '2024-12-07', 27.4, 5883.37, 1644.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2412006', 'EQ301201', '预防性保养', '季度保养：更换滤芯与易损件', '300006', '300035', '2024-12-15', '2024-12-15', '2024-12-15', 2.7, 552.58, 270.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2501001', 'EQ201105', '预防性保养', '月度预防性保养：清洁、润滑、紧固', '200001', '200035', '2025-01-23', '2025-01-23', '2025-01-23', 2.6, 261.18, 156.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2501002', 'EQ101201', '故障维修', '电机过热停机', '100001', '100035', '2025-01-03', '2025-01-03', '2025-01-03', 4.1, 395.58, 410.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2501003', 'EQ301202', '点检', '日常点检发现隐患，安排处理', '300006', '300035', '2025-01-11', '2025-01-11', '2025-01-11', 2.4, 60.63, 144.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2501004', 'EQ201205', '故障维修', '气缸动作不到位', '200006', '200033', '2025-01-21', '2025-01-21', '2025-01-23', 29.5, 17684.08, 2360.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2502001', 'EQ301103', '预防性保养', '月度预防性保养：清洁、润滑、紧固', '300001', '300035', '2025-02-06', '2025-02-06', '2025-02-06', 1.4, 245.51, 112.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2502002', 'EQ201105', '预防性保养', '季度保养：更换滤芯与易损件', '200001', '200034', '2025-02-13', '2025-02-13', '2025-02-14', 2.4, 243.76, 192.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2502003', 'EQ301101', '预防性保养', '季度保养：更换滤芯与易损件', '300001', '300036', '2025-02-23', '2025-02-23', '2025-02-23', 1.1, 500.39, 66.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2502004', 'EQ301204', '预防性保养', '季度保养：更换滤芯与易损件', '300001', '300035', '2025-02-18', '2025-02-18', '2025-02-18', 2.0, 553.9, 160.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2502005', 'EQ201204', '技改', '加装安全光栅', '200001', '200035', '2025-02-05', '2025-02-05', '2025-02-05', 2.7, 399.58, 162.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2502006', 'EQ301202', '故障维修', '射嘴漏胶', '300006', '300035', '2025-02-17', '2025-02-17', '2025-02-18', 26.3, 1511.44, 2630.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2503001', 'EQ201305', '预防性保养', '年度大保养', '200006', '200034', '2025-03-25', '2025-03-25', '2025-03-25', 2.0, 550.25, 200.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2503002', 'EQ302102', '点检', '日常点检发现隐患，安排处理', '300011', '300035', '2025-03-02', '2025-03-02', '2025-03-02', 0.6, 262.48, 60.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2503003', 'EQ302102', '故障维修', '滑块异响', '300011', '300037', '2025-03-17', '2025-03-17', '2025-03-17', 16.4, 1398.28, 1312.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2503004', 'EQ203101', '点检', '日常点检发现隐患，安排处理', '200025', '200034', '2025-03-25', '2025-03-25', '2025-03-26', 1.9, 290.81, 152.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2503005', 'EQ101101', '故障维修', '设备异响', '100006', '100035', '2025-03-10', '2025-03-10', '2025-03-11', 33.7, 14074.47, 2022.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2504001', 'EQ302101', '预防性保养', '年度大保养', '300016', '300035', '2025-04-04', NULL, NULL, NULL, NULL, NULL, '已取消');
INSERT INTO mnt_ord VALUES ('MT2504002', 'EQ201103', '故障维修', '相机识别失败频繁报警', '200006', '200035', '2025-04-29', NULL, NULL, NULL, NULL, NULL, '已取消');
INSERT INTO mnt_ord VALUES ('MT2504004', 'EQ201102', '预防性保养', '年度大保养', '200001', '200034', '2025-04-28', '2025-04-28', '2025-04-29', 2.7, 308.81, 216.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2504005', 'EQ201304', '点检', '日常点检发现隐患，安排处理', '200001', '200033', '2025-04-29', '2025-04-29', '2025-04-29', 2.9, 210.12, 290.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2504006', 'EQ202101', '技改', '节能改造：更换伺服驱动', '200011', '200033', '2025-04-21', '2025-04-21', '2025-04-21', 2.4, 376.7, 240.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2504007', 'EQ201201', '点检', '日常点检发现隐患，安排处理', '200006', '200035', '2025-04-24', NULL, NULL, NULL, NULL, NULL, '已取消');
INSERT INTO mnt_ord VALUES ('MT2505002', 'EQ103101', '故障维修', '设备异响', '100025', '100033', '2025-05-11', '2025-05-11', '2025-05-12', 22.1, 3365.23, 1326.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2505003', 'EQ201101', '预防性保养', '年度大保养', '200001', '200033', '2025-05-11', '2025-05-11', '2025-05-11', 2.2, 65.81, 220.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2506001', 'EQ203102', '故障维修', '电机过热停机', '200025', NULL, '2025-06-27', NULL, NULL, NULL, NULL, NULL, '待派工');
INSERT INTO mnt_ord VALUES ('MT2506002', 'EQ201301', '故障维修', '设备异响', '200001', '200035', '2025-06-13', '2025-06-13', NULL, 14.8, NULL, NULL, '维修中');
INSERT INTO mnt_ord VALUES ('MT2506003', 'EQ101101', '故障维修', '传感器失灵', '100001', '100035', '2025-06-12', '2025-06-12', NULL, 4.8, NULL, NULL, '维修中');
INSERT INTO mnt_ord VALUES ('MT2506004', 'EQ301104', '预防性保养', '年度大保养', '300001', '300037', '2025-06-28', '2025-06-28', NULL, 11.7, NULL, NULL, '维修中');
INSERT INTO mnt_ord VALUES ('MT2506005', 'EQ201302', '预防性保养', '季度保养：更换滤芯与易损件', '200006', '200033', '2025-06-10', '2025-06-10', '2025-06-10', 1.0, 486.35, 100.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2506007', 'EQ201303', '故障维修', '相机识别失败频繁报警', '200006', NULL, '2025-06-14', NULL, NULL, NULL, NULL, NULL, '待派工');
INSERT INTO mnt_ord VALUES ('MT2506008', 'EQ201203', '故障维修', '吸嘴堵塞导致抛料率升高', '200001', NULL, '2025-06-22', NULL, NULL, NULL, NULL, NULL, '待派工');
INSERT INTO mnt_ord VALUES ('MT2506009', 'EQ101201', '故障维修', '传感器失灵', '100001', '100033', '2025-06-10', '2025-06-10', '2025-06-11', 27.2, 7082.38, 1632.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2506010', 'EQ301202', '故障维修', '射嘴漏胶', '300006', NULL, '2025-06-23', NULL, NULL, NULL, NULL, NULL, '待派工');
INSERT INTO mnt_ord VALUES ('MT2506011', 'EQ301102', '预防性保养', '月度预防性保养：清洁、润滑、紧固', '300001', '300035', '2025-06-05', '2025-06-05', '2025-06-05', 2.6, 471.31, 156.0, '已完成');
INSERT INTO mnt_ord VALUES ('MT2506012', 'EQ302103', '技改', '节能改造：更换伺服驱动', '300011', '300035', '2025-06-21', '2025-06-21', NULL, 8.6, NULL, NULL, '维修中');

INSERT INTO shift VALUES ('S1', '早班', '08:00', '16:00', 7.5, 0.0);
INSERT INTO shift VALUES ('S2', '中班', '16:00', '24:00', 7.5, 30.0);
INSERT INTO shift VALUES ('S3', '夜班', '00:00', '08:00', 7.5, 50.0);
INSERT INTO shift VALUES ('D1', '常白班', '08:30', '17:30', 8.0, 0.0);
INSERT INTO shift VALUES ('L1', '长白班', '08:00', '20:00', 11.0, 0.0);
INSERT INTO shift VALUES ('L2', '长夜班', '20:00', '08:00', 11.0, 60.0);

INSERT INTO shift_sched VALUES (1, '2025-06-16', '200001', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (2, '2025-06-16', '200002', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (3, '2025-06-16', '200003', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (4, '2025-06-16', '200004', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (5, '2025-06-16', '200005', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (6, '2025-06-16', '200006', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (7, '2025-06-16', '200007', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (8, '2025-06-16', '200008', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (9, '2025-06-16', '200009', 'L2', 'L2012', '调休', 0.0);
INSERT INTO shift_sched VALUES (10, '2025-06-16', '200010', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (11, '2025-06-17', '200001', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (12, '2025-06-17', '200002', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (13, '2025-06-17', '200003', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (14, '2025-06-17', '200004', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (15, '2025-06-17', '200005', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (16, '2025-06-17', '200006', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (17, '2025-06-17', '200007', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (18, '2025-06-17', '200008', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (19, '2025-06-17', '200009', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (20, '2025-06-17', '200010', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (21, '2025-06-18', '200001', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (22, '2025-06-18', '200002', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (23, '2025-06-18', '200003', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (24, '2025-06-18', '200004', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (25, '2025-06-18', '200005', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (26, '2025-06-18', '200006', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (27, '2025-06-18', '200007', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (28, '2025-06-18', '200008', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (29, '2025-06-18', '200009', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (30, '2025-06-18', '200010', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (31, '2025-06-19', '200001', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (32, '2025-06-19', '200002', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (33, '2025-06-19', '200003', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (34, '2025-06-19', '200004', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (35, '2025-06-19', '200005', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (36, '2025-06-19', '200006', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (37, '2025-06-19', '200007', 'L2', 'L2012', '旷工', 0.0);
INSERT INTO shift_sched VALUES (38, '2025-06-19', '200008', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (39, '2025-06-19', '200009', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (40, '2025-06-19', '200010', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (41, '2025-06-20', '200001', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (42, '2025-06-20', '200002', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (43, '2025-06-20', '200003', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (44, '2025-06-20', '200004', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (45, '2025-06-20', '200005', 'L1', 'L2011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (46, '2025-06-20', '200006', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (47, '2025-06-20', '200007', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (48, '2025-06-20', '200008', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (49, '2025-06-20', '200009', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (50, '2025-06-20', '200010', 'L2', 'L2012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (51, '2025-06-21', '200001', 'L1', 'L2011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (52, '2025-06-21', '200002', 'L1', 'L2011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (53, '2025-06-21', '200003', 'L1', 'L2011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (54, '2025-06-21', '200004', 'L1', 'L2011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (55, '2025-06-21', '200005', 'L1', 'L2011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (56, '2025-06-21', '200006', 'L2', 'L2012', '出勤', 11.0);
INSERT INTO shift_sched VALUES (57, '2025-06-21', '200007', 'L2', 'L2012', '出勤', 11.0);
INSERT INTO shift_sched VALUES (58, '2025-06-21', '200008', 'L2', 'L2012', '出勤', 11.0);
INSERT INTO shift_sched VALUES (59, '2025-06-21', '200009', 'L2', 'L2012', '出勤', 11.0);
INSERT INTO shift_sched VALUES (60, '2025-06-21', '200010', 'L2', 'L2012', '出勤', 11.0);
INSERT INTO shift_sched VALUES (61, '2025-06-16', '100001', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (62, '2025-06-16', '100002', 'S1', 'L1011', '调休', 0.0);
INSERT INTO shift_sched VALUES (63, '2025-06-16', '100003', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (64, '2025-06-16', '100004', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (65, '2025-06-16', '100005', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (66, '2025-06-16', '100006', 'S2', 'L1012', '请假', 0.0);
INSERT INTO shift_sched VALUES (67, '2025-06-16', '100008', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (68, '2025-06-16', '100009', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (69, '2025-06-16', '100010', 'S2', 'L1012', '出勤', 1.0);
INSERT INTO shift_sched VALUES (70, '2025-06-17', '100001', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (71, '2025-06-17', '100002', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (72, '2025-06-17', '100003', 'S1', 'L1011', '出勤', 2.0);
INSERT INTO shift_sched VALUES (73, '2025-06-17', '100004', 'S1', 'L1011', '出勤', 2.5);
INSERT INTO shift_sched VALUES (74, '2025-06-17', '100005', 'S1', 'L1011', '请假', 0.0);
INSERT INTO shift_sched VALUES (75, '2025-06-17', '100006', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (76, '2025-06-17', '100008', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (77, '2025-06-17', '100009', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (78, '2025-06-17', '100010', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (79, '2025-06-18', '100001', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (80, '2025-06-18', '100002', 'S1', 'L1011', '调休', 0.0);
INSERT INTO shift_sched VALUES (81, '2025-06-18', '100003', 'S1', 'L1011', '请假', 0.0);
INSERT INTO shift_sched VALUES (82, '2025-06-18', '100004', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (83, '2025-06-18', '100005', 'S1', 'L1011', '出勤', 3.0);
INSERT INTO shift_sched VALUES (84, '2025-06-18', '100006', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (85, '2025-06-18', '100008', 'S2', 'L1012', '出勤', 2.0);
INSERT INTO shift_sched VALUES (86, '2025-06-18', '100009', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (87, '2025-06-18', '100010', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (88, '2025-06-19', '100001', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (89, '2025-06-19', '100002', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (90, '2025-06-19', '100003', 'S1', 'L1011', '出勤', 3.0);
INSERT INTO shift_sched VALUES (91, '2025-06-19', '100004', 'S1', 'L1011', '出勤', 2.5);
INSERT INTO shift_sched VALUES (92, '2025-06-19', '100005', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (93, '2025-06-19', '100006', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (94, '2025-06-19', '100008', 'S2', 'L1012', '出勤', 2.0);
INSERT INTO shift_sched VALUES (95, '2025-06-19', '100009', 'S2', 'L1012', '出勤', 1.0);
INSERT INTO shift_sched VALUES (96, '2025-06-19', '100010', 'S2', 'L1012', '出勤', 3.0);
INSERT INTO shift_sched VALUES (97, '2025-06-20', '100001', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (98, '2025-06-20', '100002', 'S1', 'L1011', '出勤', 2.5);
INSERT INTO shift_sched VALUES (99, '2025-06-20', '100003', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (100, '2025-06-20', '100004', 'S1', 'L1011', '请假', 0.0);
INSERT INTO shift_sched VALUES (101, '2025-06-20', '100005', 'S1', 'L1011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (102, '2025-06-20', '100006', 'S2', 'L1012', '出勤', 2.5);
INSERT INTO shift_sched VALUES (103, '2025-06-20', '100008', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (104, '2025-06-20', '100009', 'S2', 'L1012', '出勤', 3.0);
INSERT INTO shift_sched VALUES (105, '2025-06-20', '100010', 'S2', 'L1012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (106, '2025-06-16', '300001', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (107, '2025-06-16', '300002', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (108, '2025-06-16', '300003', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (109, '2025-06-16', '300004', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (110, '2025-06-16', '300005', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (111, '2025-06-16', '300006', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (112, '2025-06-16', '300007', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (113, '2025-06-16', '300008', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (114, '2025-06-16', '300009', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (115, '2025-06-16', '300010', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (116, '2025-06-17', '300001', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (117, '2025-06-17', '300002', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (118, '2025-06-17', '300003', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (119, '2025-06-17', '300004', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (120, '2025-06-17', '300005', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (121, '2025-06-17', '300006', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (122, '2025-06-17', '300007', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (123, '2025-06-17', '300008', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (124, '2025-06-17', '300009', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (125, '2025-06-17', '300010', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (126, '2025-06-18', '300001', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (127, '2025-06-18', '300002', 'L1', 'L3011', '请假', 0.0);
INSERT INTO shift_sched VALUES (128, '2025-06-18', '300003', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (129, '2025-06-18', '300004', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (130, '2025-06-18', '300005', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (131, '2025-06-18', '300006', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (132, '2025-06-18', '300007', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (133, '2025-06-18', '300008', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (134, '2025-06-18', '300009', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (135, '2025-06-18', '300010', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (136, '2025-06-19', '300001', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (137, '2025-06-19', '300002', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (138, '2025-06-19', '300003', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (139, '2025-06-19', '300004', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (140, '2025-06-19', '300005', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (141, '2025-06-19', '300006', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (142, '2025-06-19', '300007', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (143, '2025-06-19', '300008', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (144, '2025-06-19', '300009', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (145, '2025-06-19', '300010', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (146, '2025-06-20', '300001', 'L1', 'L3011', '请假', 0.0);
INSERT INTO shift_sched VALUES (147, '2025-06-20', '300002', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (148, '2025-06-20', '300003', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (149, '2025-06-20', '300004', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (150, '2025-06-20', '300005', 'L1', 'L3011', '出勤', 0.0);
INSERT INTO shift_sched VALUES (151, '2025-06-20', '300006', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (152, '2025-06-20', '300007', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (153, '2025-06-20', '300008', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (154, '2025-06-20', '300009', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (155, '2025-06-20', '300010', 'L2', 'L3012', '出勤', 0.0);
INSERT INTO shift_sched VALUES (156, '2025-06-21', '300001', 'L1', 'L3011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (157, '2025-06-21', '300002', 'L1', 'L3011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (158, '2025-06-21', '300003', 'L1', 'L3011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (159, '2025-06-21', '300004', 'L1', 'L3011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (160, '2025-06-21', '300005', 'L1', 'L3011', '出勤', 11.0);
INSERT INTO shift_sched VALUES (161, '2025-06-21', '300006', 'L2', 'L3012', '调休', 0.0);
INSERT INTO shift_sched VALUES (162, '2025-06-21', '300007', 'L2', 'L3012', '出勤', 11.0);
INSERT INTO shift_sched VALUES (163, '2025-06-21', '300008', 'L2', 'L3012', '请假', 0.0);
INSERT INTO shift_sched VALUES (164, '2025-06-21', '300009', 'L2', 'L3012', '出勤', 11.0);
INSERT INTO shift_sched VALUES (165, '2025-06-21', '300010', 'L2', 'L3012', '出勤', 11.0);

INSERT INTO mat_cat VALUES ('C10', '成品', NULL, '1405 库存商品');
INSERT INTO mat_cat VALUES ('C11', '微波炉', 'C10', '1405 库存商品');
INSERT INTO mat_cat VALUES ('C12', '空气炸锅', 'C10', '1405 库存商品');
INSERT INTO mat_cat VALUES ('C13', '电饭煲', 'C10', '1405 库存商品');
INSERT INTO mat_cat VALUES ('C14', '电磁炉', 'C10', '1405 库存商品');
INSERT INTO mat_cat VALUES ('C15', '电热水壶', 'C10', '1405 库存商品');
INSERT INTO mat_cat VALUES ('C20', '半成品', NULL, '1406 自制半成品');
INSERT INTO mat_cat VALUES ('C21', 'PCBA组件', 'C20', '1406 自制半成品');
INSERT INTO mat_cat VALUES ('C22', '注塑件', 'C20', '1406 自制半成品');
INSERT INTO mat_cat VALUES ('C23', '钣金件', 'C20', '1406 自制半成品');
INSERT INTO mat_cat VALUES ('C30', '原材料', NULL, '1403 原材料');
INSERT INTO mat_cat VALUES ('C31', '电子元器件', 'C30', '1403 原材料');
INSERT INTO mat_cat VALUES ('C32', '塑胶原料', 'C30', '1403 原材料');
INSERT INTO mat_cat VALUES ('C33', '金属板材', 'C30', '1403 原材料');
INSERT INTO mat_cat VALUES ('C34', '五金线材及功能部件', 'C30', '1403 原材料');
INSERT INTO mat_cat VALUES ('C40', '包装材料', NULL, '1411 周转材料-包装物');

INSERT INTO mat_mstr VALUES ('1000101', '微波炉 20L 机械版', 'MW-20M1', 'FERT', 'C11', 'PCS', '自制', 236.5, 399, 800, 7, 10.8, 'Y', '启用', '2019-02-11');
INSERT INTO mat_mstr VALUES ('1000102', '微波炉 23L 智能版', 'MW-23S2', 'FERT', 'C11', 'PCS', '自制', 338.0, 599, 600, 7, 12.6, 'Y', '启用', '2021-07-05');
INSERT INTO mat_mstr VALUES ('1000103', '变频微波炉 25L', 'MW-25B', 'FERT', 'C11', 'PCS', '自制', 512.0, 899, 300, 10, 14.2, 'Y', '启用', '2023-03-20');
INSERT INTO mat_mstr VALUES ('1000201', '空气炸锅 5L', 'AF-5L', 'FERT', 'C12', 'PCS', '自制', 162.0, 299, 1000, 5, 4.3, 'Y', '启用', '2020-06-18');
INSERT INTO mat_mstr VALUES ('1000202', '可视空气炸锅 6L', 'AF-6V', 'FERT', 'C12', 'PCS', '自制', 248.0, 459, 600, 6, 5.1, 'Y', '启用', '2023-08-08');
INSERT INTO mat_mstr VALUES ('1000301', '智能电饭煲 4L', 'RC-4L', 'FERT', 'C13', 'PCS', '自制', 176.0, 329, 800, 6, 3.6, 'Y', '启用', '2018-11-30');
INSERT INTO mat_mstr VALUES ('1000302', 'IH电饭煲 5L', 'RC-5IH', 'FERT', 'C13', 'PCS', '自制', 395.0, 699, 300, 8, 5.4, 'Y', '启用', '2022-04-12');
INSERT INTO mat_mstr VALUES ('1000401', '电磁炉 2200W', 'IC-2200', 'FERT', 'C14', 'PCS', '自制', 131.0, 259, 700, 5, 2.9, 'Y', '启用', '2018-06-15');
INSERT INTO mat_mstr VALUES ('1000402', '双头电磁炉 3500W', 'IC-3500D', 'FERT', 'C14', 'PCS', '自制', 428.0, 799, 0, 8, 7.8, 'Y', '停产', '2019-10-10');
INSERT INTO mat_mstr VALUES ('1000501', '电热水壶 1.7L', 'KT-17S', 'FERT', 'C15', 'PCS', '自制', 68.0, 129, 1200, 4, 1.2, 'Y', '启用', '2019-03-01');
INSERT INTO mat_mstr VALUES ('2000101', '微波炉主控板PCBA', 'PCBA-MW-MAIN', 'HALB', 'C21', 'PCS', '自制', 38.6, NULL, 2000, 5, 0.09, 'Y', '启用', '2019-01-20');
INSERT INTO mat_mstr VALUES ('2000102', '微波炉显示板PCBA', 'PCBA-MW-DISP', 'HALB', 'C21', 'PCS', '自制', 12.4, NULL, 2000, 5, 0.04, 'Y', '启用', '2019-01-20');
INSERT INTO mat_mstr VALUES ('2000103', '变频电源板PCBA', 'PCBA-MW-INV', 'HALB', 'C21', 'PCS', '自制', 96.0, NULL, 600, 7, 0.31, 'Y', '启用', '2023-02-14');
INSERT INTO mat_mstr VALUES ('2000104', '空气炸锅控制板PCBA', 'PCBA-AF-CTL', 'HALB', 'C21', 'PCS', '自制', 21.8, NULL, 2500, 5, 0.06, 'Y', '启用', '2020-05-30');
INSERT INTO mat_mstr VALUES ('2000105', '电饭煲主控板PCBA', 'PCBA-RC-MAIN', 'HALB', 'C21', 'PCS', '自制', 27.5, NULL, 2000, 5, 0.07, 'Y', '启用', '2018-10-22');
INSERT INTO mat_mstr VALUES ('2000106', '电磁炉主板PCBA', 'PCBA-IC-MAIN', 'HALB', 'C21', 'PCS', '自制', 45.2, NULL, 1500, 6, 0.22, 'Y', '启用', '2018-05-28');
INSERT INTO mat_mstr VALUES ('2000201', '微波炉前面板', 'FP-MW-20', 'HALB', 'C22', 'PCS', '自制', 9.8, NULL, 3000, 3, 0.42, 'Y', '启用', '2019-01-25');
INSERT INTO mat_mstr VALUES ('2000202', '空气炸锅外壳', 'HS-AF-5', 'HALB', 'C22', 'PCS', '自制', 14.6, NULL, 3000, 3, 0.65, 'Y', '启用', '2020-06-01');
INSERT INTO mat_mstr VALUES ('2000203', '电饭煲上盖', 'LD-RC-4', 'HALB', 'C22', 'PCS', '自制', 11.2, NULL, 2500, 3, 0.38, 'Y', '启用', '2018-11-01');
INSERT INTO mat_mstr VALUES ('2000204', '电磁炉底座', 'BS-IC-22', 'HALB', 'C22', 'PCS', '自制', 7.9, NULL, 2500, 3, 0.35, 'Y', '启用', '2018-05-30');
INSERT INTO mat_mstr VALUES ('2000301', '微波炉炉腔', 'CV-MW-20', 'HALB', 'C23', 'PCS', '自制', 42.0, NULL, 1500, 4, 3.2, 'Y', '启用', '2019-01-25');
INSERT INTO mat_mstr VALUES ('2000302', '微波炉外罩', 'OC-MW-20', 'HALB', 'C23', 'PCS', '自制', 26.5, NULL, 1500, 4, 2.1, 'Y', '启用', '2019-01-25');
INSERT INTO mat_mstr VALUES ('3000101', 'MCU芯片 STM32F030C8T6', 'LQFP48', 'ROH', 'C31', 'PCS', '外购', 3.2, NULL, 20000, 45, 0.0002, 'Y', '冻结', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000102', 'MCU芯片 GD32F103C8T6', 'LQFP48', 'ROH', 'C31', 'PCS', '外购', 2.35, NULL, 20000, 30, 0.0002, 'Y', '启用', '2024-09-12');
INSERT INTO mat_mstr VALUES ('3000103', '贴片电阻 10KΩ', '0603 ±1%', 'ROH', 'C31', 'PCS', '外购', 0.004, NULL, 500000, 15, 2e-06, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000104', '贴片电容 100nF', '0805 50V X7R', 'ROH', 'C31', 'PCS', '外购', 0.012, NULL, 300000, 15, 1e-05, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000105', '电解电容 470μF', '25V 10x16', 'ROH', 'C31', 'PCS', '外购', 0.18, NULL, 50000, 20, 0.002, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000106', '功率继电器', 'HF32F 12V 16A', 'ROH', 'C31', 'PCS', '外购', 1.65, NULL, 30000, 25, 0.012, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000107', 'IGBT功率管', 'H20R1203 TO-247', 'ROH', 'C31', 'PCS', '外购', 4.8, NULL, 10000, 40, 0.006, 'Y', '启用', '2018-05-10');
INSERT INTO mat_mstr VALUES ('3000108', 'LED数码管 4位', '0.56寸 共阴', 'ROH', 'C31', 'PCS', '外购', 0.95, NULL, 20000, 20, 0.004, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000109', '无源蜂鸣器', '12085 5V', 'ROH', 'C31', 'PCS', '外购', 0.22, NULL, 30000, 15, 0.002, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000110', 'PCB光板 双面', 'FR-4 1.6mm 2L', 'ROH', 'C31', 'PCS', '外购', 1.9, NULL, 20000, 20, 0.02, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000111', 'PCB光板 四层', 'FR-4 1.6mm 4L', 'ROH', 'C31', 'PCS', '外购', 6.4, NULL, 5000, 25, 0.03, 'Y', '启用', '2023-01-05');
INSERT INTO mat_mstr VALUES ('3000112', 'NTC温度传感器', '100K B3950', 'ROH', 'C31', 'PCS', '外购', 0.65, NULL, 30000, 20, 0.003, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000113', '高压变压器', 'GAL-700E', 'ROH', 'C31', 'PCS', '外购', 38.0, NULL, 2000, 30, 2.4, 'Y', '启用', '2019-01-10');
INSERT INTO mat_mstr VALUES ('3000114', '磁控管 2M286', '2M286-21TAG', 'ROH', 'C31', 'PCS', '外购', 46.0, NULL, 1500, 35, 0.75, 'Y', '停产', '2019-01-10');
INSERT INTO mat_mstr VALUES ('3000115', '磁控管 2M246', '2M246-M12', 'ROH', 'C31', 'PCS', '外购', 41.5, NULL, 1500, 30, 0.72, 'Y', '启用', '2024-11-18');
INSERT INTO mat_mstr VALUES ('3000116', '高压电容', '1.0μF 2100V', 'ROH', 'C31', 'PCS', '外购', 3.6, NULL, 3000, 25, 0.05, 'Y', '启用', '2019-01-10');
INSERT INTO mat_mstr VALUES ('3000117', '同步电机', 'TYJ50-8A7', 'ROH', 'C31', 'PCS', '外购', 6.8, NULL, 3000, 20, 0.12, 'Y', '启用', '2019-01-10');
INSERT INTO mat_mstr VALUES ('3000201', 'ABS塑料粒子', 'PA-757 本色', 'ROH', 'C32', 'KG', '外购', 13.8, NULL, 8000, 10, 1.0, 'Y', '启用', '2018-04-01');
INSERT INTO mat_mstr VALUES ('3000202', 'PP塑料粒子', 'K8003', 'ROH', 'C32', 'KG', '外购', 8.9, NULL, 8000, 10, 1.0, 'Y', '启用', '2018-04-01');
INSERT INTO mat_mstr VALUES ('3000203', 'PC塑料粒子', '2405 透明', 'ROH', 'C32', 'KG', '外购', 21.5, NULL, 3000, 15, 1.0, 'Y', '启用', '2020-04-20');
INSERT INTO mat_mstr VALUES ('3000204', '黑色色母粒', 'ABS载体 50%', 'ROH', 'C32', 'KG', '外购', 32.0, NULL, 500, 10, 1.0, 'Y', '启用', '2018-04-01');
INSERT INTO mat_mstr VALUES ('3000301', '冷轧钢板', 'SPCC 0.6mm', 'ROH', 'C33', 'KG', '外购', 5.9, NULL, 20000, 12, 1.0, 'Y', '启用', '2018-04-01');
INSERT INTO mat_mstr VALUES ('3000302', '不锈钢板', 'SUS430 0.5mm', 'ROH', 'C33', 'KG', '外购', 13.6, NULL, 8000, 15, 1.0, 'Y', '启用', '2018-04-01');
INSERT INTO mat_mstr VALUES ('3000303', '镀锌钢板', 'DX51D 0.8mm', 'ROH', 'C33', 'KG', '外购', 6.4, NULL, 10000, 12, 1.0, 'Y', '启用', '2018-04-01');
INSERT INTO mat_mstr VALUES ('3000401', '电源线 国标三插', '3×0.75mm² 1.2m', 'ROH', 'C34', 'PCS', '外购', 4.2, NULL, 20000, 15, 0.11, 'Y', '启用', '2018-04-01');
INSERT INTO mat_mstr VALUES ('3000402', '自攻螺丝', 'ST3.5×12 镀锌', 'ROH', 'C34', 'PCS', '外购', 0.02, NULL, 500000, 10, 0.001, 'Y', '启用', '2018-04-01');
INSERT INTO mat_mstr VALUES ('3000403', '发热管 1400W', 'U型 Φ8', 'ROH', 'C34', 'PCS', '外购', 9.5, NULL, 5000, 20, 0.18, 'Y', '启用', '2020-05-10');
INSERT INTO mat_mstr VALUES ('3000404', 'IH线圈盘', 'Φ180 利兹线', 'ROH', 'C34', 'PCS', '外购', 18.5, NULL, 3000, 25, 0.42, 'Y', '启用', '2018-05-10');
INSERT INTO mat_mstr VALUES ('3000405', '不粘涂层内胆 4L', '铝合金 2.0mm', 'ROH', 'C34', 'PCS', '外购', 22.0, NULL, 4000, 20, 0.55, 'Y', '启用', '2018-10-01');
INSERT INTO mat_mstr VALUES ('3000406', '无铅锡膏', 'SAC305 T4 500g', 'ROH', 'C31', 'KG', '外购', 380.0, NULL, 50, 15, 1.0, 'Y', '启用', '2018-09-01');
INSERT INTO mat_mstr VALUES ('3000407', '电热水壶发热盘', '1800W 304', 'ROH', 'C34', 'PCS', '外购', 12.8, NULL, 4000, 20, 0.3, 'Y', '启用', '2019-02-20');
INSERT INTO mat_mstr VALUES ('4000101', '彩盒 微波炉', '520×420×330 五层', 'VERP', 'C40', 'PCS', '外购', 6.8, NULL, 5000, 7, 0.9, 'Y', '启用', '2019-02-01');
INSERT INTO mat_mstr VALUES ('4000102', '彩盒 空气炸锅', '380×360×400 五层', 'VERP', 'C40', 'PCS', '外购', 4.6, NULL, 6000, 7, 0.6, 'Y', '启用', '2020-06-01');
INSERT INTO mat_mstr VALUES ('4000103', '彩盒 厨房小电通用', '400×320×300 三层', 'VERP', 'C40', 'PCS', '外购', 3.1, NULL, 8000, 7, 0.4, 'Y', '启用', '2018-05-01');
INSERT INTO mat_mstr VALUES ('4000104', 'EPE珍珠棉护角', '定制 4件/套', 'VERP', 'C40', 'SET', '外购', 1.2, NULL, 20000, 5, 0.05, 'Y', '启用', '2018-05-01');
INSERT INTO mat_mstr VALUES ('4000105', '使用说明书', 'A5 32页 双色', 'VERP', 'C40', 'PCS', '外购', 0.65, NULL, 30000, 5, 0.04, 'Y', '启用', '2018-05-01');

INSERT INTO bom_hdr VALUES ('BOM00001', '2000101', 'V1.0', 'P200', 1.0, '2019-01-20', '2024-10-31', '失效');
INSERT INTO bom_hdr VALUES ('BOM00002', '2000101', 'V2.0', 'P200', 1.0, '2024-11-01', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00003', '2000102', 'V1.0', 'P200', 1.0, '2019-01-20', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00004', '2000103', 'V1.0', 'P200', 1.0, '2023-02-14', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00005', '2000104', 'V1.0', 'P200', 1.0, '2020-05-30', '2024-10-31', '失效');
INSERT INTO bom_hdr VALUES ('BOM00006', '2000104', 'V2.0', 'P200', 1.0, '2024-11-01', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00007', '2000105', 'V1.0', 'P200', 1.0, '2018-10-22', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00008', '2000106', 'V1.0', 'P200', 1.0, '2018-05-28', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00009', '2000201', 'V1.0', 'P300', 1.0, '2019-01-25', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00010', '2000202', 'V1.0', 'P300', 1.0, '2020-06-01', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00011', '2000203', 'V1.0', 'P300', 1.0, '2018-11-01', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00012', '2000204', 'V1.0', 'P300', 1.0, '2018-05-30', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00013', '2000301', 'V1.0', 'P300', 1.0, '2019-01-25', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00014', '2000302', 'V1.0', 'P300', 1.0, '2019-01-25', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00015', '1000101', 'V1.0', 'P100', 1.0, '2019-02-11', '2024-12-31', '失效');
INSERT INTO bom_hdr VALUES ('BOM00016', '1000101', 'V2.0', 'P100', 1.0, '2025-01-01', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00017', '1000102', 'V1.0', 'P100', 1.0, '2021-07-05', '2024-12-31', '失效');
INSERT INTO bom_hdr VALUES ('BOM00018', '1000102', 'V2.0', 'P100', 1.0, '2025-01-01', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00019', '1000103', 'V1.0', 'P100', 1.0, '2023-03-20', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00020', '1000201', 'V1.0', 'P100', 1.0, '2020-06-18', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00021', '1000202', 'V1.0', 'P100', 1.0, '2023-08-08', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00022', '1000301', 'V1.0', 'P100', 1.0, '2018-11-30', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00023', '1000302', 'V1.0', 'P100', 1.0, '2022-04-12', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00024', '1000401', 'V1.0', 'P300', 1.0, '2018-06-15', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00025', '1000402', 'V1.0', 'P300', 1.0, '2019-10-10', '2024-06-30', '失效');
INSERT INTO bom_hdr VALUES ('BOM00026', '1000501', 'V1.0', 'P300', 1.0, '2019-03-01', NULL, '生效');
INSERT INTO bom_hdr VALUES ('BOM00027', '1000201', 'V2.0', 'P100', 1.0, '2025-08-01', NULL, '草稿');

INSERT INTO bom_ln VALUES ('BOM00001', 10, '3000101', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00001', 20, '3000110', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00001', 30, '3000103', 24, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00001', 40, '3000104', 18, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00001', 50, '3000105', 2, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00001', 60, '3000106', 2, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00001', 70, '3000109', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00001', 80, '3000406', 0.004, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00002', 10, '3000102', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00002', 20, '3000110', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00002', 30, '3000103', 24, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00002', 40, '3000104', 18, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00002', 50, '3000105', 2, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00002', 60, '3000106', 2, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00002', 70, '3000109', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00002', 80, '3000406', 0.004, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00003', 10, '3000110', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00003', 20, '3000108', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00003', 30, '3000103', 8, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00003', 40, '3000104', 4, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00003', 50, '3000406', 0.002, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00004', 10, '3000102', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00004', 20, '3000111', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00004', 30, '3000107', 2, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00004', 40, '3000105', 4, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00004', 50, '3000103', 36, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00004', 60, '3000104', 30, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00004', 70, '3000406', 0.006, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00005', 10, '3000101', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00005', 20, '3000110', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00005', 30, '3000112', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00005', 40, '3000106', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00005', 50, '3000103', 16, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00005', 60, '3000104', 12, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00005', 70, '3000406', 0.003, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00006', 10, '3000102', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00006', 20, '3000110', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00006', 30, '3000112', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00006', 40, '3000106', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00006', 50, '3000103', 16, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00006', 60, '3000104', 12, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00006', 70, '3000406', 0.003, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00007', 10, '3000102', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00007', 20, '3000110', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00007', 30, '3000112', 2, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00007', 40, '3000106', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00007', 50, '3000108', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00007', 60, '3000103', 20, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00007', 70, '3000104', 14, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00007', 80, '3000406', 0.003, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00008', 10, '3000102', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00008', 20, '3000110', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00008', 30, '3000107', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00008', 40, '3000105', 2, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00008', 50, '3000112', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00008', 60, '3000103', 22, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00008', 70, '3000104', 16, 1.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00008', 80, '3000406', 0.004, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00009', 10, '3000201', 0.44, 3.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00009', 20, '3000204', 0.009, 3.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00010', 10, '3000202', 0.62, 3.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00010', 20, '3000203', 0.08, 3.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00010', 30, '3000204', 0.01, 3.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00011', 10, '3000202', 0.4, 3.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00011', 20, '3000204', 0.008, 3.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00012', 10, '3000201', 0.37, 3.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00012', 20, '3000204', 0.007, 3.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00013', 10, '3000303', 3.5, 2.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00014', 10, '3000301', 2.3, 2.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00015', 10, '2000101', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00015', 20, '2000102', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 30, '2000201', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 40, '2000301', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00015', 50, '2000302', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 60, '3000114', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00015', 70, '3000113', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00015', 80, '3000116', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 90, '3000117', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 100, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 110, '3000402', 18, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 120, '4000101', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 130, '4000104', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00015', 140, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 10, '2000101', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00016', 20, '2000102', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 30, '2000201', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 40, '2000301', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00016', 50, '2000302', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 60, '3000115', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00016', 70, '3000113', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00016', 80, '3000116', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 90, '3000117', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 100, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 110, '3000402', 18, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 120, '4000101', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 130, '4000104', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00016', 140, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 10, '2000101', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00017', 20, '2000102', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 30, '2000201', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 40, '2000301', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00017', 50, '2000302', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 60, '3000114', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00017', 70, '3000113', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00017', 80, '3000116', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 90, '3000117', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 100, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 110, '3000402', 20, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 120, '4000101', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 130, '4000104', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00017', 140, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 10, '2000101', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00018', 20, '2000102', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 30, '2000201', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 40, '2000301', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00018', 50, '2000302', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 60, '3000115', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00018', 70, '3000113', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00018', 80, '3000116', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 90, '3000117', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 100, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 110, '3000402', 20, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 120, '4000101', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 130, '4000104', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00018', 140, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 10, '2000101', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00019', 20, '2000102', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 30, '2000103', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00019', 40, '2000201', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 50, '2000301', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00019', 60, '2000302', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 70, '3000115', 1, 0.5, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00019', 80, '3000117', 1, 0.5, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 90, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 100, '3000402', 22, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 110, '4000101', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 120, '4000104', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00019', 130, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00020', 10, '2000104', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00020', 20, '2000202', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00020', 30, '3000403', 1, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00020', 40, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00020', 50, '3000402', 10, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00020', 60, '4000102', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00020', 70, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00021', 10, '2000104', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00021', 20, '2000202', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00021', 30, '3000403', 1, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00021', 40, '3000203', 0.15, 3.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00021', 50, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00021', 60, '3000402', 12, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00021', 70, '4000102', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00021', 80, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00022', 10, '2000105', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00022', 20, '2000203', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00022', 30, '3000405', 1, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00022', 40, '3000403', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00022', 50, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00022', 60, '3000402', 8, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00022', 70, '4000103', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00022', 80, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00023', 10, '2000105', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00023', 20, '2000203', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00023', 30, '3000405', 1, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00023', 40, '3000404', 1, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00023', 50, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00023', 60, '3000402', 10, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00023', 70, '4000103', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00023', 80, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00024', 10, '2000106', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00024', 20, '2000204', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00024', 30, '3000404', 1, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00024', 40, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00024', 50, '3000402', 6, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00024', 60, '4000103', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00024', 70, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00025', 10, '2000106', 2, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00025', 20, '2000204', 1, 0.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00025', 30, '3000404', 2, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00025', 40, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00025', 50, '3000402', 10, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00025', 60, '4000103', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00025', 70, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00026', 10, '3000407', 1, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00026', 20, '3000302', 0.35, 2.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00026', 30, '3000202', 0.12, 3.0, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00026', 40, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00026', 50, '4000103', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00026', 60, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00027', 10, '2000104', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00027', 20, '2000202', 1, 0.0, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00027', 30, '3000403', 1, 0.2, 10, 'Y');
INSERT INTO bom_ln VALUES ('BOM00027', 40, '3000401', 1, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00027', 50, '3000402', 10, 0.2, 10, 'N');
INSERT INTO bom_ln VALUES ('BOM00027', 60, '4000102', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00027', 70, '4000105', 1, 0.0, 30, 'N');
INSERT INTO bom_ln VALUES ('BOM00027', 80, '3000203', 0.12, 3.0, 10, 'N');

INSERT INTO rtg_hdr VALUES ('RT0001', '1000101', 'V1.1', 'P100', '已发布', '程磊');
INSERT INTO rtg_hdr VALUES ('RT0002', '1000102', 'V1.0', 'P100', '已发布', '程磊');
INSERT INTO rtg_hdr VALUES ('RT0003', '1000103', 'V1.0', 'P100', '已发布', '程磊');
INSERT INTO rtg_hdr VALUES ('RT0004', '1000201', 'V1.0', 'P100', '已发布', '程磊');
INSERT INTO rtg_hdr VALUES ('RT0005', '1000202', 'V1.0', 'P100', '已发布', '程磊');
INSERT INTO rtg_hdr VALUES ('RT0006', '1000301', 'V1.0', 'P100', '已发布', '程磊');
INSERT INTO rtg_hdr VALUES ('RT0007', '1000302', 'V1.0', 'P100', '已发布', '程磊');
INSERT INTO rtg_hdr VALUES ('RT0008', '1000401', 'V1.0', 'P300', '已发布', '田超帆');
INSERT INTO rtg_hdr VALUES ('RT0009', '1000402', 'V1.0', 'P300', '停用', '田超帆');
INSERT INTO rtg_hdr VALUES ('RT0010', '1000501', 'V1.0', 'P300', '已发布', '田超帆');
INSERT INTO rtg_hdr VALUES ('RT0011', '2000101', 'V1.1', 'P200', '已发布', '罗娟婷');
INSERT INTO rtg_hdr VALUES ('RT0012', '2000102', 'V1.0', 'P200', '已发布', '罗娟婷');
INSERT INTO rtg_hdr VALUES ('RT0013', '2000103', 'V1.0', 'P200', '已发布', '罗娟婷');
INSERT INTO rtg_hdr VALUES ('RT0014', '2000104', 'V1.0', 'P200', '已发布', '罗娟婷');
INSERT INTO rtg_hdr VALUES ('RT0015', '2000105', 'V1.0', 'P200', '已发布', '罗娟婷');
INSERT INTO rtg_hdr VALUES ('RT0016', '2000106', 'V1.0', 'P200', '已发布', '罗娟婷');
INSERT INTO rtg_hdr VALUES ('RT0017', '2000201', 'V1.0', 'P300', '已发布', '田超帆');
INSERT INTO rtg_hdr VALUES ('RT0018', '2000202', 'V1.0', 'P300', '已发布', '田超帆');
INSERT INTO rtg_hdr VALUES ('RT0019', '2000203', 'V1.0', 'P300', '已发布', '田超帆');
INSERT INTO rtg_hdr VALUES ('RT0020', '2000204', 'V1.0', 'P300', '已发布', '田超帆');
INSERT INTO rtg_hdr VALUES ('RT0021', '2000301', 'V1.0', 'P300', '已发布', '田超帆');
INSERT INTO rtg_hdr VALUES ('RT0022', '2000302', 'V1.0', 'P300', '已发布', '田超帆');

INSERT INTO rtg_op VALUES ('RT0001', 10, '整机装配', 'L1011-ASM', 20.0, 180.0, 'N');
INSERT INTO rtg_op VALUES ('RT0001', 20, '安规及功能测试', 'L1011-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0001', 30, '终检包装', 'L1031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0002', 10, '整机装配', 'L1012-ASM', 20.0, 180.0, 'N');
INSERT INTO rtg_op VALUES ('RT0002', 20, '安规及功能测试', 'L1012-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0002', 30, '终检包装', 'L1031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0003', 10, '整机装配', 'L1012-ASM', 20.0, 180.0, 'N');
INSERT INTO rtg_op VALUES ('RT0003', 20, '安规及功能测试', 'L1012-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0003', 30, '终检包装', 'L1031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0004', 10, '整机装配', 'L1021-ASM', 20.0, 120.0, 'N');
INSERT INTO rtg_op VALUES ('RT0004', 20, '安规及功能测试', 'L1021-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0004', 30, '终检包装', 'L1031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0005', 10, '整机装配', 'L1021-ASM', 20.0, 120.0, 'N');
INSERT INTO rtg_op VALUES ('RT0005', 20, '安规及功能测试', 'L1021-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0005', 30, '终检包装', 'L1031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0006', 10, '整机装配', 'L1022-ASM', 20.0, 120.0, 'N');
INSERT INTO rtg_op VALUES ('RT0006', 20, '安规及功能测试', 'L1022-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0006', 30, '终检包装', 'L1031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0007', 10, '整机装配', 'L1022-ASM', 20.0, 120.0, 'N');
INSERT INTO rtg_op VALUES ('RT0007', 20, '安规及功能测试', 'L1022-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0007', 30, '终检包装', 'L1031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0008', 10, '整机装配', 'L3031-ASM', 20.0, 120.0, 'N');
INSERT INTO rtg_op VALUES ('RT0008', 20, '安规及功能测试', 'L3031-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0008', 30, '终检包装', 'L3031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0009', 10, '整机装配', 'L3031-ASM', 20.0, 120.0, 'N');
INSERT INTO rtg_op VALUES ('RT0009', 20, '安规及功能测试', 'L3031-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0009', 30, '终检包装', 'L3031-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0010', 10, '整机装配', 'L3032-ASM', 20.0, 120.0, 'N');
INSERT INTO rtg_op VALUES ('RT0010', 20, '安规及功能测试', 'L3032-TST', 10.0, 45.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0010', 30, '终检包装', 'L3032-PKG', 10.0, 30.0, 'N');
INSERT INTO rtg_op VALUES ('RT0011', 10, '锡膏印刷', 'L2011-PRT', 30.0, 6.0, 'N');
INSERT INTO rtg_op VALUES ('RT0011', 20, '元件贴装', 'L2011-MNT', 45.0, 22.0, 'N');
INSERT INTO rtg_op VALUES ('RT0011', 30, '回流焊接', 'L2011-RFL', 20.0, 8.0, 'N');
INSERT INTO rtg_op VALUES ('RT0011', 40, 'AOI检测', 'L2011-AOI', 10.0, 7.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0011', 50, '功能测试', 'L2031-FCT', 15.0, 35.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0012', 10, '锡膏印刷', 'L2011-PRT', 30.0, 6.0, 'N');
INSERT INTO rtg_op VALUES ('RT0012', 20, '元件贴装', 'L2011-MNT', 45.0, 22.0, 'N');
INSERT INTO rtg_op VALUES ('RT0012', 30, '回流焊接', 'L2011-RFL', 20.0, 8.0, 'N');
INSERT INTO rtg_op VALUES ('RT0012', 40, 'AOI检测', 'L2011-AOI', 10.0, 7.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0012', 50, '功能测试', 'L2031-FCT', 15.0, 35.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0013', 10, '锡膏印刷', 'L2012-PRT', 30.0, 6.0, 'N');
INSERT INTO rtg_op VALUES ('RT0013', 20, '元件贴装', 'L2012-MNT', 45.0, 22.0, 'N');
INSERT INTO rtg_op VALUES ('RT0013', 30, '回流焊接', 'L2012-RFL', 20.0, 8.0, 'N');
INSERT INTO rtg_op VALUES ('RT0013', 40, 'AOI检测', 'L2012-AOI', 10.0, 7.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0013', 50, '插件', 'L2021-DIP', 15.0, 40.0, 'N');
INSERT INTO rtg_op VALUES ('RT0013', 60, '波峰焊', 'L2021-WAV', 25.0, 9.0, 'N');
INSERT INTO rtg_op VALUES ('RT0013', 70, '功能测试', 'L2031-FCT', 15.0, 35.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0014', 10, '锡膏印刷', 'L2012-PRT', 30.0, 6.0, 'N');
INSERT INTO rtg_op VALUES ('RT0014', 20, '元件贴装', 'L2012-MNT', 45.0, 22.0, 'N');
INSERT INTO rtg_op VALUES ('RT0014', 30, '回流焊接', 'L2012-RFL', 20.0, 8.0, 'N');
INSERT INTO rtg_op VALUES ('RT0014', 40, 'AOI检测', 'L2012-AOI', 10.0, 7.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0014', 50, '功能测试', 'L2031-FCT', 15.0, 35.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0015', 10, '锡膏印刷', 'L2011-PRT', 30.0, 6.0, 'N');
INSERT INTO rtg_op VALUES ('RT0015', 20, '元件贴装', 'L2011-MNT', 45.0, 22.0, 'N');
INSERT INTO rtg_op VALUES ('RT0015', 30, '回流焊接', 'L2011-RFL', 20.0, 8.0, 'N');
INSERT INTO rtg_op VALUES ('RT0015', 40, 'AOI检测', 'L2011-AOI', 10.0, 7.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0015', 50, '功能测试', 'L2031-FCT', 15.0, 35.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0016', 10, '锡膏印刷', 'L2012-PRT', 30.0, 6.0, 'N');
INSERT INTO rtg_op VALUES ('RT0016', 20, '元件贴装', 'L2012-MNT', 45.0, 22.0, 'N');
INSERT INTO rtg_op VALUES ('RT0016', 30, '回流焊接', 'L2012-RFL', 20.0, 8.0, 'N');
INSERT INTO rtg_op VALUES ('RT0016', 40, 'AOI检测', 'L2012-AOI', 10.0, 7.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0016', 50, '插件', 'L2021-DIP', 15.0, 40.0, 'N');
INSERT INTO rtg_op VALUES ('RT0016', 60, '波峰焊', 'L2021-WAV', 25.0, 9.0, 'N');
INSERT INTO rtg_op VALUES ('RT0016', 70, '功能测试', 'L2031-FCT', 15.0, 35.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0017', 10, '注塑成型', 'L3011-INJ', 90.0, 42.0, 'N');
INSERT INTO rtg_op VALUES ('RT0017', 20, '修边去毛刺', 'L3011-TRM', 5.0, 12.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0018', 10, '注塑成型', 'L3012-INJ', 90.0, 42.0, 'N');
INSERT INTO rtg_op VALUES ('RT0018', 20, '修边去毛刺', 'L3012-TRM', 5.0, 12.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0019', 10, '注塑成型', 'L3012-INJ', 90.0, 42.0, 'N');
INSERT INTO rtg_op VALUES ('RT0019', 20, '修边去毛刺', 'L3012-TRM', 5.0, 12.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0020', 10, '注塑成型', 'L3011-INJ', 90.0, 42.0, 'N');
INSERT INTO rtg_op VALUES ('RT0020', 20, '修边去毛刺', 'L3011-TRM', 5.0, 12.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0021', 10, '冲压成型', 'L3021-PRS', 60.0, 15.0, 'N');
INSERT INTO rtg_op VALUES ('RT0021', 20, '机器人焊接', 'L3021-WLD', 20.0, 48.0, 'Y');
INSERT INTO rtg_op VALUES ('RT0022', 10, '冲压成型', 'L3021-PRS', 60.0, 15.0, 'N');
INSERT INTO rtg_op VALUES ('RT0022', 20, '机器人焊接', 'L3021-WLD', 20.0, 48.0, 'Y');

INSERT INTO wo_hdr VALUES ('MO24070001', '返工', '2000301', 'P300', 'L3021', 'BOM00013', 'RT0021', NULL, 50.0, 47.0, 3.0, '2024-07-19', '2024-07-22', '2024-07-21', '2024-07-24', '已关闭', '否', '300041', '2024-07-17');
INSERT INTO wo_hdr VALUES ('MO24070002', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', NULL, 1200.0, 1196.0, 1.0, '2024-07-17', '2024-07-19', '2024-07-17', '2024-07-21', '已关闭', '是', '100039', '2024-07-09');
INSERT INTO wo_hdr VALUES ('MO24070003', '标准生产', '1000101', 'P100', 'L1011', 'BOM00015', 'RT0001', NULL, 500.0, 482.0, 1.0, '2024-07-30', '2024-07-31', '2024-08-01', '2024-08-04', '已关闭', '是', '100039', '2024-07-22');
INSERT INTO wo_hdr VALUES ('MO24070004', '标准生产', '2000204', 'P300', 'L3011', 'BOM00012', 'RT0020', NULL, 10000.0, 9924.0, 68.0, '2024-07-19', '2024-07-24', '2024-07-21', '2024-07-27', '已关闭', '否', '300041', '2024-07-16');
INSERT INTO wo_hdr VALUES ('MO24080001', '标准生产', '1000101', 'P100', 'L1012', 'BOM00015', 'RT0001', 'SO2407002', 500.0, 498.0, 2.0, '2024-08-08', '2024-08-09', '2024-08-08', '2024-08-11', '已关闭', '是', '100039', '2024-08-04');
INSERT INTO wo_hdr VALUES ('MO24080002', '标准生产', '2000202', 'P300', 'L3012', 'BOM00010', 'RT0018', NULL, 2000.0, 1975.0, 16.0, '2024-08-28', '2024-08-29', '2024-08-28', '2024-08-28', '已关闭', '否', '300041', '2024-08-18');
INSERT INTO wo_hdr VALUES ('MO24080003', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 'RT0019', NULL, 2000.0, 1998.0, 1.0, '2024-08-25', '2024-08-26', '2024-08-25', '2024-08-28', '已关闭', '否', '300041', '2024-08-23');
INSERT INTO wo_hdr VALUES ('MO24080004', '标准生产', '2000104', 'P200', 'L2012', 'BOM00005', 'RT0014', NULL, 2000.0, 1988.0, 12.0, '2024-08-28', '2024-08-30', '2024-08-28', '2024-08-30', '已关闭', '否', '200038', '2024-08-22');
INSERT INTO wo_hdr VALUES ('MO24080005', '标准生产', '2000105', 'P200', 'L2011', 'BOM00007', 'RT0015', NULL, 5000.0, 4955.0, 45.0, '2024-08-23', '2024-08-27', '2024-08-24', '2024-08-29', '已关闭', '是', '200038', '2024-08-16');
INSERT INTO wo_hdr VALUES ('MO24080006', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 'RT0021', NULL, 2000.0, 1974.0, 18.0, '2024-08-12', '2024-08-14', '2024-08-13', '2024-08-18', '已关闭', '否', '300041', '2024-08-09');
INSERT INTO wo_hdr VALUES ('MO24080007', '标准生产', '1000102', 'P100', 'L1012', 'BOM00017', 'RT0002', 'SO2408003', 800.0, 794.0, 6.0, '2024-08-13', '2024-08-15', '2024-08-14', '2024-08-17', '已关闭', '是', '100039', '2024-08-06');
INSERT INTO wo_hdr VALUES ('MO24080008', '标准生产', '2000104', 'P200', 'L2012', 'BOM00005', 'RT0014', NULL, 1000.0, 985.0, 15.0, '2024-08-29', '2024-08-30', '2024-08-29', '2024-08-29', '已关闭', '否', '200038', '2024-08-20');
INSERT INTO wo_hdr VALUES ('MO24080009', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 'RT0008', 'SO2408008', 800.0, 779.0, 10.0, '2024-08-17', '2024-08-19', '2024-08-18', '2024-08-20', '已关闭', '否', '300041', '2024-08-07');
INSERT INTO wo_hdr VALUES ('MO24080010', '标准生产', '2000104', 'P200', 'L2012', 'BOM00005', 'RT0014', NULL, 2000.0, 1975.0, 7.0, '2024-08-02', '2024-08-04', '2024-08-02', '2024-08-03', '已关闭', '否', '200038', '2024-07-28');
INSERT INTO wo_hdr VALUES ('MO24080011', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 'RT0017', NULL, 4000.0, 3992.0, 8.0, '2024-08-16', '2024-08-18', '2024-08-18', '2024-08-20', '已关闭', '否', '300041', '2024-08-06');
INSERT INTO wo_hdr VALUES ('MO24080012', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 'RT0005', 'SO2408004', 500.0, 484.0, 7.0, '2024-08-29', '2024-08-30', '2024-08-29', '2024-08-29', '已关闭', '否', '100039', '2024-08-19');
INSERT INTO wo_hdr VALUES ('MO24080013', '试产', '2000105', 'P200', 'L2011', 'BOM00007', 'RT0015', NULL, 4000.0, 3954.0, 46.0, '2024-08-26', '2024-08-29', '2024-08-28', '2024-08-31', '已关闭', '否', '200038', '2024-08-21');
INSERT INTO wo_hdr VALUES ('MO24090001', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 'RT0021', NULL, 4000.0, 3968.0, 32.0, '2024-09-22', '2024-09-26', '2024-09-22', '2024-09-26', '已关闭', '是', '300041', '2024-09-17');
INSERT INTO wo_hdr VALUES ('MO24090002', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 'RT0005', NULL, 3000.0, 2985.0, 15.0, '2024-09-12', '2024-09-17', '2024-09-12', '2024-09-20', '已关闭', '否', '100039', '2024-09-08');
INSERT INTO wo_hdr VALUES ('MO24090003', '标准生产', '1000103', 'P100', 'L1012', 'BOM00019', 'RT0003', NULL, 3000.0, 2961.0, 34.0, '2024-09-06', '2024-09-11', '2024-09-08', '2024-09-16', '已关闭', '否', '100039', '2024-09-04');
INSERT INTO wo_hdr VALUES ('MO24090004', '返工', '1000103', 'P100', 'L1012', 'BOM00019', 'RT0003', NULL, 200.0, 197.0, 3.0, '2024-09-04', '2024-09-07', '2024-09-04', '2024-09-06', '已关闭', '是', '100039', '2024-08-29');
INSERT INTO wo_hdr VALUES ('MO24090005', '标准生产', '1000101', 'P100', 'L1012', 'BOM00015', 'RT0001', NULL, 1200.0, 1196.0, 4.0, '2024-09-26', '2024-09-28', '2024-09-27', '2024-10-02', '已关闭', '否', '100039', '2024-09-24');
INSERT INTO wo_hdr VALUES ('MO24090006', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 'RT0006', 'SO2408005', 1000.0, 995.0, 5.0, '2024-09-28', '2024-09-30', '2024-09-30', '2024-10-04', '已关闭', '否', '100039', '2024-09-21');
INSERT INTO wo_hdr VALUES ('MO24090007', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 'RT0021', NULL, 5000.0, 4936.0, 55.0, '2024-09-03', '2024-09-08', '2024-09-03', '2024-09-08', '已关闭', '否', '300041', '2024-08-24');
INSERT INTO wo_hdr VALUES ('MO24100001', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 'RT0019', NULL, 4000.0, 3978.0, 22.0, '2024-10-10', '2024-10-12', '2024-10-10', '2024-10-12', '已关闭', '否', '300041', '2024-10-06');
INSERT INTO wo_hdr VALUES ('MO24100002', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 'RT0017', NULL, 8000.0, 7980.0, 20.0, '2024-10-01', '2024-10-05', '2024-10-02', '2024-10-06', '已完工', '否', '300041', '2024-09-25');
INSERT INTO wo_hdr VALUES ('MO24100003', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 'RT0006', 'SO2410006', 3000.0, 2967.0, 15.0, '2024-10-31', '2024-11-05', '2024-10-31', '2024-11-08', '已关闭', '否', '100039', '2024-10-21');
INSERT INTO wo_hdr VALUES ('MO24100004', '标准生产', '1000103', 'P100', 'L1012', 'BOM00019', 'RT0003', NULL, 3000.0, 2975.0, 25.0, '2024-10-16', '2024-10-21', '2024-10-16', '2024-10-20', '已完工', '否', '100039', '2024-10-09');
INSERT INTO wo_hdr VALUES ('MO24100005', '标准生产', '2000302', 'P300', 'L3021', 'BOM00014', 'RT0022', NULL, 3000.0, 2971.0, 26.0, '2024-10-18', '2024-10-21', '2024-10-19', '2024-10-24', '已关闭', '否', '300041', '2024-10-11');
INSERT INTO wo_hdr VALUES ('MO24100006', '标准生产', '2000104', 'P200', 'L2012', 'BOM00005', 'RT0014', NULL, 1000.0, 987.0, 13.0, '2024-10-31', '2024-11-01', '2024-10-31', '2024-11-01', '已关闭', '否', '200038', '2024-10-22');
INSERT INTO wo_hdr VALUES ('MO24100007', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', NULL, 500.0, 494.0, 6.0, '2024-10-25', '2024-10-26', '2024-10-25', '2024-10-28', '已关闭', '否', '100039', '2024-10-23');
INSERT INTO wo_hdr VALUES ('MO24110001', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 'RT0017', NULL, 6000.0, 5943.0, 57.0, '2024-11-26', '2024-11-29', '2024-11-26', '2024-11-29', '已关闭', '否', '300041', '2024-11-23');
INSERT INTO wo_hdr VALUES ('MO24110002', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 'RT0008', NULL, 2000.0, 1984.0, 16.0, '2024-11-23', '2024-11-26', '2024-11-24', '2024-11-26', '已完工', '否', '300041', '2024-11-15');
INSERT INTO wo_hdr VALUES ('MO24110003', '标准生产', '2000101', 'P200', 'L2011', 'BOM00002', 'RT0011', NULL, 4000.0, 3956.0, 40.0, '2024-11-11', '2024-11-14', '2024-11-11', '2024-11-14', '已完工', '否', '200038', '2024-11-02');
INSERT INTO wo_hdr VALUES ('MO24110004', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', 'SO2411006', 3000.0, 2975.0, 19.0, '2024-11-21', '2024-11-26', '2024-11-21', '2024-11-27', '已关闭', '否', '100039', '2024-11-11');
INSERT INTO wo_hdr VALUES ('MO24110005', '标准生产', '1000102', 'P100', 'L1012', 'BOM00017', 'RT0002', 'SO2410007', 2000.0, 1983.0, 17.0, '2024-11-15', '2024-11-18', '2024-11-15', '2024-11-18', '已关闭', '否', '100039', '2024-11-11');
INSERT INTO wo_hdr VALUES ('MO24110006', '标准生产', '1000101', 'P100', 'L1011', 'BOM00015', 'RT0001', NULL, 1200.0, 1198.0, 2.0, '2024-11-06', '2024-11-08', '2024-11-08', '2024-11-10', '已关闭', '否', '100039', '2024-10-30');
INSERT INTO wo_hdr VALUES ('MO24110007', '标准生产', '2000106', 'P200', 'L2012', 'BOM00008', 'RT0016', NULL, 5000.0, 4913.0, 70.0, '2024-11-28', '2024-12-02', '2024-11-28', '2024-12-03', '已关闭', '是', '200038', '2024-11-20');
INSERT INTO wo_hdr VALUES ('MO24110008', '标准生产', '2000101', 'P200', 'L2011', 'BOM00002', 'RT0011', NULL, 5000.0, 4954.0, 46.0, '2024-11-22', '2024-11-26', '2024-11-22', '2024-11-26', '已关闭', '否', '200038', '2024-11-14');
INSERT INTO wo_hdr VALUES ('MO24110009', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', 'SO2411006', 800.0, 773.0, 12.0, '2024-11-30', '2024-12-02', '2024-12-02', '2024-12-04', '已关闭', '否', '100039', '2024-11-21');
INSERT INTO wo_hdr VALUES ('MO24110010', '标准生产', '2000101', 'P200', 'L2011', 'BOM00002', 'RT0011', NULL, 1000.0, 1000.0, 0.0, '2024-11-04', '2024-11-05', '2024-11-04', '2024-11-08', '已关闭', '否', '200038', '2024-10-26');
INSERT INTO wo_hdr VALUES ('MO24110011', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 'RT0017', NULL, 4000.0, 3974.0, 26.0, '2024-11-02', '2024-11-04', '2024-11-02', '2024-11-04', '已完工', '否', '300041', '2024-10-30');
INSERT INTO wo_hdr VALUES ('MO24110012', '标准生产', '2000102', 'P200', 'L2011', 'BOM00003', 'RT0012', NULL, 1000.0, 987.0, 13.0, '2024-11-18', '2024-11-19', '2024-11-18', '2024-11-21', '已关闭', '否', '200038', '2024-11-09');
INSERT INTO wo_hdr VALUES ('MO24120001', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 'RT0021', NULL, 2000.0, 1997.0, 3.0, '2024-12-23', '2024-12-25', '2024-12-23', '2024-12-28', '已关闭', '否', '300041', '2024-12-13');
INSERT INTO wo_hdr VALUES ('MO24120002', '标准生产', '2000204', 'P300', 'L3011', 'BOM00012', 'RT0020', NULL, 4000.0, 3951.0, 49.0, '2024-12-17', '2024-12-19', '2024-12-18', '2024-12-20', '已完工', '否', '300041', '2024-12-14');
INSERT INTO wo_hdr VALUES ('MO24120003', '标准生产', '2000202', 'P300', 'L3012', 'BOM00010', 'RT0018', NULL, 8000.0, 7887.0, 113.0, '2024-12-25', '2024-12-29', '2024-12-25', '2025-01-01', '已关闭', '否', '300041', '2024-12-19');
INSERT INTO wo_hdr VALUES ('MO24120004', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 'RT0008', NULL, 2000.0, 1988.0, 12.0, '2024-12-31', '2025-01-03', '2025-01-01', '2025-01-06', '已关闭', '否', '300041', '2024-12-28');
INSERT INTO wo_hdr VALUES ('MO24120005', '标准生产', '2000101', 'P200', 'L2011', 'BOM00002', 'RT0011', NULL, 5000.0, 4994.0, 6.0, '2024-12-26', '2024-12-30', '2024-12-26', '2024-12-30', '已关闭', '否', '200038', '2024-12-21');
INSERT INTO wo_hdr VALUES ('MO24120006', '标准生产', '2000102', 'P200', 'L2011', 'BOM00003', 'RT0012', NULL, 5000.0, 4997.0, 3.0, '2024-12-12', '2024-12-16', '2024-12-14', '2024-12-17', '已关闭', '是', '200038', '2024-12-03');
INSERT INTO wo_hdr VALUES ('MO24120007', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 'RT0008', 'SO2412002', 500.0, 480.0, 2.0, '2024-12-12', '2024-12-13', '2024-12-13', '2024-12-13', '已关闭', '否', '300041', '2024-12-05');
INSERT INTO wo_hdr VALUES ('MO24120008', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 'RT0006', 'SO2411004', 800.0, 797.0, 3.0, '2024-12-22', '2024-12-24', '2024-12-22', '2024-12-27', '已完工', '否', '100039', '2024-12-18');
INSERT INTO wo_hdr VALUES ('MO24120009', '标准生产', '2000106', 'P200', 'L2012', 'BOM00008', 'RT0016', NULL, 2000.0, 1987.0, 13.0, '2024-12-06', '2024-12-08', '2024-12-07', '2024-12-09', '已关闭', '否', '200038', '2024-11-26');
INSERT INTO wo_hdr VALUES ('MO24120010', '标准生产', '2000101', 'P200', 'L2011', 'BOM00002', 'RT0011', NULL, 2000.0, 1984.0, 7.0, '2024-12-20', '2024-12-22', '2024-12-21', '2024-12-26', '已关闭', '否', '200038', '2024-12-12');
INSERT INTO wo_hdr VALUES ('MO24120011', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', 'SO2411006', 3000.0, 2951.0, 33.0, '2024-12-14', '2024-12-19', '2024-12-14', '2024-12-19', '已关闭', '否', '100039', '2024-12-10');
INSERT INTO wo_hdr VALUES ('MO24120012', '试产', '2000204', 'P300', 'L3011', 'BOM00012', 'RT0020', NULL, 10000.0, 9866.0, 114.0, '2024-12-09', '2024-12-14', '2024-12-09', '2024-12-13', '已关闭', '否', '300041', '2024-11-30');
INSERT INTO wo_hdr VALUES ('MO25010001', '标准生产', '2000104', 'P200', 'L2012', 'BOM00006', 'RT0014', NULL, 5000.0, 4985.0, 15.0, '2025-01-01', '2025-01-05', '2025-01-01', '2025-01-07', '已关闭', '否', '200038', '2024-12-29');
INSERT INTO wo_hdr VALUES ('MO25010002', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 'RT0017', NULL, 8000.0, 7937.0, 50.0, '2025-01-14', '2025-01-18', '2025-01-14', '2025-01-21', '已关闭', '是', '300041', '2025-01-07');
INSERT INTO wo_hdr VALUES ('MO25010003', '标准生产', '1000103', 'P100', 'L1012', 'BOM00019', 'RT0003', NULL, 1200.0, 1191.0, 9.0, '2025-01-26', '2025-01-28', '2025-01-27', '2025-01-31', '已完工', '否', '100039', '2025-01-16');
INSERT INTO wo_hdr VALUES ('MO25010004', '标准生产', '2000102', 'P200', 'L2011', 'BOM00003', 'RT0012', NULL, 1000.0, 997.0, 3.0, '2025-01-12', '2025-01-13', '2025-01-14', '2025-01-15', '已关闭', '否', '200038', '2025-01-05');
INSERT INTO wo_hdr VALUES ('MO25010005', '标准生产', '2000106', 'P200', 'L2012', 'BOM00008', 'RT0016', NULL, 2000.0, 1967.0, 29.0, '2025-01-19', '2025-01-21', '2025-01-19', '2025-01-22', '已关闭', '否', '200038', '2025-01-16');
INSERT INTO wo_hdr VALUES ('MO25010006', '标准生产', '2000202', 'P300', 'L3012', 'BOM00010', 'RT0018', NULL, 10000.0, 9928.0, 72.0, '2025-01-17', '2025-01-22', '2025-01-17', '2025-01-24', '已关闭', '否', '300041', '2025-01-09');
INSERT INTO wo_hdr VALUES ('MO25010007', '标准生产', '1000101', 'P100', 'L1011', 'BOM00016', 'RT0001', NULL, 1000.0, 999.0, 1.0, '2025-01-15', '2025-01-17', '2025-01-15', '2025-01-19', '已关闭', '否', '100039', '2025-01-10');
INSERT INTO wo_hdr VALUES ('MO25010008', '标准生产', '2000202', 'P300', 'L3012', 'BOM00010', 'RT0018', NULL, 8000.0, 7919.0, 81.0, '2025-01-19', '2025-01-23', '2025-01-19', '2025-01-26', '已关闭', '否', '300041', '2025-01-12');
INSERT INTO wo_hdr VALUES ('MO25010009', '标准生产', '2000202', 'P300', 'L3012', 'BOM00010', 'RT0018', NULL, 2000.0, 1992.0, 8.0, '2025-01-16', '2025-01-17', '2025-01-17', '2025-01-18', '已关闭', '否', '300041', '2025-01-08');
INSERT INTO wo_hdr VALUES ('MO25010010', '标准生产', '1000102', 'P100', 'L1012', 'BOM00018', 'RT0002', NULL, 2000.0, 1993.0, 7.0, '2025-01-05', '2025-01-08', '2025-01-05', '2025-01-11', '已完工', '否', '100039', '2025-01-02');
INSERT INTO wo_hdr VALUES ('MO25010011', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 'RT0005', NULL, 2000.0, 1980.0, 20.0, '2025-01-27', '2025-01-30', '2025-01-27', '2025-01-29', '已关闭', '否', '100039', '2025-01-17');
INSERT INTO wo_hdr VALUES ('MO25020001', '标准生产', '2000102', 'P200', 'L2011', 'BOM00003', 'RT0012', NULL, 2000.0, 1977.0, 23.0, '2025-02-03', '2025-02-05', '2025-02-03', '2025-02-04', '已关闭', '否', '200038', '2025-01-31');
INSERT INTO wo_hdr VALUES ('MO25020002', '标准生产', '2000302', 'P300', 'L3021', 'BOM00014', 'RT0022', NULL, 2000.0, 1971.0, 29.0, '2025-02-13', '2025-02-15', '2025-02-15', '2025-02-20', '已关闭', '是', '300041', '2025-02-06');
INSERT INTO wo_hdr VALUES ('MO25020003', '返工', '1000101', 'P100', 'L1011', 'BOM00016', 'RT0001', NULL, 200.0, 197.0, 3.0, '2025-02-28', '2025-03-03', '2025-02-28', '2025-03-02', '已关闭', '是', '100039', '2025-02-21');
INSERT INTO wo_hdr VALUES ('MO25020004', '标准生产', '2000302', 'P300', 'L3021', 'BOM00014', 'RT0022', NULL, 2000.0, 1980.0, 8.0, '2025-02-05', '2025-02-07', '2025-02-06', '2025-02-11', '已关闭', '否', '300041', '2025-02-02');
INSERT INTO wo_hdr VALUES ('MO25020005', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 'RT0021', NULL, 4000.0, 3949.0, 51.0, '2025-02-23', '2025-02-27', '2025-02-24', '2025-03-01', '已关闭', '否', '300041', '2025-02-15');
INSERT INTO wo_hdr VALUES ('MO25020006', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', 'SO2501002', 3000.0, 2978.0, 22.0, '2025-02-05', '2025-02-10', '2025-02-05', '2025-02-10', '已完工', '否', '100039', '2025-02-02');
INSERT INTO wo_hdr VALUES ('MO25030001', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 'RT0017', NULL, 10000.0, 9867.0, 133.0, '2025-03-05', '2025-03-10', '2025-03-05', '2025-03-12', '已完工', '否', '300041', '2025-02-24');
INSERT INTO wo_hdr VALUES ('MO25030002', '标准生产', '1000101', 'P100', 'L1011', 'BOM00016', 'RT0001', NULL, 800.0, 800.0, 0.0, '2025-03-05', '2025-03-07', '2025-03-05', '2025-03-07', '已关闭', '否', '100039', '2025-02-28');
INSERT INTO wo_hdr VALUES ('MO25030003', '标准生产', '2000104', 'P200', 'L2012', 'BOM00006', 'RT0014', NULL, 3000.0, 2974.0, 26.0, '2025-03-21', '2025-03-24', '2025-03-21', '2025-03-24', '已关闭', '否', '200038', '2025-03-13');
INSERT INTO wo_hdr VALUES ('MO25030004', '标准生产', '1000101', 'P100', 'L1011', 'BOM00016', 'RT0001', 'SO2502001', 3000.0, 2992.0, 8.0, '2025-03-01', '2025-03-06', '2025-03-02', '2025-03-07', '已关闭', '否', '100039', '2025-02-22');
INSERT INTO wo_hdr VALUES ('MO25030005', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 'RT0019', NULL, 2000.0, 1986.0, 14.0, '2025-03-28', '2025-03-29', '2025-03-29', '2025-03-29', '已完工', '否', '300041', '2025-03-18');
INSERT INTO wo_hdr VALUES ('MO25030006', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', 'SO2503002', 800.0, 771.0, 11.0, '2025-03-12', '2025-03-14', '2025-03-12', '2025-03-17', '已关闭', '是', '100039', '2025-03-04');
INSERT INTO wo_hdr VALUES ('MO25040001', '标准生产', '1000302', 'P100', 'L1022', 'BOM00023', 'RT0007', NULL, 1200.0, 1189.0, 11.0, '2025-04-12', '2025-04-14', '2025-04-14', '2025-04-18', '已关闭', '否', '100039', '2025-04-04');
INSERT INTO wo_hdr VALUES ('MO25040002', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', 'SO2504004', 2000.0, 1984.0, 16.0, '2025-04-11', '2025-04-14', '2025-04-11', '2025-04-14', '已关闭', '否', '100039', '2025-04-06');
INSERT INTO wo_hdr VALUES ('MO25040003', '标准生产', '2000101', 'P200', 'L2011', 'BOM00002', 'RT0011', NULL, 3000.0, 2987.0, 13.0, '2025-04-27', '2025-04-30', '2025-04-27', '2025-05-01', '已关闭', '否', '200038', '2025-04-23');
INSERT INTO wo_hdr VALUES ('MO25040004', '标准生产', '2000202', 'P300', 'L3012', 'BOM00010', 'RT0018', NULL, 2000.0, 2000.0, 0.0, '2025-04-28', '2025-04-29', '2025-04-28', '2025-04-29', '已关闭', '否', '300041', '2025-04-19');
INSERT INTO wo_hdr VALUES ('MO25040005', '标准生产', '1000101', 'P100', 'L1011', 'BOM00016', 'RT0001', 'SO2503003', 2000.0, 1953.0, 29.0, '2025-04-24', '2025-04-27', '2025-04-24', '2025-04-27', '已关闭', '否', '100039', '2025-04-21');
INSERT INTO wo_hdr VALUES ('MO25040006', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 'RT0008', 'SO2412002', 1200.0, 1189.0, 11.0, '2025-04-01', '2025-04-03', '2025-04-01', '2025-04-05', '已关闭', '否', '300041', '2025-03-24');
INSERT INTO wo_hdr VALUES ('MO25050001', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 'RT0008', 'SO2505013', 800.0, 792.0, 8.0, '2025-05-22', '2025-05-24', '2025-05-22', '2025-05-23', '已完工', '否', '300041', '2025-05-14');
INSERT INTO wo_hdr VALUES ('MO25050002', '标准生产', '2000104', 'P200', 'L2012', 'BOM00006', 'RT0014', NULL, 3000.0, 2957.0, 43.0, '2025-05-20', '2025-05-23', '2025-05-21', '2025-05-25', '已完工', '否', '200038', '2025-05-11');
INSERT INTO wo_hdr VALUES ('MO25050003', '标准生产', '2000105', 'P200', 'L2011', 'BOM00007', 'RT0015', NULL, 2000.0, 1973.0, 27.0, '2025-05-18', '2025-05-20', '2025-05-18', '2025-05-20', '已完工', '否', '200038', '2025-05-08');
INSERT INTO wo_hdr VALUES ('MO25050004', '标准生产', '2000105', 'P200', 'L2011', 'BOM00007', 'RT0015', NULL, 4000.0, 1996.0, 6.0, '2025-05-29', '2025-06-01', '2025-05-29', NULL, '生产中', '否', '200038', '2025-05-24');
INSERT INTO wo_hdr VALUES ('MO25050005', '标准生产', '2000204', 'P300', 'L3011', 'BOM00012', 'RT0020', NULL, 8000.0, 3415.0, 8.0, '2025-05-21', '2025-05-25', '2025-05-21', NULL, '生产中', '否', '300041', '2025-05-14');
INSERT INTO wo_hdr VALUES ('MO25050006', '标准生产', '2000102', 'P200', 'L2011', 'BOM00003', 'RT0012', NULL, 2000.0, 1976.0, 24.0, '2025-05-09', '2025-05-11', '2025-05-11', '2025-05-16', '已关闭', '否', '200038', '2025-05-07');
INSERT INTO wo_hdr VALUES ('MO25050007', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 'RT0006', 'SO2505009', 500.0, 493.0, 0.0, '2025-05-28', '2025-05-29', '2025-05-28', '2025-05-30', '已完工', '是', '100039', '2025-05-19');
INSERT INTO wo_hdr VALUES ('MO25050008', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 'RT0005', NULL, 800.0, 788.0, 12.0, '2025-05-23', '2025-05-25', '2025-05-24', '2025-05-29', '已完工', '否', '100039', '2025-05-15');
INSERT INTO wo_hdr VALUES ('MO25050009', '标准生产', '1000302', 'P100', 'L1022', 'BOM00023', 'RT0007', NULL, 2000.0, 1993.0, 7.0, '2025-05-07', '2025-05-10', '2025-05-07', '2025-05-10', '已关闭', '是', '100039', '2025-04-30');
INSERT INTO wo_hdr VALUES ('MO25060001', '返工', '2000102', 'P200', 'L2011', 'BOM00003', 'RT0012', NULL, 120.0, 117.0, 3.0, '2025-06-20', '2025-06-24', '2025-06-20', '2025-06-23', '已完工', '否', '200038', '2025-06-15');
INSERT INTO wo_hdr VALUES ('MO25060002', '标准生产', '2000103', 'P200', 'L2012', 'BOM00004', 'RT0013', NULL, 5000.0, 3501.0, 2.0, '2025-06-24', '2025-06-28', '2025-06-25', NULL, '生产中', '否', '200038', '2025-06-15');
INSERT INTO wo_hdr VALUES ('MO25060003', '标准生产', '1000103', 'P100', 'L1012', 'BOM00019', 'RT0003', 'SO2506004', 1500.0, 1490.0, 10.0, '2025-06-13', '2025-06-16', '2025-06-13', '2025-06-16', '已完工', '否', '100039', '2025-06-08');
INSERT INTO wo_hdr VALUES ('MO25060004', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 'RT0019', NULL, 4000.0, 3984.0, 0.0, '2025-06-06', '2025-06-08', '2025-06-08', '2025-06-10', '已完工', '否', '300041', '2025-06-02');
INSERT INTO wo_hdr VALUES ('MO25060005', '标准生产', '1000101', 'P100', 'L1011', 'BOM00016', 'RT0001', 'SO2506007', 2000.0, 1986.0, 7.0, '2025-06-17', '2025-06-20', '2025-06-18', '2025-06-21', '已完工', '否', '100039', '2025-06-08');
INSERT INTO wo_hdr VALUES ('MO25060006', '标准生产', '2000103', 'P200', 'L2012', 'BOM00004', 'RT0013', NULL, 4000.0, 0.0, 0.0, '2025-06-30', '2025-07-03', NULL, NULL, '已下达', '否', '200038', '2025-06-21');
INSERT INTO wo_hdr VALUES ('MO25060007', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 'RT0021', NULL, 4000.0, 3988.0, 12.0, '2025-06-08', '2025-06-12', '2025-06-10', '2025-06-14', '已完工', '否', '300041', '2025-06-06');
INSERT INTO wo_hdr VALUES ('MO25060008', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', 'SO2506010', 3000.0, 2979.0, 21.0, '2025-06-10', '2025-06-15', '2025-06-10', '2025-06-15', '已完工', '否', '100039', '2025-06-05');
INSERT INTO wo_hdr VALUES ('MO25060009', '标准生产', '2000202', 'P300', 'L3012', 'BOM00010', 'RT0018', NULL, 10000.0, 5552.0, 7.0, '2025-06-27', '2025-07-02', '2025-06-27', NULL, '生产中', '否', '300041', '2025-06-17');
INSERT INTO wo_hdr VALUES ('MO25060010', '标准生产', '1000101', 'P100', 'L1011', 'BOM00016', 'RT0001', 'SO2506007', 1000.0, 562.0, 4.0, '2025-06-28', '2025-06-30', '2025-06-28', NULL, '生产中', '否', '100039', '2025-06-21');
INSERT INTO wo_hdr VALUES ('MO25060011', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 'RT0019', NULL, 4000.0, 957.0, 12.0, '2025-06-25', '2025-06-27', '2025-06-27', NULL, '生产中', '否', '300041', '2025-06-19');
INSERT INTO wo_hdr VALUES ('MO25060012', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 'RT0006', NULL, 500.0, 190.0, 6.0, '2025-06-15', '2025-06-16', '2025-06-15', NULL, '生产中', '否', '100039', '2025-06-09');
INSERT INTO wo_hdr VALUES ('MO25060013', '标准生产', '1000102', 'P100', 'L1011', 'BOM00018', 'RT0002', 'SO2505001', 3000.0, 2989.0, 11.0, '2025-06-09', '2025-06-14', '2025-06-09', '2025-06-17', '已完工', '是', '100039', '2025-06-05');
INSERT INTO wo_hdr VALUES ('MO25060014', '标准生产', '2000302', 'P300', 'L3021', 'BOM00014', 'RT0022', NULL, 5000.0, 3422.0, 7.0, '2025-06-04', '2025-06-09', '2025-06-04', NULL, '生产中', '是', '300041', '2025-05-28');
INSERT INTO wo_hdr VALUES ('MO25060015', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 'RT0006', 'SO2506001', 1200.0, 1192.0, 8.0, '2025-06-08', '2025-06-10', '2025-06-08', '2025-06-12', '已完工', '否', '100039', '2025-06-04');
INSERT INTO wo_hdr VALUES ('MO25060016', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 'RT0006', 'SO2506001', 1200.0, 1199.0, 1.0, '2025-06-09', '2025-06-11', '2025-06-09', '2025-06-11', '已完工', '否', '100039', '2025-06-06');
INSERT INTO wo_hdr VALUES ('MO25060017', '试产', '1000202', 'P100', 'L1021', 'BOM00021', 'RT0005', 'SO2505005', 3000.0, 2955.0, 45.0, '2025-06-23', '2025-06-28', '2025-06-24', '2025-06-29', '已完工', '否', '100039', '2025-06-18');
INSERT INTO wo_hdr VALUES ('MO25060018', '标准生产', '1000101', 'P100', 'L1011', 'BOM00016', 'RT0001', NULL, 1200.0, 882.0, 1.0, '2025-06-29', '2025-07-01', '2025-06-30', NULL, '生产中', '否', '100039', '2025-06-20');
INSERT INTO wo_hdr VALUES ('MO25060019', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 'RT0004', 'SO2506010', 1000.0, 987.0, 13.0, '2025-06-13', '2025-06-15', '2025-06-13', '2025-06-17', '已完工', '否', '100039', '2025-06-03');
INSERT INTO wo_hdr VALUES ('MO25070001', '试产', '2000203', 'P300', 'L3012', 'BOM00011', 'RT0019', NULL, 4000.0, 0.0, 0.0, '2025-07-02', '2025-07-04', NULL, NULL, '已下达', '否', '300041', '2025-06-24');
INSERT INTO wo_hdr VALUES ('MO25070002', '标准生产', '1000302', 'P100', 'L1022', 'BOM00023', 'RT0007', 'SO2506007', 3000.0, 0.0, 0.0, '2025-07-03', '2025-07-08', NULL, NULL, '已创建', '否', '100039', '2025-06-25');
INSERT INTO wo_hdr VALUES ('MO25070003', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 'RT0021', NULL, 4000.0, 0.0, 0.0, '2025-07-06', '2025-07-10', NULL, NULL, '已下达', '否', '300041', '2025-07-01');
INSERT INTO wo_hdr VALUES ('MO25070004', '标准生产', '2000102', 'P200', 'L2011', 'BOM00003', 'RT0012', NULL, 2000.0, 0.0, 0.0, '2025-07-01', '2025-07-03', NULL, NULL, '已创建', '否', '200038', '2025-06-29');
INSERT INTO wo_hdr VALUES ('MO25070005', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 'RT0005', 'SO2505005', 500.0, 0.0, 0.0, '2025-07-03', '2025-07-04', NULL, NULL, '已下达', '否', '100039', '2025-06-29');
INSERT INTO wo_hdr VALUES ('MO25070006', '标准生产', '2000101', 'P200', 'L2011', 'BOM00002', 'RT0011', NULL, 4000.0, 0.0, 0.0, '2025-07-08', '2025-07-11', NULL, NULL, '已下达', '否', '200038', '2025-07-03');

INSERT INTO wo_hist VALUES ('MO22070001', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 500.0, 491.0, 9.0, '2022-07-02', '2022-07-03', '2022-07-04', '已关闭', '2022-07-05', '2024-01-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO22080001', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 6000.0, 5886.0, 114.0, '2022-08-22', '2022-08-22', '2022-08-27', '已关闭', '2022-08-30', '2023-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO22080002', '标准生产', '1000302', 'P100', 'L1022', 'BOM00023', 3000.0, 2979.0, 21.0, '2022-08-27', '2022-08-27', '2022-09-01', '已关闭', '2022-09-02', '2024-01-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO22080003', '标准生产', '1000402', 'P300', 'L3031', 'BOM00025', 2000.0, 1973.0, 27.0, '2022-08-28', '2022-08-29', '2022-09-02', '已关闭', '2022-09-06', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO22090001', '标准生产', '2000102', 'P200', 'L2011', 'BOM00003', 1000.0, 980.0, 20.0, '2022-09-05', '2022-09-05', '2022-09-10', '已关闭', '2022-09-13', '2024-01-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO22090002', '标准生产', '1000102', 'P100', 'L1012', 'BOM00017', 500.0, 492.0, 8.0, '2022-09-02', '2022-09-03', '2022-09-08', '已关闭', '2022-09-17', '2024-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO22090003', '返工', '1000202', 'P100', 'L1021', 'BOM00021', 1500.0, 1499.0, 1.0, '2022-09-13', '2022-09-13', '2022-09-18', '已关闭', '2022-09-26', '2023-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO22090004', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 3000.0, 2979.0, 21.0, '2022-09-09', '2022-09-09', '2022-09-14', '已关闭', '2022-09-25', '2024-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO22090005', '标准生产', '2000204', 'P300', 'L3011', 'BOM00012', 6000.0, 5903.0, 97.0, '2022-09-18', '2022-09-18', '2022-09-20', '已关闭', '2022-09-22', '2023-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO22090006', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 6000.0, 5974.0, 26.0, '2022-09-06', '2022-09-06', '2022-09-10', '已关闭', '2022-09-18', '2023-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO22100001', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 3000.0, 2960.0, 40.0, '2022-10-10', '2022-10-10', '2022-10-19', '已关闭', '2022-10-25', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO22100002', '试产', '2000101', 'P200', 'L2011', 'BOM00001', 2000.0, 1973.0, 27.0, '2022-10-20', '2022-10-20', '2022-10-21', '已关闭', '2022-10-27', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO22110001', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 6000.0, 5887.0, 113.0, '2022-11-22', '2022-11-23', '2022-11-25', '已关闭', '2022-12-06', '2024-01-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO22110002', '标准生产', '1000501', 'P300', 'L3032', 'BOM00026', 1500.0, 1477.0, 23.0, '2022-11-11', '2022-11-12', '2022-11-16', '已关闭', '2022-11-27', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO22110003', '标准生产', '2000302', 'P300', 'L3021', 'BOM00014', 2000.0, 1976.0, 24.0, '2022-11-26', '2022-11-26', '2022-11-30', '已关闭', '2022-12-08', '2024-01-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO22110004', '标准生产', '2000204', 'P300', 'L3011', 'BOM00012', 4000.0, 3941.0, 59.0, '2022-11-27', '2022-11-27', '2022-11-30', '已关闭', '2022-12-06', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO22120001', '标准生产', '1000302', 'P100', 'L1022', 'BOM00023', 2000.0, 1967.0, 33.0, '2022-12-01', '2022-12-01', '2022-12-05', '已关闭', '2022-12-13', '2023-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23010001', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 800.0, 794.0, 6.0, '2023-01-29', '2023-01-29', '2023-01-30', '已关闭', '2023-02-04', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23010002', '试产', '1000101', 'P100', 'L1011', 'BOM00015', 1000.0, 997.0, 3.0, '2023-01-25', '2023-01-26', '2023-02-01', '已关闭', '2023-02-09', '2023-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23010003', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 2000.0, 1987.0, 13.0, '2023-01-13', '2023-01-13', '2023-01-16', '已关闭', '2023-01-27', '2023-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23020001', '标准生产', '1000402', 'P300', 'L3031', 'BOM00025', 1200.0, 1197.0, 3.0, '2023-02-07', '2023-02-07', '2023-02-08', '已关闭', '2023-02-18', '2024-01-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23020002', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 6000.0, 5930.0, 70.0, '2023-02-26', '2023-02-27', '2023-03-02', '已关闭', '2023-03-03', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23020003', '标准生产', '1000402', 'P300', 'L3031', 'BOM00025', 1000.0, 985.0, 15.0, '2023-02-12', '2023-02-12', '2023-02-16', '已关闭', '2023-02-22', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23030001', '标准生产', '1000501', 'P300', 'L3032', 'BOM00026', 1500.0, 1490.0, 10.0, '2023-03-26', '2023-03-26', '2023-03-30', '已关闭', '2023-04-08', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23030002', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 2000.0, 1973.0, 27.0, '2023-03-17', '2023-03-18', '2023-03-25', '已关闭', '2023-03-30', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23030003', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 2000.0, 1994.0, 6.0, '2023-03-18', '2023-03-19', '2023-03-20', '已关闭', '2023-03-23', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23030004', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 1000.0, 987.0, 13.0, '2023-03-19', '2023-03-19', '2023-03-21', '已关闭', '2023-03-26', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23040001', '标准生产', '2000101', 'P200', 'L2013', 'BOM00001', 2000.0, 1965.0, 35.0, '2023-04-05', '2023-04-05', '2023-04-07', '已关闭', '2023-04-13', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23040002', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 10000.0, 9938.0, 62.0, '2023-04-09', '2023-04-09', '2023-04-14', '已关闭', '2023-04-21', '2023-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23040003', '标准生产', '1000501', 'P300', 'L3032', 'BOM00026', 1200.0, 1187.0, 13.0, '2023-04-20', '2023-04-20', '2023-04-22', '已关闭', '2023-04-29', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23050001', '试产', '1000103', 'P100', 'L1012', 'BOM00019', 2000.0, 1998.0, 2.0, '2023-05-09', '2023-05-10', '2023-05-17', '已关闭', '2023-05-19', '2023-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23050002', '试产', '1000301', 'P100', 'L1022', 'BOM00022', 3000.0, 2943.0, 57.0, '2023-05-13', '2023-05-13', '2023-05-17', '已关闭', '2023-05-28', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23050003', '标准生产', '2000101', 'P200', 'L2011', 'BOM00001', 1000.0, 990.0, 10.0, '2023-05-01', '2023-05-01', '2023-05-02', '已关闭', '2023-05-04', '2023-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23050004', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 10000.0, 9873.0, 127.0, '2023-05-12', '2023-05-13', '2023-05-18', '已关闭', '2023-05-20', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23050005', '标准生产', '2000105', 'P200', 'L2013', 'BOM00007', 2000.0, 1970.0, 30.0, '2023-05-20', '2023-05-20', '2023-05-23', '已关闭', '2023-05-31', '2023-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23060001', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 1200.0, 1190.0, 10.0, '2023-06-27', '2023-06-27', '2023-06-28', '已关闭', '2023-07-05', '2024-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23060002', '标准生产', '1000301', 'P100', 'L1022', 'BOM00022', 1500.0, 1472.0, 28.0, '2023-06-08', '2023-06-08', '2023-06-13', '已关闭', '2023-06-14', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23070001', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 6000.0, 5896.0, 104.0, '2023-07-14', '2023-07-15', '2023-07-19', '已关闭', '2023-07-22', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23070002', '标准生产', '1000102', 'P100', 'L1011', 'BOM00017', 2000.0, 1995.0, 5.0, '2023-07-10', '2023-07-11', '2023-07-16', '已关闭', '2023-07-26', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23070003', '标准生产', '1000401', 'P300', 'L3031', 'BOM00024', 2000.0, 1980.0, 20.0, '2023-07-19', '2023-07-19', '2023-07-21', '已关闭', '2023-07-27', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23070004', '试产', '2000203', 'P300', 'L3012', 'BOM00011', 4000.0, 3927.0, 73.0, '2023-07-04', '2023-07-04', '2023-07-08', '已关闭', '2023-07-14', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23080001', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 500.0, 492.0, 8.0, '2023-08-31', '2023-08-31', '2023-09-01', '已关闭', '2023-09-03', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23090001', '试产', '1000102', 'P100', 'L1012', 'BOM00017', 800.0, 790.0, 10.0, '2023-09-11', '2023-09-11', '2023-09-13', '已关闭', '2023-09-18', '2024-01-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23090002', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 3000.0, 2971.0, 29.0, '2023-09-29', '2023-09-29', '2023-10-08', '已关闭', '2023-10-12', '2024-01-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23090003', '标准生产', '2000105', 'P200', 'L2011', 'BOM00007', 2000.0, 1972.0, 28.0, '2023-09-21', '2023-09-21', '2023-09-22', '已关闭', '2023-10-01', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23090004', '标准生产', '2000204', 'P300', 'L3011', 'BOM00012', 8000.0, 7976.0, 24.0, '2023-09-08', '2023-09-08', '2023-09-13', '已关闭', '2023-09-16', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23090005', '标准生产', '2000302', 'P300', 'L3021', 'BOM00014', 1000.0, 989.0, 11.0, '2023-09-28', '2023-09-29', '2023-10-04', '已关闭', '2023-10-10', '2024-01-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23100001', '标准生产', '1000302', 'P100', 'L1022', 'BOM00023', 1200.0, 1192.0, 8.0, '2023-10-24', '2023-10-24', '2023-10-26', '已关闭', '2023-11-06', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23100002', '标准生产', '2000101', 'P200', 'L2011', 'BOM00001', 2000.0, 2000.0, 0.0, '2023-10-27', '2023-10-27', '2023-10-29', '已关闭', '2023-11-03', '2024-01-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23110001', '试产', '1000201', 'P100', 'L1021', 'BOM00020', 2000.0, 1991.0, 9.0, '2023-11-24', '2023-11-24', '2023-11-29', '已关闭', '2023-12-07', '2024-01-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23110002', '标准生产', '1000101', 'P100', 'L1011', 'BOM00015', 1200.0, 1196.0, 4.0, '2023-11-20', '2023-11-20', '2023-11-24', '已关闭', '2023-12-06', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23110003', '标准生产', '1000103', 'P100', 'L1012', 'BOM00019', 1200.0, 1176.0, 24.0, '2023-11-15', '2023-11-16', '2023-11-22', '已关闭', '2023-11-29', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23120001', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 5000.0, 4937.0, 63.0, '2023-12-15', '2023-12-16', '2023-12-21', '已关闭', '2023-12-31', '2024-01-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23120002', '标准生产', '1000402', 'P300', 'L3031', 'BOM00025', 1000.0, 980.0, 20.0, '2023-12-12', '2023-12-12', '2023-12-14', '已关闭', '2023-12-16', '2024-01-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO23120003', '返工', '2000104', 'P200', 'L2013', 'BOM00005', 2000.0, 1986.0, 14.0, '2023-12-19', '2023-12-20', '2023-12-22', '已关闭', '2023-12-30', '2024-01-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO23120004', '标准生产', '1000402', 'P300', 'L3031', 'BOM00025', 800.0, 790.0, 10.0, '2023-12-01', '2023-12-01', '2023-12-05', '已关闭', '2023-12-11', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO23120005', '标准生产', '1000103', 'P100', 'L1012', 'BOM00019', 3000.0, 2950.0, 50.0, '2023-12-26', '2023-12-27', '2024-01-01', '已关闭', '2024-01-12', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24010001', '标准生产', '2000202', 'P300', 'L3012', 'BOM00010', 2000.0, 1978.0, 22.0, '2024-01-17', '2024-01-17', '2024-01-18', '已关闭', '2024-01-19', '2024-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO24010002', '标准生产', '1000402', 'P300', 'L3031', 'BOM00025', 800.0, 787.0, 13.0, '2024-01-02', '2024-01-02', '2024-01-03', '已关闭', '2024-01-04', '2024-01-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24010003', '标准生产', '1000102', 'P100', 'L1012', 'BOM00017', 500.0, 493.0, 7.0, '2024-01-22', '2024-01-22', '2024-01-27', '已关闭', '2024-02-06', '2024-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO24010004', '标准生产', '2000103', 'P200', 'L2012', 'BOM00004', 4000.0, 3997.0, 3.0, '2024-01-17', '2024-01-18', '2024-01-21', '已关闭', '2024-02-01', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24010005', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 8000.0, 7853.0, 147.0, '2024-01-27', '2024-01-28', '2024-02-02', '已关闭', '2024-02-11', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24020001', '标准生产', '1000501', 'P300', 'L3032', 'BOM00026', 500.0, 491.0, 9.0, '2024-02-05', '2024-02-05', '2024-02-05', '已关闭', '2024-02-15', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24020002', '标准生产', '2000204', 'P300', 'L3011', 'BOM00012', 2000.0, 1966.0, 34.0, '2024-02-25', '2024-02-26', '2024-03-02', '已关闭', '2024-03-12', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO24020003', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 4000.0, 3943.0, 57.0, '2024-02-03', '2024-02-03', '2024-02-04', '已关闭', '2024-02-09', '2024-07-15', '郑怡怡');
INSERT INTO wo_hist VALUES ('MO24030001', '标准生产', '2000201', 'P300', 'L3011', 'BOM00009', 4000.0, 3930.0, 70.0, '2024-03-31', '2024-03-31', '2024-04-03', '已关闭', '2024-04-07', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24030002', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 10000.0, 9894.0, 106.0, '2024-03-26', '2024-03-27', '2024-04-02', '已关闭', '2024-04-08', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24030003', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 2000.0, 1999.0, 1.0, '2024-03-16', '2024-03-17', '2024-03-21', '已关闭', '2024-03-22', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO24030004', '试产', '1000101', 'P100', 'L1011', 'BOM00015', 500.0, 491.0, 9.0, '2024-03-14', '2024-03-14', '2024-03-14', '已关闭', '2024-03-17', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO24040001', '标准生产', '2000203', 'P300', 'L3012', 'BOM00011', 2000.0, 1967.0, 33.0, '2024-04-28', '2024-04-28', '2024-04-28', '已关闭', '2024-05-05', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO24040002', '标准生产', '2000103', 'P200', 'L2012', 'BOM00004', 1000.0, 985.0, 15.0, '2024-04-03', '2024-04-03', '2024-04-05', '已关闭', '2024-04-17', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24040003', '标准生产', '1000201', 'P100', 'L1021', 'BOM00020', 1000.0, 995.0, 5.0, '2024-04-06', '2024-04-06', '2024-04-09', '已关闭', '2024-04-13', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24050001', '标准生产', '2000104', 'P200', 'L2013', 'BOM00005', 3000.0, 2965.0, 35.0, '2024-05-20', '2024-05-20', '2024-05-25', '已关闭', '2024-06-05', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO24050002', '标准生产', '1000202', 'P100', 'L1021', 'BOM00021', 3000.0, 2943.0, 57.0, '2024-05-15', '2024-05-15', '2024-05-24', '已关闭', '2024-06-05', '2024-07-15', '刘永刚');
INSERT INTO wo_hist VALUES ('MO24050003', '标准生产', '2000301', 'P300', 'L3021', 'BOM00013', 3000.0, 2966.0, 34.0, '2024-05-13', '2024-05-13', '2024-05-17', '已关闭', '2024-05-19', '2024-07-15', '刘晶颖');
INSERT INTO wo_hist VALUES ('MO24050004', '标准生产', '1000302', 'P100', 'L1022', 'BOM00023', 500.0, 496.0, 4.0, '2024-05-20', '2024-05-20', '2024-05-22', '已关闭', '2024-05-30', '2024-07-15', '郑怡怡');

INSERT INTO wo_op_rpt VALUES (1, 'MO25040001', 10, 'L1022-ASM', '100015', 'S1', '总装二甲班', '2025-04-14', 1201.0, 2.0, 40.4, 0.0);
INSERT INTO wo_op_rpt VALUES (2, 'MO25040001', 20, 'L1022-TST', '100020', 'S2', '总装二乙班', '2025-04-15', 1191.0, 5.0, 15.1, 15.1);
INSERT INTO wo_op_rpt VALUES (3, 'MO25040001', 30, 'L1031-PKG', '100026', 'S3', '包装乙班', '2025-04-16', 1189.0, 2.0, 10.1, 0.0);
INSERT INTO wo_op_rpt VALUES (4, 'MO25040002', 10, 'L1021-ASM', '100011', 'S1', '总装二甲班', '2025-04-11', 1984.0, 3.0, 66.5, 0.0);
INSERT INTO wo_op_rpt VALUES (5, 'MO25040002', 20, 'L1021-TST', '100018', 'S2', '总装二乙班', '2025-04-12', 1989.0, 16.0, 25.0, 25.0);
INSERT INTO wo_op_rpt VALUES (6, 'MO25040002', 30, 'L1031-PKG', '100025', 'S3', '包装乙班', '2025-04-13', 1984.0, 2.0, 16.7, 0.0);
INSERT INTO wo_op_rpt VALUES (7, 'MO25040003', 10, 'L2011-PRT', '200009', 'L2', 'SMT乙班', '2025-04-27', 2993.0, 10.0, 1.6, 5.5);
INSERT INTO wo_op_rpt VALUES (8, 'MO25040003', 20, 'L2011-MNT', '200002', 'L1', 'SMT甲班', '2025-04-28', 2997.0, 3.0, 5.7, 19.1);
INSERT INTO wo_op_rpt VALUES (9, 'MO25040003', 30, 'L2011-RFL', '200010', 'L2', 'SMT乙班', '2025-04-29', 2988.0, 23.0, 2.1, 7.0);
INSERT INTO wo_op_rpt VALUES (10, 'MO25040003', 40, 'L2011-AOI', '200003', 'L1', 'SMT甲班', '2025-04-30', 3000.0, 43.0, 1.8, 6.0);
INSERT INTO wo_op_rpt VALUES (11, 'MO25040003', 50, 'L2031-FCT', '200027', 'S3', '测试乙班', '2025-04-30', 2987.0, 19.0, 29.3, 29.3);
INSERT INTO wo_op_rpt VALUES (12, 'MO25040004', 10, 'L3012-INJ', '300001', 'L1', '注塑甲班', '2025-04-28', 2012.0, 15.0, 7.5, 25.0);
INSERT INTO wo_op_rpt VALUES (13, 'MO25040004', 20, 'L3012-TRM', '300004', 'L1', '注塑甲班', '2025-04-29', 2000.0, 4.0, 6.8, 0.0);
INSERT INTO wo_op_rpt VALUES (14, 'MO25040005', 10, 'L1011-ASM', '100003', 'S1', '总装一甲班', '2025-04-24', 1959.0, 12.0, 98.3, 0.0);
INSERT INTO wo_op_rpt VALUES (15, 'MO25040005', 20, 'L1011-TST', '100010', 'S2', '总装一乙班', '2025-04-25', 1959.0, 12.0, 24.7, 24.7);
INSERT INTO wo_op_rpt VALUES (16, 'MO25040005', 30, 'L1031-PKG', '100027', 'S3', '包装乙班', '2025-04-26', 1953.0, 13.0, 16.4, 0.0);
INSERT INTO wo_op_rpt VALUES (17, 'MO25040006', 10, 'L3031-ASM', '300022', 'S1', '总装三甲班', '2025-04-01', 1200.0, 2.0, 40.3, 0.0);
INSERT INTO wo_op_rpt VALUES (18, 'MO25040006', 20, 'L3031-TST', '300028', 'S2', '总装三乙班', '2025-04-02', 1194.0, 4.0, 15.1, 15.1);
INSERT INTO wo_op_rpt VALUES (19, 'MO25040006', 30, 'L3031-PKG', '300023', 'S1', '总装三甲班', '2025-04-03', 1189.0, 6.0, 10.1, 0.0);
INSERT INTO wo_op_rpt VALUES (20, 'MO25050001', 10, 'L3031-ASM', '300026', 'S2', '总装三乙班', '2025-05-22', 792.0, 4.0, 26.7, 0.0);
INSERT INTO wo_op_rpt VALUES (21, 'MO25050001', 20, 'L3031-TST', '300026', 'S2', '总装三乙班', '2025-05-23', 801.0, 3.0, 10.2, 10.2);
INSERT INTO wo_op_rpt VALUES (22, 'MO25050001', 30, 'L3031-PKG', '300022', 'S1', '总装三甲班', '2025-05-24', 792.0, 1.0, 6.8, 0.0);
INSERT INTO wo_op_rpt VALUES (23, 'MO25050002', 10, 'L2012-PRT', '200001', 'L1', 'SMT甲班', '2025-05-21', 2960.0, 4.0, 1.6, 5.4);
INSERT INTO wo_op_rpt VALUES (24, 'MO25050002', 20, 'L2012-MNT', '200003', 'L1', 'SMT甲班', '2025-05-22', 2969.0, 1.0, 5.7, 18.9);
INSERT INTO wo_op_rpt VALUES (25, 'MO25050002', 30, 'L2012-RFL', '200005', 'L1', 'SMT甲班', '2025-05-23', 2961.0, 13.0, 2.1, 6.9);
INSERT INTO wo_op_rpt VALUES (26, 'MO25050002', 40, 'L2012-AOI', '200005', 'L1', 'SMT甲班', '2025-05-24', 2964.0, 21.0, 1.8, 5.9);
INSERT INTO wo_op_rpt VALUES (27, 'MO25050002', 50, 'L2031-FCT', '200024', 'D1', '测试甲班', '2025-05-24', 2957.0, 13.0, 29.0, 29.0);
INSERT INTO wo_op_rpt VALUES (28, 'MO25050003', 10, 'L2011-PRT', '200001', 'L1', 'SMT甲班', '2025-05-18', 1978.0, 7.0, 1.1, 3.8);
INSERT INTO wo_op_rpt VALUES (29, 'MO25050003', 20, 'L2011-MNT', '200003', 'L1', 'SMT甲班', '2025-05-19', 1983.0, 12.0, 3.9, 12.9);
INSERT INTO wo_op_rpt VALUES (30, 'MO25050003', 30, 'L2011-RFL', '200001', 'L1', 'SMT甲班', '2025-05-20', 1980.0, 0.0, 1.4, 4.7);
INSERT INTO wo_op_rpt VALUES (31, 'MO25050003', 40, 'L2011-AOI', '200004', 'L1', 'SMT甲班', '2025-05-20', 1986.0, 14.0, 1.2, 4.0);
INSERT INTO wo_op_rpt VALUES (32, 'MO25050003', 50, 'L2031-FCT', '200027', 'S3', '测试乙班', '2025-05-20', 1973.0, 13.0, 19.4, 19.4);
INSERT INTO wo_op_rpt VALUES (33, 'MO25050004', 10, 'L2011-PRT', '200007', 'L2', 'SMT乙班', '2025-05-29', 2227.0, 19.0, 1.3, 4.2);
INSERT INTO wo_op_rpt VALUES (34, 'MO25050004', 20, 'L2011-MNT', '200009', 'L2', 'SMT乙班', '2025-05-30', 2169.0, 9.0, 4.2, 14.0);
INSERT INTO wo_op_rpt VALUES (35, 'MO25050004', 30, 'L2011-RFL', '200006', 'L2', 'SMT乙班', '2025-05-31', 2166.0, 17.0, 1.5, 5.1);
INSERT INTO wo_op_rpt VALUES (36, 'MO25050004', 40, 'L2011-AOI', '200010', 'L2', 'SMT乙班', '2025-06-01', 2506.0, 29.0, 1.5, 5.0);
INSERT INTO wo_op_rpt VALUES (37, 'MO25050005', 10, 'L3011-INJ', '300001', 'L1', '注塑甲班', '2025-05-21', 3422.0, 34.0, 12.4, 41.4);
INSERT INTO wo_op_rpt VALUES (38, 'MO25050006', 10, 'L2011-PRT', '200003', 'L1', 'SMT甲班', '2025-05-11', 1980.0, 7.0, 1.1, 3.8);
INSERT INTO wo_op_rpt VALUES (39, 'MO25050006', 20, 'L2011-MNT', '200008', 'L2', 'SMT乙班', '2025-05-12', 1983.0, 5.0, 3.9, 12.9);
INSERT INTO wo_op_rpt VALUES (40, 'MO25050006', 30, 'L2011-RFL', '200001', 'L1', 'SMT甲班', '2025-05-13', 1982.0, 15.0, 1.4, 4.7);
INSERT INTO wo_op_rpt VALUES (41, 'MO25050006', 40, 'L2011-AOI', '200001', 'L1', 'SMT甲班', '2025-05-13', 1979.0, 11.0, 1.2, 4.0);
INSERT INTO wo_op_rpt VALUES (42, 'MO25050006', 50, 'L2031-FCT', '200028', 'S3', '测试乙班', '2025-05-13', 1976.0, 20.0, 19.5, 19.5);
INSERT INTO wo_op_rpt VALUES (43, 'MO25050007', 10, 'L1022-ASM', '100020', 'S2', '总装二乙班', '2025-05-28', 507.0, 0.0, 17.2, 0.0);
INSERT INTO wo_op_rpt VALUES (44, 'MO25050007', 20, 'L1022-TST', '100014', 'S1', '总装二甲班', '2025-05-29', 506.0, 3.0, 6.5, 6.5);
INSERT INTO wo_op_rpt VALUES (45, 'MO25050007', 30, 'L1031-PKG', '100028', 'S3', '包装乙班', '2025-05-29', 493.0, 1.0, 4.3, 0.0);
INSERT INTO wo_op_rpt VALUES (46, 'MO25050008', 10, 'L1021-ASM', '100014', 'S1', '总装二甲班', '2025-05-24', 799.0, 0.0, 27.0, 0.0);
INSERT INTO wo_op_rpt VALUES (47, 'MO25050008', 20, 'L1021-TST', '100017', 'S2', '总装二乙班', '2025-05-25', 794.0, 2.0, 10.1, 10.1);
INSERT INTO wo_op_rpt VALUES (48, 'MO25050008', 30, 'L1031-PKG', '100025', 'S3', '包装乙班', '2025-05-26', 788.0, 1.0, 6.7, 0.0);
INSERT INTO wo_op_rpt VALUES (49, 'MO25050009', 10, 'L1022-ASM', '100020', 'S2', '总装二乙班', '2025-05-07', 2008.0, 3.0, 67.3, 0.0);
INSERT INTO wo_op_rpt VALUES (50, 'MO25050009', 20, 'L1022-TST', '100013', 'S1', '总装二甲班', '2025-05-08', 1993.0, 0.0, 25.1, 25.1);
INSERT INTO wo_op_rpt VALUES (51, 'MO25050009', 30, 'L1031-PKG', '100025', 'S3', '包装乙班', '2025-05-09', 1993.0, 10.0, 16.8, 0.0);
INSERT INTO wo_op_rpt VALUES (52, 'MO25060001', 10, 'L2011-PRT', '200009', 'L2', 'SMT乙班', '2025-06-20', 120.0, 1.0, 0.2, 0.7);
INSERT INTO wo_op_rpt VALUES (53, 'MO25060001', 20, 'L2011-MNT', '200004', 'L1', 'SMT甲班', '2025-06-21', 120.0, 0.0, 0.4, 1.5);
INSERT INTO wo_op_rpt VALUES (54, 'MO25060001', 30, 'L2011-RFL', '200006', 'L2', 'SMT乙班', '2025-06-22', 129.0, 0.0, 0.2, 0.6);
INSERT INTO wo_op_rpt VALUES (55, 'MO25060001', 40, 'L2011-AOI', '200006', 'L2', 'SMT乙班', '2025-06-23', 118.0, 1.0, 0.1, 0.4);
INSERT INTO wo_op_rpt VALUES (56, 'MO25060001', 50, 'L2031-FCT', '200023', 'D1', '测试甲班', '2025-06-24', 117.0, 1.0, 1.4, 1.4);
INSERT INTO wo_op_rpt VALUES (57, 'MO25060002', 10, 'L2012-PRT', '200006', 'L2', 'SMT乙班', '2025-06-25', 4472.0, 7.0, 2.4, 8.0);
INSERT INTO wo_op_rpt VALUES (58, 'MO25060002', 20, 'L2012-MNT', '200003', 'L1', 'SMT甲班', '2025-06-26', 4183.0, 7.0, 7.9, 26.3);
INSERT INTO wo_op_rpt VALUES (59, 'MO25060002', 30, 'L2012-RFL', '200009', 'L2', 'SMT乙班', '2025-06-27', 3637.0, 31.0, 2.5, 8.4);
INSERT INTO wo_op_rpt VALUES (60, 'MO25060002', 40, 'L2012-AOI', '200003', 'L1', 'SMT甲班', '2025-06-28', 3915.0, 36.0, 2.3, 7.8);
INSERT INTO wo_op_rpt VALUES (61, 'MO25060002', 50, 'L2021-DIP', '200017', 'S3', '插件乙班', '2025-06-29', 3578.0, 34.0, 40.0, 0.0);
INSERT INTO wo_op_rpt VALUES (62, 'MO25060002', 60, 'L2021-WAV', '200014', 'D1', '插件甲班', '2025-06-29', 4159.0, 28.0, 3.2, 10.8);
INSERT INTO wo_op_rpt VALUES (63, 'MO25060003', 10, 'L1012-ASM', '100004', 'S1', '总装一甲班', '2025-06-13', 1496.0, 1.0, 75.1, 0.0);
INSERT INTO wo_op_rpt VALUES (64, 'MO25060003', 20, 'L1012-TST', '100009', 'S2', '总装一乙班', '2025-06-14', 1501.0, 12.0, 18.9, 18.9);
INSERT INTO wo_op_rpt VALUES (65, 'MO25060003', 30, 'L1031-PKG', '100027', 'S3', '包装乙班', '2025-06-15', 1490.0, 4.0, 12.6, 0.0);
INSERT INTO wo_op_rpt VALUES (66, 'MO25060004', 10, 'L3012-INJ', '300005', 'L1', '注塑甲班', '2025-06-08', 3984.0, 15.0, 14.4, 48.0);
INSERT INTO wo_op_rpt VALUES (67, 'MO25060004', 20, 'L3012-TRM', '300010', 'L2', '注塑乙班', '2025-06-09', 3984.0, 21.0, 13.4, 0.0);
INSERT INTO wo_op_rpt VALUES (68, 'MO25060005', 10, 'L1011-ASM', '100009', 'S2', '总装一乙班', '2025-06-18', 1991.0, 0.0, 99.9, 0.0);
INSERT INTO wo_op_rpt VALUES (69, 'MO25060005', 20, 'L1011-TST', '100009', 'S2', '总装一乙班', '2025-06-19', 1986.0, 16.0, 25.0, 25.0);
INSERT INTO wo_op_rpt VALUES (70, 'MO25060005', 30, 'L1031-PKG', '100025', 'S3', '包装乙班', '2025-06-20', 1986.0, 13.0, 16.7, 0.0);
INSERT INTO wo_op_rpt VALUES (71, 'MO25060007', 10, 'L3021-PRS', '300014', 'D1', '冲压甲班', '2025-06-10', 3998.0, 25.0, 5.3, 17.7);
INSERT INTO wo_op_rpt VALUES (72, 'MO25060007', 20, 'L3021-WLD', '300011', 'D1', '冲压甲班', '2025-06-11', 3988.0, 16.0, 53.5, 53.5);
INSERT INTO wo_op_rpt VALUES (73, 'MO25060008', 10, 'L1021-ASM', '100020', 'S2', '总装二乙班', '2025-06-10', 2981.0, 0.0, 99.7, 0.0);
INSERT INTO wo_op_rpt VALUES (74, 'MO25060008', 20, 'L1021-TST', '100011', 'S1', '总装二甲班', '2025-06-11', 2994.0, 6.0, 37.6, 37.6);
INSERT INTO wo_op_rpt VALUES (75, 'MO25060008', 30, 'L1031-PKG', '100026', 'S3', '包装乙班', '2025-06-12', 2979.0, 16.0, 25.0, 0.0);
INSERT INTO wo_op_rpt VALUES (76, 'MO25060009', 10, 'L3012-INJ', '300004', 'L1', '注塑甲班', '2025-06-27', 6062.0, 43.0, 21.7, 72.2);
INSERT INTO wo_op_rpt VALUES (77, 'MO25060010', 10, 'L1011-ASM', '100009', 'S2', '总装一乙班', '2025-06-28', 565.0, 1.0, 28.6, 0.0);
INSERT INTO wo_op_rpt VALUES (78, 'MO25060011', 10, 'L3012-INJ', '300003', 'L1', '注塑甲班', '2025-06-27', 1001.0, 5.0, 4.0, 13.2);
INSERT INTO wo_op_rpt VALUES (79, 'MO25060011', 20, 'L3012-TRM', '300002', 'L1', '注塑甲班', '2025-06-28', 957.0, 22.0, 3.3, 0.0);
INSERT INTO wo_op_rpt VALUES (80, 'MO25060012', 10, 'L1022-ASM', '100015', 'S1', '总装二甲班', '2025-06-15', 219.0, 0.0, 7.6, 0.0);
INSERT INTO wo_op_rpt VALUES (81, 'MO25060013', 10, 'L1011-ASM', '100003', 'S1', '总装一甲班', '2025-06-09', 3000.0, 19.0, 150.3, 0.0);
INSERT INTO wo_op_rpt VALUES (82, 'MO25060013', 20, 'L1011-TST', '100002', 'S1', '总装一甲班', '2025-06-10', 3003.0, 16.0, 37.7, 37.7);
INSERT INTO wo_op_rpt VALUES (83, 'MO25060013', 30, 'L1031-PKG', '100025', 'S3', '包装乙班', '2025-06-11', 2989.0, 15.0, 25.1, 0.0);
INSERT INTO wo_op_rpt VALUES (84, 'MO25060014', 10, 'L3021-PRS', '300013', 'D1', '冲压甲班', '2025-06-04', 3599.0, 36.0, 4.8, 16.0);
INSERT INTO wo_op_rpt VALUES (85, 'MO25060015', 10, 'L1022-ASM', '100017', 'S2', '总装二乙班', '2025-06-08', 1202.0, 8.0, 40.4, 0.0);
INSERT INTO wo_op_rpt VALUES (86, 'MO25060015', 20, 'L1022-TST', '100015', 'S1', '总装二甲班', '2025-06-09', 1201.0, 5.0, 15.2, 15.2);
INSERT INTO wo_op_rpt VALUES (87, 'MO25060015', 30, 'L1031-PKG', '100025', 'S3', '包装乙班', '2025-06-10', 1192.0, 6.0, 10.1, 0.0);
INSERT INTO wo_op_rpt VALUES (88, 'MO25060016', 10, 'L1022-ASM', '100013', 'S1', '总装二甲班', '2025-06-09', 1210.0, 5.0, 40.7, 0.0);
INSERT INTO wo_op_rpt VALUES (89, 'MO25060016', 20, 'L1022-TST', '100015', 'S1', '总装二甲班', '2025-06-10', 1210.0, 6.0, 15.3, 15.3);
INSERT INTO wo_op_rpt VALUES (90, 'MO25060016', 30, 'L1031-PKG', '100026', 'S3', '包装乙班', '2025-06-11', 1199.0, 7.0, 10.2, 0.0);
INSERT INTO wo_op_rpt VALUES (91, 'MO25060017', 10, 'L1021-ASM', '100011', 'S1', '总装二甲班', '2025-06-24', 2970.0, 13.0, 99.3, 0.0);
INSERT INTO wo_op_rpt VALUES (92, 'MO25060017', 20, 'L1021-TST', '100015', 'S1', '总装二甲班', '2025-06-25', 2962.0, 6.0, 37.2, 37.2);
INSERT INTO wo_op_rpt VALUES (93, 'MO25060017', 30, 'L1031-PKG', '100024', 'D1', '包装甲班', '2025-06-26', 2955.0, 4.0, 24.8, 0.0);
INSERT INTO wo_op_rpt VALUES (94, 'MO25060018', 10, 'L1011-ASM', '100003', 'S1', '总装一甲班', '2025-06-30', 913.0, 7.0, 46.0, 0.0);
INSERT INTO wo_op_rpt VALUES (95, 'MO25060019', 10, 'L1021-ASM', '100016', 'S2', '总装二乙班', '2025-06-13', 989.0, 3.0, 33.3, 0.0);
INSERT INTO wo_op_rpt VALUES (96, 'MO25060019', 20, 'L1021-TST', '100016', 'S2', '总装二乙班', '2025-06-14', 993.0, 8.0, 12.6, 12.6);
INSERT INTO wo_op_rpt VALUES (97, 'MO25060019', 30, 'L1031-PKG', '100024', 'D1', '包装甲班', '2025-06-15', 987.0, 6.0, 8.4, 0.0);

INSERT INTO qc_insp VALUES ('QI24070001', 'IPQC', '2000204', NULL, 'MO24070004', 'MO24070004-01', 10000.0, 200, 1, '0.65', '合格', '300032', '2024-07-23', NULL);
INSERT INTO qc_insp VALUES ('QI24070002', 'FQC', '1000201', NULL, 'MO24070002', 'MO24070002', 1196.0, 50, 0, '0.65', '合格', '100031', '2024-07-21', NULL);
INSERT INTO qc_insp VALUES ('QI24080001', 'IQC', '4000103', 'GR24080001', NULL, '10132408145', 5000.0, 125, 1, '1.0', '合格', '100029', '2024-08-14', NULL);
INSERT INTO qc_insp VALUES ('QI24080002', 'IQC', '4000102', 'GR24080002', NULL, '10132408127', 10000.0, 200, 1, '1.0', '合格', '100029', '2024-08-12', NULL);
INSERT INTO qc_insp VALUES ('QI24080003', 'IQC', '4000104', 'GR24080003', NULL, '10132408094', 10000.0, 200, 0, '1.5', '合格', '100032', '2024-08-09', NULL);
INSERT INTO qc_insp VALUES ('QI24080004', 'IQC', '4000104', 'GR24080004', NULL, '10132408076', 5000.0, 125, 3, '1.5', '不合格', '100029', '2024-08-07', '已开返工单');
INSERT INTO qc_insp VALUES ('QI24080005', 'IQC', '4000104', 'GR24080005', NULL, '10132408119', 5000.0, 125, 0, '1.5', '合格', '100031', '2024-08-11', NULL);
INSERT INTO qc_insp VALUES ('QI24080006', 'IQC', '4000101', 'GR24080006', NULL, '10132408114', 2500.0, 80, 1, '0.65', '合格', '100032', '2024-08-11', NULL);
INSERT INTO qc_insp VALUES ('QI24080007', 'IQC', '4000101', 'GR24080007', NULL, '10132408156', 2500.0, 80, 5, '1.5', '不合格', '100032', '2024-08-15', '已开返工单');
INSERT INTO qc_insp VALUES ('QI24080008', 'IQC', '4000103', 'GR24080008', NULL, '10132408061', 5000.0, 125, 2, '0.65', '合格', '100032', '2024-08-06', NULL);
INSERT INTO qc_insp VALUES ('QI24080009', 'IQC', '4000103', 'GR24080009', NULL, '10132408161', 5000.0, 125, 1, '0.65', '合格', '100030', '2024-08-16', NULL);
INSERT INTO qc_insp VALUES ('QI24080010', 'IPQC', '1000401', NULL, 'MO24080009', 'MO24080009-01', 800.0, 50, 3, '0.65', '不合格', '300031', '2024-08-18', '隔离待处理');
INSERT INTO qc_insp VALUES ('QI24080011', 'IPQC', '2000203', NULL, 'MO24080003', 'MO24080003-01', 2000.0, 80, 0, '0.65', '合格', '300033', '2024-08-25', NULL);
INSERT INTO qc_insp VALUES ('QI24080012', 'IPQC', '1000101', NULL, 'MO24080001', 'MO24080001-01', 500.0, 50, 0, '0.65', '合格', '100032', '2024-08-08', NULL);
INSERT INTO qc_insp VALUES ('QI24080013', 'FQC', '1000101', NULL, 'MO24080001', 'MO24080001', 498.0, 32, 2, '0.65', '合格', '100032', '2024-08-11', NULL);
INSERT INTO qc_insp VALUES ('QI24080014', 'FQC', '1000401', NULL, 'MO24080009', 'MO24080009', 779.0, 50, 0, '0.65', '合格', '300033', '2024-08-20', NULL);
INSERT INTO qc_insp VALUES ('QI24090001', 'IQC', '3000116', 'GR24090001', NULL, '10102409239', 2000.0, 80, 0, '1.0', '合格', '100029', '2024-09-23', NULL);
INSERT INTO qc_insp VALUES ('QI24090002', 'IQC', '3000101', 'GR24090002', NULL, '10222409121', 10000.0, 200, 0, '0.65', '合格', '200029', '2024-09-12', NULL);
INSERT INTO qc_insp VALUES ('QI24090003', 'IQC', '3000114', 'GR24090003', NULL, '10102409284', 750.0, 50, 4, '1.5', '不合格', '100031', '2024-09-28', '已通知供应商整改');
INSERT INTO qc_insp VALUES ('QI24090004', 'IQC', '3000116', 'GR24090004', NULL, '10112409057', 2000.0, 80, 0, '1.0', '合格', '100031', '2024-09-05', NULL);
INSERT INTO qc_insp VALUES ('QI24090005', 'IQC', '3000115', 'GR24090005', NULL, '10112409131', 500.0, 50, 0, '1.0', '合格', '100031', '2024-09-13', NULL);
INSERT INTO qc_insp VALUES ('QI24090006', 'IQC', '3000115', 'GR24090006', NULL, '10112409213', 500.0, 50, 0, '0.65', '合格', '100032', '2024-09-21', NULL);
INSERT INTO qc_insp VALUES ('QI24090007', 'IQC', '3000203', 'GR24090007', NULL, '10182409044', 250.0, 32, 0, '1.5', '合格', '100032', '2024-09-04', NULL);
INSERT INTO qc_insp VALUES ('QI24090008', 'IQC', '3000203', 'GR24090008', NULL, '10182409086', 250.0, 32, 0, '1.5', '合格', '100029', '2024-09-08', NULL);
INSERT INTO qc_insp VALUES ('QI24090009', 'IQC', '3000407', 'GR24090009', NULL, '10162409307', 5000.0, 125, 1, '0.65', '合格', '300033', '2024-09-30', NULL);
INSERT INTO qc_insp VALUES ('QI24090010', 'IPQC', '1000202', NULL, 'MO24090002', 'MO24090002-01', 3000.0, 125, 1, '0.65', '合格', '100032', '2024-09-13', NULL);
INSERT INTO qc_insp VALUES ('QI24090011', 'IPQC', '2000301', NULL, 'MO24090007', 'MO24090007-01', 5000.0, 125, 10, '0.65', '不合格', '300033', '2024-09-06', '已开返工单');
INSERT INTO qc_insp VALUES ('QI24090012', 'FQC', '1000202', NULL, 'MO24090002', 'MO24090002', 2985.0, 80, 0, '0.65', '合格', '100032', '2024-09-20', NULL);
INSERT INTO qc_insp VALUES ('QI24090013', 'FQC', '1000103', NULL, 'MO24090003', 'MO24090003', 2961.0, 80, 1, '0.65', '合格', '100031', '2024-09-16', NULL);
INSERT INTO qc_insp VALUES ('QI24100001', 'IQC', '3000101', 'GR24100001', NULL, '10012410246', 5000.0, 125, 0, '1.0', '合格', '200029', '2024-10-24', NULL);
INSERT INTO qc_insp VALUES ('QI24100002', 'IQC', '3000102', 'GR24100002', NULL, '10012410065', 10000.0, 200, 0, '1.0', '合格', '200029', '2024-10-06', NULL);
INSERT INTO qc_insp VALUES ('QI24100003', 'IQC', '3000102', 'GR24100003', NULL, '10012410158', 10000.0, 200, 1, '1.0', '合格', '200029', '2024-10-15', NULL);
INSERT INTO qc_insp VALUES ('QI24100004', 'IQC', '3000114', 'GR24100004', NULL, '10102410069', 750.0, 50, 4, '0.65', '不合格', '100031', '2024-10-06', '已通知供应商整改');
INSERT INTO qc_insp VALUES ('QI24100005', 'IQC', '3000114', 'GR24100005', NULL, '10102410121', 750.0, 50, 3, '1.0', '不合格', '100030', '2024-10-12', NULL);
INSERT INTO qc_insp VALUES ('QI24100006', 'IQC', '3000114', 'GR24100006', NULL, '10102410077', 750.0, 50, 3, '1.5', '不合格', '100031', '2024-10-07', '已开返工单');
INSERT INTO qc_insp VALUES ('QI24100007', 'IQC', '3000204', 'GR24100007', NULL, '10042410281', 1500.0, 80, 3, '0.65', '不合格', '300033', '2024-10-28', '隔离待处理');
INSERT INTO qc_insp VALUES ('QI24100008', 'IQC', '3000201', 'GR24100008', NULL, '10042410223', 3000.0, 125, 0, '1.5', '合格', '300032', '2024-10-22', NULL);
INSERT INTO qc_insp VALUES ('QI24100009', 'IQC', '3000202', 'GR24100009', NULL, '10042410216', 500.0, 50, 2, '1.0', '合格', '300033', '2024-10-21', NULL);
INSERT INTO qc_insp VALUES ('QI24100010', 'IQC', '3000202', 'GR24100010', NULL, '10042410318', 500.0, 50, 0, '0.65', '合格', '300034', '2024-10-31', NULL);
INSERT INTO qc_insp VALUES ('QI24100011', 'IQC', '3000402', 'GR24100011', NULL, '10062410107', 200000.0, 200, 8, '1.0', '不合格', '100029', '2024-10-10', '已开返工单');
INSERT INTO qc_insp VALUES ('QI24100012', 'IQC', '3000403', 'GR24100012', NULL, '10062410146', 2500.0, 80, 2, '1.0', '合格', '100029', '2024-10-14', NULL);
INSERT INTO qc_insp VALUES ('QI24100013', 'IQC', '3000403', 'GR24100013', NULL, '10062410219', 2500.0, 80, 5, '0.65', '不合格', '100029', '2024-10-21', NULL);
INSERT INTO qc_insp VALUES ('QI24100014', 'IQC', '3000403', 'GR24100015', NULL, '10062410177', 2500.0, 80, 0, '1.5', '合格', '100031', '2024-10-17', NULL);
INSERT INTO qc_insp VALUES ('QI24100015', 'IQC', '3000403', 'GR24100016', NULL, '10062410248', 2500.0, 80, 6, '1.0', '不合格', '100030', '2024-10-24', NULL);
INSERT INTO qc_insp VALUES ('QI24100016', 'IQC', '4000103', 'GR24100017', NULL, '10132410309', 10000.0, 200, 0, '0.65', '合格', '300031', '2024-10-30', NULL);
INSERT INTO qc_insp VALUES ('QI24100017', 'IQC', '4000105', 'GR24100018', NULL, '10142410083', 20000.0, 200, 0, '1.0', '合格', '100029', '2024-10-08', NULL);
INSERT INTO qc_insp VALUES ('QI24100018', 'IQC', '3000407', 'GR24100019', NULL, '10162410093', 5000.0, 125, 0, '1.5', '合格', '300031', '2024-10-09', NULL);
INSERT INTO qc_insp VALUES ('QI24100019', 'IPQC', '2000203', NULL, 'MO24100001', 'MO24100001-01', 4000.0, 125, 2, '0.65', '合格', '300033', '2024-10-11', NULL);
INSERT INTO qc_insp VALUES ('QI24100020', 'FQC', '1000101', NULL, 'MO24090005', 'MO24090005', 1196.0, 50, 0, '0.65', '合格', '100032', '2024-10-02', NULL);
INSERT INTO qc_insp VALUES ('QI24100021', 'FQC', '1000103', NULL, 'MO24100004', 'MO24100004', 2975.0, 80, 0, '0.65', '合格', '100031', '2024-10-20', NULL);
INSERT INTO qc_insp VALUES ('QI24100022', 'FQC', '1000201', NULL, 'MO24100007', 'MO24100007', 494.0, 32, 0, '0.65', '合格', '100029', '2024-10-28', NULL);
INSERT INTO qc_insp VALUES ('QI24110001', 'IQC', '3000401', 'GR24110001', NULL, '10072411172', 5000.0, 125, 2, '1.5', '合格', '300031', '2024-11-17', NULL);
INSERT INTO qc_insp VALUES ('QI24110002', 'IQC', '3000108', 'GR24110002', NULL, '10152411206', 5000.0, 125, 2, '0.65', '合格', '200029', '2024-11-20', NULL);
INSERT INTO qc_insp VALUES ('QI24110003', 'IQC', '3000401', 'GR24110003', NULL, '10072411277', 20000.0, 200, 0, '1.5', '合格', '100031', '2024-11-27', NULL);
INSERT INTO qc_insp VALUES ('QI24110004', 'IQC', '3000107', 'GR24110004', NULL, '10222411105', 2500.0, 80, 0, '1.0', '合格', '200030', '2024-11-10', NULL);
INSERT INTO qc_insp VALUES ('QI24110005', 'IQC', '3000107', 'GR24110005', NULL, '10222411206', 2500.0, 80, 0, '0.65', '合格', '200030', '2024-11-20', NULL);
INSERT INTO qc_insp VALUES ('QI24110006', 'IQC', '4000103', 'GR24110006', NULL, '10132411062', 10000.0, 200, 0, '1.0', '合格', '300034', '2024-11-06', NULL);
INSERT INTO qc_insp VALUES ('QI24110007', 'IQC', '3000105', 'GR24110007', NULL, '10202411248', 5000.0, 125, 7, '1.5', '不合格', '200031', '2024-11-24', '已通知供应商整改');
INSERT INTO qc_insp VALUES ('QI24110008', 'IQC', '3000104', 'GR24110008', NULL, '10202411141', 250000.0, 200, 12, '1.0', '不合格', '200029', '2024-11-14', NULL);
INSERT INTO qc_insp VALUES ('QI24110009', 'IQC', '3000104', 'GR24110009', NULL, '10202411255', 250000.0, 200, 12, '0.65', '不合格', '200030', '2024-11-25', '已通知供应商整改');
INSERT INTO qc_insp VALUES ('QI24110010', 'IQC', '4000105', 'GR24110010', NULL, '10142411174', 20000.0, 200, 0, '1.0', '合格', '300034', '2024-11-17', NULL);
INSERT INTO qc_insp VALUES ('QI24110011', 'IQC', '3000402', 'GR24110011', NULL, '10062411111', 1000000.0, 200, 0, '1.0', '合格', '300032', '2024-11-11', NULL);
INSERT INTO qc_insp VALUES ('QI24110012', 'IPQC', '2000101', NULL, 'MO24110003', 'MO24110003-01', 4000.0, 125, 0, '0.65', '合格', '200030', '2024-11-13', NULL);
INSERT INTO qc_insp VALUES ('QI24110013', 'IPQC', '1000201', NULL, 'MO24110004', 'MO24110004-01', 3000.0, 125, 0, '0.65', '合格', '100030', '2024-11-23', NULL);
INSERT INTO qc_insp VALUES ('QI24110014', 'FQC', '1000201', NULL, 'MO24110004', 'MO24110004', 2975.0, 80, 0, '0.65', '合格', '100031', '2024-11-27', NULL);
INSERT INTO qc_insp VALUES ('QI24110015', 'FQC', '1000101', NULL, 'MO24110006', 'MO24110006', 1198.0, 50, 0, '0.65', '合格', '100030', '2024-11-10', NULL);
INSERT INTO qc_insp VALUES ('QI24120001', 'IQC', '4000103', 'GR24120001', NULL, '10132412259', 10000.0, 200, 1, '1.0', '合格', '300033', '2024-12-25', NULL);
INSERT INTO qc_insp VALUES ('QI24120002', 'IQC', '3000203', 'GR24120002', NULL, '10182412255', 500.0, 50, 1, '1.5', '合格', '100032', '2024-12-25', NULL);
INSERT INTO qc_insp VALUES ('QI24120003', 'IQC', '3000203', 'GR24120003', NULL, '10182412303', 500.0, 50, 0, '0.65', '合格', '100030', '2024-12-30', NULL);
INSERT INTO qc_insp VALUES ('QI24120004', 'IQC', '3000106', 'GR24120004', NULL, '10082412246', 2000.0, 80, 5, '1.0', '不合格', '200032', '2024-12-24', '已开返工单');
INSERT INTO qc_insp VALUES ('QI24120005', 'IQC', '3000406', 'GR24120005', NULL, '10172412261', 500.0, 50, 1, '0.65', '合格', '200030', '2024-12-26', NULL);
INSERT INTO qc_insp VALUES ('QI24120006', 'IQC', '4000101', 'GR24120006', NULL, '10132412262', 10000.0, 200, 0, '1.5', '合格', '100032', '2024-12-26', NULL);
INSERT INTO qc_insp VALUES ('QI24120007', 'IQC', '4000104', 'GR24120007', NULL, '10132412278', 20000.0, 200, 0, '1.5', '合格', '100031', '2024-12-27', NULL);
INSERT INTO qc_insp VALUES ('QI24120008', 'FQC', '1000201', NULL, 'MO24110009', 'MO24110009', 773.0, 50, 2, '0.65', '合格', '100031', '2024-12-04', NULL);
INSERT INTO qc_insp VALUES ('QI24120009', 'FQC', '1000401', NULL, 'MO24120007', 'MO24120007', 480.0, 32, 1, '0.65', '合格', '300031', '2024-12-13', NULL);
INSERT INTO qc_insp VALUES ('QI24120010', 'FQC', '1000301', NULL, 'MO24120008', 'MO24120008', 797.0, 50, 0, '0.65', '合格', '100032', '2024-12-27', NULL);
INSERT INTO qc_insp VALUES ('QI24120011', 'FQC', '1000201', NULL, 'MO24120011', 'MO24120011', 2951.0, 80, 0, '0.65', '合格', '100031', '2024-12-19', NULL);
INSERT INTO qc_insp VALUES ('QI25010001', 'IQC', '3000105', 'GR25010001', NULL, '10022501102', 20000.0, 200, 0, '0.65', '合格', '200030', '2025-01-10', NULL);
INSERT INTO qc_insp VALUES ('QI25010002', 'IQC', '3000103', 'GR25010002', NULL, '10022501057', 500000.0, 200, 0, '1.0', '合格', '200029', '2025-01-05', NULL);
INSERT INTO qc_insp VALUES ('QI25010003', 'IQC', '4000105', 'GR25010003', NULL, '10142501184', 10000.0, 200, 2, '1.5', '合格', '300031', '2025-01-18', NULL);
INSERT INTO qc_insp VALUES ('QI25010004', 'IQC', '3000108', 'GR25010004', NULL, '10202501131', 10000.0, 200, 5, '0.65', '不合格', '200031', '2025-01-13', '已通知供应商整改');
INSERT INTO qc_insp VALUES ('QI25010005', 'IQC', '3000108', 'GR25010005', NULL, '10202501225', 10000.0, 200, 7, '1.0', '不合格', '200029', '2025-01-22', '隔离待处理');
INSERT INTO qc_insp VALUES ('QI25010006', 'IQC', '3000104', 'GR25010006', NULL, '10202501171', 100000.0, 200, 7, '1.5', '不合格', '200030', '2025-01-17', NULL);
INSERT INTO qc_insp VALUES ('QI25010007', 'IQC', '3000104', 'GR25010007', NULL, '10202501284', 100000.0, 200, 1, '1.0', '合格', '200031', '2025-01-28', NULL);
INSERT INTO qc_insp VALUES ('QI25010008', 'IQC', '3000105', 'GR25010008', NULL, '10202501145', 2000.0, 80, 1, '1.5', '合格', '200030', '2025-01-14', NULL);
INSERT INTO qc_insp VALUES ('QI25010009', 'IQC', '3000406', 'GR25010009', NULL, '10172501034', 500.0, 50, 0, '1.5', '合格', '200030', '2025-01-03', NULL);
INSERT INTO qc_insp VALUES ('QI25010010', 'IQC', '4000101', 'GR25010010', NULL, '10132501062', 5000.0, 125, 1, '1.0', '合格', '100029', '2025-01-06', NULL);
INSERT INTO qc_insp VALUES ('QI25010011', 'IQC', '4000102', 'GR25010011', NULL, '10132501074', 5000.0, 125, 1, '0.65', '合格', '100029', '2025-01-07', NULL);
INSERT INTO qc_insp VALUES ('QI25010012', 'IQC', '3000401', 'GR25010012', NULL, '10072501028', 10000.0, 200, 0, '1.5', '合格', '100031', '2025-01-02', NULL);
INSERT INTO qc_insp VALUES ('QI25010013', 'IQC', '4000103', 'GR25010013', NULL, '10132501027', 5000.0, 125, 0, '1.0', '合格', '100031', '2025-01-02', NULL);
INSERT INTO qc_insp VALUES ('QI25010014', 'IPQC', '1000401', NULL, 'MO24120004', 'MO24120004-01', 2000.0, 80, 1, '0.65', '合格', '300033', '2025-01-02', NULL);
INSERT INTO qc_insp VALUES ('QI25010015', 'IPQC', '1000202', NULL, 'MO25010011', 'MO25010011-01', 2000.0, 80, 0, '0.65', '合格', '100029', '2025-01-29', NULL);
INSERT INTO qc_insp VALUES ('QI25010016', 'IPQC', '2000106', NULL, 'MO25010005', 'MO25010005-01', 2000.0, 80, 0, '0.65', '合格', '200029', '2025-01-19', NULL);
INSERT INTO qc_insp VALUES ('QI25010017', 'IPQC', '2000102', NULL, 'MO25010004', 'MO25010004-01', 1000.0, 50, 0, '0.65', '合格', '200030', '2025-01-14', NULL);
INSERT INTO qc_insp VALUES ('QI25010018', 'FQC', '1000401', NULL, 'MO24120004', 'MO24120004', 1988.0, 80, 0, '0.65', '合格', '300034', '2025-01-06', NULL);
INSERT INTO qc_insp VALUES ('QI25010019', 'FQC', '1000103', NULL, 'MO25010003', 'MO25010003', 1191.0, 50, 4, '0.65', '让步接收', '100030', '2025-01-31', '轻微外观不良，经评审特采');
INSERT INTO qc_insp VALUES ('QI25010020', 'FQC', '1000101', NULL, 'MO25010007', 'MO25010007', 999.0, 50, 0, '0.65', '合格', '100029', '2025-01-19', NULL);
INSERT INTO qc_insp VALUES ('QI25010021', 'FQC', '1000102', NULL, 'MO25010010', 'MO25010010', 1993.0, 80, 0, '0.65', '合格', '100029', '2025-01-11', NULL);
INSERT INTO qc_insp VALUES ('QI25010022', 'FQC', '1000202', NULL, 'MO25010011', 'MO25010011', 1980.0, 80, 0, '0.65', '合格', '100030', '2025-01-29', NULL);
INSERT INTO qc_insp VALUES ('QI25020001', 'IQC', '3000108', 'GR25020001', NULL, '10202502237', 20000.0, 200, 5, '1.0', '让步接收', '200031', '2025-02-23', '客户确认可接收');
INSERT INTO qc_insp VALUES ('QI25020002', 'IQC', '3000105', 'GR25020002', NULL, '10202502264', 20000.0, 200, 0, '1.0', '合格', '200029', '2025-02-26', NULL);
INSERT INTO qc_insp VALUES ('QI25020003', 'IQC', '3000401', 'GR25020003', NULL, '10072502143', 1000.0, 50, 0, '1.0', '合格', '300033', '2025-02-14', NULL);
INSERT INTO qc_insp VALUES ('QI25020004', 'IQC', '3000401', 'GR25020004', NULL, '10072502182', 1000.0, 50, 0, '1.5', '合格', '300033', '2025-02-18', NULL);
INSERT INTO qc_insp VALUES ('QI25020005', 'IQC', '3000111', 'GR25020005', NULL, '10032502258', 10000.0, 200, 11, '1.0', '不合格', '200032', '2025-02-25', '已开返工单');
INSERT INTO qc_insp VALUES ('QI25020006', 'IQC', '3000110', 'GR25020006', NULL, '10032502245', 10000.0, 200, 0, '1.5', '合格', '200031', '2025-02-24', NULL);
INSERT INTO qc_insp VALUES ('QI25020007', 'IQC', '3000117', 'GR25020007', NULL, '10122502175', 2000.0, 80, 0, '1.0', '合格', '100030', '2025-02-17', NULL);
INSERT INTO qc_insp VALUES ('QI25020008', 'IQC', '3000402', 'GR25020008', NULL, '10062502245', 100000.0, 200, 0, '1.0', '合格', '100030', '2025-02-24', NULL);
INSERT INTO qc_insp VALUES ('QI25020009', 'IPQC', '2000302', NULL, 'MO25020004', 'MO25020004-01', 2000.0, 80, 6, '0.65', '让步接收', '300032', '2025-02-07', '轻微外观不良，经评审特采');
INSERT INTO qc_insp VALUES ('QI25020010', 'IPQC', '2000102', NULL, 'MO25020001', 'MO25020001-01', 2000.0, 80, 0, '0.65', '合格', '200031', '2025-02-03', NULL);
INSERT INTO qc_insp VALUES ('QI25020011', 'FQC', '1000201', NULL, 'MO25020006', 'MO25020006', 2978.0, 80, 5, '0.65', '不合格', '100030', '2025-02-10', '已开返工单');
INSERT INTO qc_insp VALUES ('QI25030001', 'IQC', '3000111', 'GR25030001', NULL, '10032503036', 10000.0, 200, 1, '1.5', '合格', '200029', '2025-03-03', NULL);
INSERT INTO qc_insp VALUES ('QI25030002', 'IQC', '3000109', 'GR25030002', NULL, '10152503113', 10000.0, 200, 0, '1.0', '合格', '200030', '2025-03-11', NULL);
INSERT INTO qc_insp VALUES ('QI25030003', 'IQC', '3000301', 'GR25030003', NULL, '10212503175', 500.0, 50, 3, '0.65', '让步接收', '300034', '2025-03-17', '客户确认可接收');
INSERT INTO qc_insp VALUES ('QI25030004', 'IQC', '3000301', 'GR25030004', NULL, '10212503294', 500.0, 50, 0, '0.65', '合格', '300031', '2025-03-29', NULL);
INSERT INTO qc_insp VALUES ('QI25030005', 'IQC', '3000303', 'GR25030005', NULL, '10212503245', 500.0, 50, 4, '1.5', '不合格', '300031', '2025-03-24', NULL);
INSERT INTO qc_insp VALUES ('QI25030006', 'IQC', '3000302', 'GR25030006', NULL, '10052503271', 1500.0, 80, 6, '0.65', '不合格', '300032', '2025-03-27', '已开返工单');
INSERT INTO qc_insp VALUES ('QI25030007', 'IQC', '3000301', 'GR25030007', NULL, '10052503264', 250.0, 32, 0, '1.5', '合格', '300032', '2025-03-26', NULL);
INSERT INTO qc_insp VALUES ('QI25030008', 'IQC', '3000301', 'GR25030008', NULL, '10052503319', 250.0, 32, 0, '1.0', '合格', '300034', '2025-03-31', NULL);
INSERT INTO qc_insp VALUES ('QI25030009', 'IQC', '3000113', 'GR25030009', NULL, '10122503093', 1500.0, 80, 0, '1.0', '合格', '100032', '2025-03-09', NULL);
INSERT INTO qc_insp VALUES ('QI25030010', 'IQC', '3000111', 'GR25030010', NULL, '10032503282', 2500.0, 80, 0, '1.0', '合格', '200031', '2025-03-28', NULL);
INSERT INTO qc_insp VALUES ('QI25030011', 'IQC', '3000403', 'GR25030011', NULL, '10062503061', 5000.0, 125, 1, '0.65', '合格', '100031', '2025-03-06', NULL);
INSERT INTO qc_insp VALUES ('QI25030012', 'IQC', '3000402', 'GR25030012', NULL, '10062503073', 100000.0, 200, 0, '1.5', '合格', '100032', '2025-03-07', NULL);
INSERT INTO qc_insp VALUES ('QI25030013', 'IPQC', '1000101', NULL, 'MO25020003', 'MO25020003-01', 200.0, 32, 0, '0.65', '合格', '100030', '2025-03-01', NULL);
INSERT INTO qc_insp VALUES ('QI25030014', 'IPQC', '1000201', NULL, 'MO25030006', 'MO25030006-01', 800.0, 50, 0, '0.65', '合格', '100032', '2025-03-13', NULL);
INSERT INTO qc_insp VALUES ('QI25030015', 'IPQC', '2000104', NULL, 'MO25030003', 'MO25030003-01', 3000.0, 125, 0, '0.65', '合格', '200031', '2025-03-23', NULL);
INSERT INTO qc_insp VALUES ('QI25030016', 'IPQC', '2000203', NULL, 'MO25030005', 'MO25030005-01', 2000.0, 80, 1, '0.65', '合格', '300034', '2025-03-29', NULL);
INSERT INTO qc_insp VALUES ('QI25030017', 'FQC', '1000101', NULL, 'MO25030004', 'MO25030004', 2992.0, 80, 0, '0.65', '合格', '100029', '2025-03-07', NULL);
INSERT INTO qc_insp VALUES ('QI25030018', 'FQC', '1000201', NULL, 'MO25030006', 'MO25030006', 771.0, 50, 3, '0.65', '不合格', '100030', '2025-03-17', '已通知工艺分析');
INSERT INTO qc_insp VALUES ('QI25040001', 'IQC', '3000301', 'GR25040001', NULL, '10052504026', 2500.0, 80, 2, '0.65', '合格', '300034', '2025-04-02', NULL);
INSERT INTO qc_insp VALUES ('QI25040002', 'IQC', '3000301', 'GR25040002', NULL, '10052504139', 2500.0, 80, 1, '1.0', '合格', '300033', '2025-04-13', NULL);
INSERT INTO qc_insp VALUES ('QI25040003', 'IQC', '3000302', 'GR25040003', NULL, '10052504061', 5000.0, 125, 0, '1.5', '合格', '300031', '2025-04-06', NULL);
INSERT INTO qc_insp VALUES ('QI25040004', 'IQC', '3000106', 'GR25040004', NULL, '10082504242', 10000.0, 200, 1, '0.65', '合格', '200032', '2025-04-24', NULL);
INSERT INTO qc_insp VALUES ('QI25040005', 'IQC', '3000303', 'GR25040005', NULL, '10212504025', 500.0, 50, 1, '0.65', '合格', '300032', '2025-04-02', NULL);
INSERT INTO qc_insp VALUES ('QI25040006', 'IQC', '3000302', 'GR25040006', NULL, '10052504048', 1500.0, 80, 6, '0.65', '不合格', '300033', '2025-04-04', NULL);
INSERT INTO qc_insp VALUES ('QI25040007', 'IQC', '3000111', 'GR25040007', NULL, '10032504038', 2500.0, 80, 4, '1.0', '让步接收', '200031', '2025-04-03', '轻微外观不良，经评审特采');
INSERT INTO qc_insp VALUES ('QI25040008', 'IPQC', '2000202', NULL, 'MO25040004', 'MO25040004-01', 2000.0, 80, 1, '0.65', '合格', '300033', '2025-04-28', NULL);
INSERT INTO qc_insp VALUES ('QI25040009', 'FQC', '1000302', NULL, 'MO25040001', 'MO25040001', 1189.0, 50, 0, '0.65', '合格', '100031', '2025-04-18', NULL);
INSERT INTO qc_insp VALUES ('QI25040010', 'FQC', '1000201', NULL, 'MO25040002', 'MO25040002', 1984.0, 80, 4, '0.65', '不合格', '100030', '2025-04-14', '隔离待处理');
INSERT INTO qc_insp VALUES ('QI25040011', 'FQC', '1000101', NULL, 'MO25040005', 'MO25040005', 1953.0, 80, 0, '0.65', '合格', '100029', '2025-04-27', NULL);
INSERT INTO qc_insp VALUES ('QI25050001', 'IQC', '3000106', 'GR25050001', NULL, '10082505012', 10000.0, 200, 0, '1.5', '合格', '200031', '2025-05-01', NULL);
INSERT INTO qc_insp VALUES ('QI25050002', 'IQC', '3000203', 'GR25050002', NULL, '10182505226', 250.0, 32, 0, '1.0', '合格', '300031', '2025-05-22', NULL);
INSERT INTO qc_insp VALUES ('QI25050003', 'IQC', '3000403', 'GR25050003', NULL, '10062505062', 2000.0, 80, 2, '1.5', '合格', '100030', '2025-05-06', NULL);
INSERT INTO qc_insp VALUES ('QI25050004', 'IQC', '4000103', 'GR25050004', NULL, '10132505248', 5000.0, 125, 0, '1.0', '合格', '300033', '2025-05-24', NULL);
INSERT INTO qc_insp VALUES ('QI25050005', 'IPQC', '2000104', NULL, 'MO25050002', 'MO25050002-01', 3000.0, 125, 0, '0.65', '合格', '200031', '2025-05-23', NULL);
INSERT INTO qc_insp VALUES ('QI25050006', 'IPQC', '1000301', NULL, 'MO25050007', 'MO25050007-01', 500.0, 50, 0, '0.65', '合格', '100032', '2025-05-28', NULL);
INSERT INTO qc_insp VALUES ('QI25050007', 'IPQC', '2000204', NULL, 'MO25050005', 'MO25050005-01', 8000.0, 125, 1, '0.65', '合格', '300033', '2025-05-24', NULL);
INSERT INTO qc_insp VALUES ('QI25050008', 'IPQC', '1000202', NULL, 'MO25050008', 'MO25050008-01', 800.0, 50, 3, '0.65', '让步接收', '100029', '2025-05-25', '轻微外观不良，经评审特采');
INSERT INTO qc_insp VALUES ('QI25050009', 'IPQC', '1000302', NULL, 'MO25050009', 'MO25050009-01', 2000.0, 80, 6, '0.65', '不合格', '100030', '2025-05-09', '已通知工艺分析');
INSERT INTO qc_insp VALUES ('QI25050010', 'IPQC', '1000401', NULL, 'MO25050001', 'MO25050001-01', 800.0, 50, 0, '0.65', '合格', '300031', '2025-05-22', NULL);
INSERT INTO qc_insp VALUES ('QI25050011', 'FQC', '1000401', NULL, 'MO25050001', 'MO25050001', 792.0, 50, 1, '0.65', '合格', '300031', '2025-05-23', NULL);
INSERT INTO qc_insp VALUES ('QI25050012', 'FQC', '1000202', NULL, 'MO25050008', 'MO25050008', 788.0, 50, 4, '0.65', '不合格', '100032', '2025-05-29', '已开返工单');
INSERT INTO qc_insp VALUES ('QI25050013', 'FQC', '1000302', NULL, 'MO25050009', 'MO25050009', 1993.0, 80, 0, '0.65', '合格', '100032', '2025-05-10', NULL);
INSERT INTO qc_insp VALUES ('QI25060001', 'IQC', '3000108', 'GR25060001', NULL, '10152506205', 10000.0, 200, 0, '0.65', '合格', '200032', '2025-06-20', NULL);
INSERT INTO qc_insp VALUES ('QI25060002', 'IQC', '3000109', 'GR25060002', NULL, '10152506215', 5000.0, 125, 1, '0.65', '合格', '200029', '2025-06-21', NULL);
INSERT INTO qc_insp VALUES ('QI25060003', 'IQC', '3000204', 'GR25060003', NULL, '10042506117', 1500.0, 80, 0, '1.5', '合格', '300032', '2025-06-11', NULL);
INSERT INTO qc_insp VALUES ('QI25060004', 'IQC', '3000204', 'GR25060004', NULL, '10042506235', 1500.0, 80, 0, '0.65', '合格', '300031', '2025-06-23', NULL);
INSERT INTO qc_insp VALUES ('QI25060005', 'IQC', '3000201', 'GR25060005', NULL, '10042506082', 5000.0, 125, 0, '1.0', '合格', '300034', '2025-06-08', NULL);
INSERT INTO qc_insp VALUES ('QI25060006', 'IQC', '3000109', 'GR25060006', NULL, '10152506182', 10000.0, 200, 2, '0.65', '合格', '200030', '2025-06-18', NULL);
INSERT INTO qc_insp VALUES ('QI25060007', 'IQC', '3000109', 'GR25060007', NULL, '10152506249', 10000.0, 200, 0, '1.0', '合格', '200031', '2025-06-24', NULL);
INSERT INTO qc_insp VALUES ('QI25060008', 'IQC', '3000112', 'GR25060008', NULL, '10152506305', 2500.0, 80, 0, '1.0', '合格', '200032', '2025-06-30', NULL);
INSERT INTO qc_insp VALUES ('QI25060009', 'IQC', '4000101', 'GR25060009', NULL, '10132506275', 3000.0, 125, 0, '1.5', '合格', '100030', '2025-06-27', NULL);
INSERT INTO qc_insp VALUES ('QI25060010', 'IQC', '4000102', 'GR25060010', NULL, '10132506301', 1200.0, 80, 0, '1.5', '合格', '100029', '2025-06-30', NULL);
INSERT INTO qc_insp VALUES ('QI25060011', 'IQC', '3000203', 'GR25060011', NULL, '10182506039', 250.0, 32, 0, '1.0', '合格', '300031', '2025-06-03', NULL);
INSERT INTO qc_insp VALUES ('QI25060012', 'IQC', '3000404', 'GR25060012', NULL, '10192506121', 1200.0, 80, 6, '1.5', '不合格', '300034', '2025-06-12', NULL);
INSERT INTO qc_insp VALUES ('QI25060013', 'IQC', '3000202', 'GR25060013', NULL, '10042506044', 1000.0, 50, 0, '1.0', '合格', '300031', '2025-06-04', NULL);
INSERT INTO qc_insp VALUES ('QI25060014', 'IQC', '3000202', 'GR25060014', NULL, '10042506108', 1000.0, 50, 2, '0.65', '合格', '300031', '2025-06-10', NULL);
INSERT INTO qc_insp VALUES ('QI25060015', 'IQC', '3000201', 'GR25060015', NULL, '10042506062', 1000.0, 50, 0, '0.65', '合格', '300033', '2025-06-06', NULL);
INSERT INTO qc_insp VALUES ('QI25060016', 'IQC', '3000202', 'GR25060016', NULL, '10182506308', 3000.0, 125, 8, '0.65', '不合格', '300032', '2025-06-30', '已开返工单');
INSERT INTO qc_insp VALUES ('QI25060017', 'IQC', '4000104', 'GR25060017', NULL, '10132506296', 2500.0, 80, 6, '1.5', '不合格', '100032', '2025-06-29', '隔离待处理');
INSERT INTO qc_insp VALUES ('QI25060018', 'IQC', '4000102', 'GR25060018', NULL, '10132506279', 5000.0, 125, 0, '1.5', '合格', '100029', '2025-06-27', NULL);
INSERT INTO qc_insp VALUES ('QI25060019', 'IQC', '3000111', 'GR25060019', NULL, '10032506303', 8000.0, 125, 0, '1.5', '合格', '200031', '2025-06-30', NULL);
INSERT INTO qc_insp VALUES ('QI25060020', 'IQC', '3000110', 'GR25060020', NULL, '10032506308', 5000.0, 125, 2, '1.0', '合格', '200030', '2025-06-30', NULL);
INSERT INTO qc_insp VALUES ('QI25060021', 'IPQC', '1000101', NULL, 'MO25060005', 'MO25060005-01', 2000.0, 80, 4, '0.65', '不合格', '100029', '2025-06-20', '隔离待处理');
INSERT INTO qc_insp VALUES ('QI25060022', 'IPQC', '2000102', NULL, 'MO25060001', 'MO25060001-01', 120.0, 32, 1, '0.65', '合格', '200029', '2025-06-21', NULL);
INSERT INTO qc_insp VALUES ('QI25060023', 'IPQC', '1000201', NULL, 'MO25060008', 'MO25060008-01', 3000.0, 125, 0, '0.65', '合格', '100031', '2025-06-11', NULL);
INSERT INTO qc_insp VALUES ('QI25060024', 'IPQC', '2000301', NULL, 'MO25060007', 'MO25060007-01', 4000.0, 125, 0, '0.65', '合格', '300032', '2025-06-13', NULL);
INSERT INTO qc_insp VALUES ('QI25060025', 'IPQC', '2000203', NULL, 'MO25060011', 'MO25060011-01', 4000.0, 125, 9, '0.65', '不合格', '300033', '2025-06-27', '已开返工单');
INSERT INTO qc_insp VALUES ('QI25060026', 'IPQC', '1000103', NULL, 'MO25060003', 'MO25060003-01', 1500.0, 80, 0, '0.65', '合格', '100030', '2025-06-14', NULL);
INSERT INTO qc_insp VALUES ('QI25060027', 'IPQC', '2000103', NULL, 'MO25060002', 'MO25060002-01', 5000.0, 125, 3, '0.65', '不合格', '200030', '2025-06-25', '已开返工单');
INSERT INTO qc_insp VALUES ('QI25060028', 'IPQC', '1000201', NULL, 'MO25060019', 'MO25060019-01', 1000.0, 50, 4, '0.65', '不合格', '100029', '2025-06-14', '隔离待处理');
INSERT INTO qc_insp VALUES ('QI25060029', 'FQC', '1000103', NULL, 'MO25060003', 'MO25060003', 1490.0, 80, 1, '0.65', '合格', '100031', '2025-06-16', NULL);
INSERT INTO qc_insp VALUES ('QI25060030', 'FQC', '1000101', NULL, 'MO25060005', 'MO25060005', 1986.0, 80, 0, '0.65', '合格', '100029', '2025-06-21', NULL);
INSERT INTO qc_insp VALUES ('QI25060031', 'FQC', '1000201', NULL, 'MO25060008', 'MO25060008', 2979.0, 80, 2, '0.65', '合格', '100032', '2025-06-15', NULL);
INSERT INTO qc_insp VALUES ('QI25060032', 'FQC', '1000102', NULL, 'MO25060013', 'MO25060013', 2989.0, 80, 1, '0.65', '合格', '100029', '2025-06-17', NULL);
INSERT INTO qc_insp VALUES ('QI25060033', 'FQC', '1000301', NULL, 'MO25060015', 'MO25060015', 1192.0, 50, 0, '0.65', '合格', '100031', '2025-06-12', NULL);
INSERT INTO qc_insp VALUES ('QI25060034', 'FQC', '1000301', NULL, 'MO25060016', 'MO25060016', 1199.0, 50, 0, '0.65', '合格', '100030', '2025-06-11', NULL);
INSERT INTO qc_insp VALUES ('QI25060035', 'FQC', '1000202', NULL, 'MO25060017', 'MO25060017', 2955.0, 80, 0, '0.65', '合格', '100030', '2025-06-29', NULL);

INSERT INTO dfct_mstr VALUES ('D01', '虚焊', '焊接', '严重');
INSERT INTO dfct_mstr VALUES ('D02', '连锡', '焊接', '严重');
INSERT INTO dfct_mstr VALUES ('D03', '少锡', '焊接', '轻微');
INSERT INTO dfct_mstr VALUES ('D04', '元件错件', '贴装', '严重');
INSERT INTO dfct_mstr VALUES ('D05', '元件缺件', '贴装', '严重');
INSERT INTO dfct_mstr VALUES ('D06', '极性反向', '贴装', '致命');
INSERT INTO dfct_mstr VALUES ('D07', '表面划伤', '外观', '轻微');
INSERT INTO dfct_mstr VALUES ('D08', '缩水', '外观', '轻微');
INSERT INTO dfct_mstr VALUES ('D09', '飞边毛刺', '外观', '轻微');
INSERT INTO dfct_mstr VALUES ('D10', '色差', '外观', '轻微');
INSERT INTO dfct_mstr VALUES ('D11', '尺寸超差', '尺寸', '严重');
INSERT INTO dfct_mstr VALUES ('D12', '变形', '尺寸', '严重');
INSERT INTO dfct_mstr VALUES ('D13', '功能不良', '功能', '严重');
INSERT INTO dfct_mstr VALUES ('D14', '耐压测试击穿', '安规', '致命');
INSERT INTO dfct_mstr VALUES ('D15', '显示缺段', '功能', '严重');
INSERT INTO dfct_mstr VALUES ('D16', '运行异响', '功能', '轻微');
INSERT INTO dfct_mstr VALUES ('D17', '包装破损', '包装', '轻微');
INSERT INTO dfct_mstr VALUES ('D18', '标签错误', '包装', '轻微');
INSERT INTO dfct_mstr VALUES ('D19', '引脚氧化', '来料', '严重');
INSERT INTO dfct_mstr VALUES ('D20', '板材锈蚀', '来料', '严重');
INSERT INTO dfct_mstr VALUES ('D21', '焊缝开裂', '焊接', '严重');

INSERT INTO qc_dfct VALUES (1, 'QI24070001', 'D10', 1, '轻微', '报废', NULL);
INSERT INTO qc_dfct VALUES (2, 'QI24080001', 'D17', 1, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (3, 'QI24080002', 'D10', 1, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (4, 'QI24080004', 'D11', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (5, 'QI24080006', 'D10', 1, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (6, 'QI24080007', 'D10', 2, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (7, 'QI24080007', 'D11', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (8, 'QI24080008', 'D17', 2, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (9, 'QI24080009', 'D17', 1, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (10, 'QI24080010', 'D16', 3, '轻微', '报废', NULL);
INSERT INTO qc_dfct VALUES (11, 'QI24080013', 'D16', 2, '轻微', '报废', NULL);
INSERT INTO qc_dfct VALUES (12, 'QI24090003', 'D11', 4, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (13, 'QI24090009', 'D07', 1, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (14, 'QI24090010', 'D17', 1, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (15, 'QI24090011', 'D11', 10, '严重', '返工', NULL);
INSERT INTO qc_dfct VALUES (16, 'QI24090013', 'D18', 1, '轻微', '报废', NULL);
INSERT INTO qc_dfct VALUES (17, 'QI24100003', 'D19', 1, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (18, 'QI24100004', 'D13', 4, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (19, 'QI24100005', 'D19', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (20, 'QI24100006', 'D13', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (21, 'QI24100007', 'D10', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (22, 'QI24100009', 'D13', 2, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (23, 'QI24100011', 'D13', 8, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (24, 'QI24100012', 'D11', 2, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (25, 'QI24100013', 'D13', 5, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (26, 'QI24100015', 'D11', 3, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (27, 'QI24100015', 'D07', 3, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (28, 'QI24100019', 'D09', 2, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (29, 'QI24110001', 'D07', 2, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (30, 'QI24110002', 'D11', 2, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (31, 'QI24110007', 'D13', 7, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (32, 'QI24110008', 'D11', 12, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (33, 'QI24110009', 'D11', 12, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (34, 'QI24120001', 'D11', 1, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (35, 'QI24120002', 'D10', 1, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (36, 'QI24120004', 'D19', 5, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (37, 'QI24120005', 'D19', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (38, 'QI24120008', 'D07', 2, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (39, 'QI24120009', 'D16', 1, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (40, 'QI25010003', 'D10', 2, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (41, 'QI25010004', 'D13', 5, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (42, 'QI25010005', 'D11', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (43, 'QI25010005', 'D13', 4, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (44, 'QI25010006', 'D19', 7, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (45, 'QI25010007', 'D13', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (46, 'QI25010008', 'D11', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (47, 'QI25010010', 'D10', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (48, 'QI25010011', 'D11', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (49, 'QI25010014', 'D15', 1, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (50, 'QI25010019', 'D15', 2, '轻微', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (51, 'QI25010019', 'D17', 2, '严重', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (52, 'QI25020001', 'D13', 5, '严重', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (53, 'QI25020005', 'D13', 5, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (54, 'QI25020005', 'D11', 6, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (55, 'QI25020009', 'D12', 3, '严重', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (56, 'QI25020009', 'D21', 3, '严重', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (57, 'QI25020011', 'D15', 2, '严重', '返工', NULL);
INSERT INTO qc_dfct VALUES (58, 'QI25020011', 'D16', 3, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (59, 'QI25030001', 'D19', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (60, 'QI25030003', 'D12', 3, '严重', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (61, 'QI25030005', 'D11', 4, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (62, 'QI25030006', 'D11', 6, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (63, 'QI25030011', 'D11', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (64, 'QI25030016', 'D08', 1, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (65, 'QI25030018', 'D15', 3, '严重', '返工', NULL);
INSERT INTO qc_dfct VALUES (66, 'QI25040001', 'D11', 2, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (67, 'QI25040002', 'D12', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (68, 'QI25040004', 'D19', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (69, 'QI25040005', 'D11', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (70, 'QI25040006', 'D20', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (71, 'QI25040006', 'D11', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (72, 'QI25040007', 'D11', 2, '严重', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (73, 'QI25040007', 'D13', 2, '严重', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (74, 'QI25040008', 'D08', 1, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (75, 'QI25040010', 'D07', 4, '轻微', '报废', NULL);
INSERT INTO qc_dfct VALUES (76, 'QI25050003', 'D07', 2, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (77, 'QI25050007', 'D10', 1, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (78, 'QI25050008', 'D07', 3, '轻微', '让步接收', NULL);
INSERT INTO qc_dfct VALUES (79, 'QI25050009', 'D15', 6, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (80, 'QI25050011', 'D17', 1, '轻微', '报废', NULL);
INSERT INTO qc_dfct VALUES (81, 'QI25050012', 'D13', 2, '严重', '返工', NULL);
INSERT INTO qc_dfct VALUES (82, 'QI25050012', 'D18', 2, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (83, 'QI25060002', 'D13', 1, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (84, 'QI25060006', 'D13', 2, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (85, 'QI25060012', 'D07', 3, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (86, 'QI25060012', 'D13', 3, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (87, 'QI25060014', 'D10', 2, '轻微', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (88, 'QI25060016', 'D13', 8, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (89, 'QI25060017', 'D11', 6, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (90, 'QI25060020', 'D11', 2, '严重', '退供应商', NULL);
INSERT INTO qc_dfct VALUES (91, 'QI25060021', 'D13', 4, '严重', '报废', NULL);
INSERT INTO qc_dfct VALUES (92, 'QI25060022', 'D04', 1, '严重', '返工', 'K1');
INSERT INTO qc_dfct VALUES (93, 'QI25060025', 'D11', 9, '严重', '返工', NULL);
INSERT INTO qc_dfct VALUES (94, 'QI25060027', 'D02', 3, '严重', '返工', 'U3');
INSERT INTO qc_dfct VALUES (95, 'QI25060028', 'D18', 4, '轻微', '报废', NULL);
INSERT INTO qc_dfct VALUES (96, 'QI25060029', 'D14', 1, '致命', '返工', NULL);
INSERT INTO qc_dfct VALUES (97, 'QI25060031', 'D16', 2, '轻微', '返工', NULL);
INSERT INTO qc_dfct VALUES (98, 'QI25060032', 'D13', 1, '轻微', '返工', NULL);

INSERT INTO rwk_ord VALUES ('RW2409001', 'MO24090002', 'QI24090010', '1000202', 5.0, 5.0, '更换标签', '100016', '2024-09-13', '2024-09-19', 28.58, '已完成');
INSERT INTO rwk_ord VALUES ('RW2409002', 'MO24090007', 'QI24090011', '2000301', 30.0, 29.0, '整形校正', '300011', '2024-09-06', '2024-09-12', 185.44, '已完成');
INSERT INTO rwk_ord VALUES ('RW2410001', 'MO24100001', 'QI24100019', '2000203', 6.0, 6.0, '修边打磨', '300001', '2024-10-11', '2024-10-15', 31.92, '已完成');
INSERT INTO rwk_ord VALUES ('RW2412001', 'MO24110009', 'QI24120008', '1000201', 2.0, 2.0, '拆机更换不良部件', '100011', '2024-12-04', '2024-12-05', 19.28, '已完成');
INSERT INTO rwk_ord VALUES ('RW2412002', 'MO24120007', 'QI24120009', '1000401', 1.0, 1.0, '更换标签', '300026', '2024-12-13', '2024-12-16', 10.91, '已完成');
INSERT INTO rwk_ord VALUES ('RW2501001', 'MO24120004', 'QI25010014', '1000401', 5.0, 4.0, '更换标签', '300026', '2025-01-02', '2025-01-06', 52.34, '已完成');
INSERT INTO rwk_ord VALUES ('RW2502001', 'MO25020006', 'QI25020011', '1000201', 20.0, 20.0, '重新装配并复测', '100016', '2025-02-10', '2025-02-11', 106.64, '已完成');
INSERT INTO rwk_ord VALUES ('RW2502002', 'MO25020006', 'QI25020011', '1000201', 30.0, 28.0, '重新包装', '100011', '2025-02-10', '2025-02-15', 130.48, '已完成');
INSERT INTO rwk_ord VALUES ('RW2503001', 'MO25030005', 'QI25030016', '2000203', 1.0, 1.0, '修边打磨', '300001', '2025-03-29', '2025-04-01', 8.33, '已完成');
INSERT INTO rwk_ord VALUES ('RW2503002', 'MO25030006', 'QI25030018', '1000201', 3.0, 3.0, '拆机更换不良部件', '100016', '2025-03-17', '2025-03-19', 34.41, '已完成');
INSERT INTO rwk_ord VALUES ('RW2504001', 'MO25040004', 'QI25040008', '2000202', 3.0, 3.0, '修边打磨', '300001', '2025-04-28', '2025-04-30', 15.79, '已完成');
INSERT INTO rwk_ord VALUES ('RW2505001', 'MO25050005', 'QI25050007', '2000204', 3.0, 3.0, '修边打磨', '300006', '2025-05-24', '2025-05-25', 38.19, '已完成');
INSERT INTO rwk_ord VALUES ('RW2505002', 'MO25050009', 'QI25050009', '1000302', 6.0, 4.0, '拆机更换不良部件', '100011', '2025-05-09', '2025-05-10', 29.37, '已完成');
INSERT INTO rwk_ord VALUES ('RW2505003', 'MO25050008', 'QI25050012', '1000202', 20.0, 18.0, '重新装配并复测', '100016', '2025-05-29', '2025-05-30', 212.9, '已完成');
INSERT INTO rwk_ord VALUES ('RW2505004', 'MO25050008', 'QI25050012', '1000202', 2.0, 2.0, '更换标签', '100016', '2025-05-29', '2025-06-01', 25.96, '已完成');
INSERT INTO rwk_ord VALUES ('RW2506001', 'MO25060001', 'QI25060022', '2000102', 3.0, NULL, 'BGA返修台返修', '200001', '2025-06-21', NULL, NULL, '待返工');
INSERT INTO rwk_ord VALUES ('RW2506002', 'MO25060011', 'QI25060025', '2000203', 45.0, NULL, '修边打磨', '300006', '2025-06-27', NULL, NULL, '返工中');
INSERT INTO rwk_ord VALUES ('RW2506003', 'MO25060002', 'QI25060027', '2000103', 9.0, NULL, 'BGA返修台返修', '200001', '2025-06-25', NULL, NULL, '待返工');
INSERT INTO rwk_ord VALUES ('RW2506004', 'MO25060003', 'QI25060029', '1000103', 5.0, 4.0, '更换标签', '100001', '2025-06-16', '2025-06-22', 48.83, '已完成');
INSERT INTO rwk_ord VALUES ('RW2506005', 'MO25060008', 'QI25060031', '1000201', 10.0, 9.0, '更换标签', '100016', '2025-06-15', '2025-06-16', 146.87, '已完成');
INSERT INTO rwk_ord VALUES ('RW2506006', 'MO25060013', 'QI25060032', '1000102', 10.0, NULL, '重新装配并复测', '100006', '2025-06-17', NULL, NULL, '返工中');

INSERT INTO scrap_rec VALUES ('BF2407001', 'MO24070004', '2000204', 'W301', 1.0, '制程不良', 7.9, '2024-07-23', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2408001', 'MO24080009', '1000401', 'W303', 3.0, '制程不良', 393.0, '2024-08-18', '100053', '已驳回');
INSERT INTO scrap_rec VALUES ('BF2408002', 'MO24080001', '1000101', 'W101', 2.0, '制程不良', 473.0, '2024-08-11', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2408003', 'MO24080002', '2000202', 'W301', 16.0, '来料不良', 233.6, '2024-08-28', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2408004', 'MO24080004', '2000104', 'W201', 12.0, '制程不良', 261.6, '2024-08-30', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2408005', 'MO24080006', '2000301', 'W302', 18.0, '制程不良', 756.0, '2024-08-18', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2408006', 'MO24080007', '1000102', 'W101', 6.0, '制程不良', 2028.0, '2024-08-17', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2408007', 'MO24080009', '1000401', 'W303', 10.0, '制程不良', 1310.0, '2024-08-20', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2408008', 'MO24080010', '2000104', 'W201', 7.0, '设备故障', 152.6, '2024-08-03', '100052', '已驳回');
INSERT INTO scrap_rec VALUES ('BF2408009', 'MO24080012', '1000202', 'W102', 7.0, '设备故障', 1736.0, '2024-08-29', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2408010', 'MO24080013', '2000105', 'W201', 46.0, '试产损耗', 1265.0, '2024-08-31', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2409001', 'MO24090003', '1000103', 'W101', 1.0, '制程不良', 512.0, '2024-09-16', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2409002', 'MO24090001', '2000301', 'W302', 32.0, '制程不良', 1344.0, '2024-09-26', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2409003', 'MO24090003', '1000103', 'W101', 34.0, '制程不良', 17408.0, '2024-09-16', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2410001', 'MO24100004', '1000103', 'W101', 25.0, '制程不良', 12800.0, '2024-10-20', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2410002', 'MO24100005', '2000302', 'W302', 26.0, '来料不良', 689.0, '2024-10-24', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2410003', 'MO24100007', '1000201', 'W102', 6.0, '设备故障', 972.0, '2024-10-28', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2411001', 'MO24100003', '1000301', 'W102', 15.0, '设备故障', 2640.0, '2024-11-08', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2411002', 'MO24110002', '1000401', 'W303', 16.0, '制程不良', 2096.0, '2024-11-26', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2411003', 'MO24110003', '2000101', 'W201', 40.0, '设备故障', 1544.0, '2024-11-14', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2411004', 'MO24110004', '1000201', 'W102', 19.0, '制程不良', 3078.0, '2024-11-27', '100052', '已驳回');
INSERT INTO scrap_rec VALUES ('BF2411005', 'MO24110011', '2000201', 'W301', 26.0, '来料不良', 254.8, '2024-11-04', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2411006', 'MO24110012', '2000102', 'W201', 13.0, '制程不良', 161.2, '2024-11-21', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2412001', 'MO24110009', '1000201', 'W102', 12.0, '设备故障', 1944.0, '2024-12-04', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2412002', 'MO24120009', '2000106', 'W201', 13.0, '设备故障', 587.6, '2024-12-09', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2412003', 'MO24120010', '2000101', 'W201', 7.0, '制程不良', 270.2, '2024-12-26', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2412004', NULL, '4000101', 'W103', 350.0, '呆滞过期', 2380.0, '2024-12-20', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2501001', 'MO24120004', '1000401', 'W303', 12.0, '制程不良', 1572.0, '2025-01-06', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2501002', 'MO25010002', '2000201', 'W301', 50.0, '制程不良', 490.0, '2025-01-21', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2501003', 'MO25010006', '2000202', 'W301', 72.0, '制程不良', 1051.2, '2025-01-24', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2501004', 'MO25010008', '2000202', 'W301', 81.0, '制程不良', 1182.6, '2025-01-26', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2501005', 'MO25010009', '2000202', 'W301', 8.0, '制程不良', 116.8, '2025-01-18', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2501006', NULL, '3000201', 'W301', 125.0, '来料不良', 1725.0, '2025-01-09', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2502001', 'MO25020006', '1000201', 'W102', 22.0, '制程不良', 3564.0, '2025-02-10', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2502002', NULL, '3000101', 'W201', 1800.0, '呆滞过期', 5760.0, '2025-02-26', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2503001', 'MO25020005', '2000301', 'W302', 51.0, '设备故障', 2142.0, '2025-03-01', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2503002', 'MO25030001', '2000201', 'W301', 133.0, '制程不良', 1303.4, '2025-03-12', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2503003', 'MO25030003', '2000104', 'W201', 26.0, '制程不良', 566.8, '2025-03-24', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2503004', 'MO25030004', '1000101', 'W101', 8.0, '来料不良', 1892.0, '2025-03-07', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2503005', 'MO25030005', '2000203', 'W301', 14.0, '设备故障', 156.8, '2025-03-29', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2503006', 'MO25030006', '1000201', 'W102', 11.0, '制程不良', 1782.0, '2025-03-17', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2503007', NULL, '3000114', 'W101', 240.0, '呆滞过期', 11040.0, '2025-03-18', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2504001', 'MO25040002', '1000201', 'W102', 4.0, '制程不良', 648.0, '2025-04-14', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2504002', 'MO25040001', '1000302', 'W102', 11.0, '设备故障', 4345.0, '2025-04-18', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2504003', 'MO25040005', '1000101', 'W101', 29.0, '制程不良', 6858.5, '2025-04-27', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2504004', 'MO25040006', '1000401', 'W303', 11.0, '设备故障', 1441.0, '2025-04-05', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2504005', NULL, '4000105', 'W103', 2600.0, '呆滞过期', 1690.0, '2025-04-22', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2505001', 'MO25050001', '1000401', 'W303', 1.0, '制程不良', 131.0, '2025-05-23', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2505002', 'MO25040003', '2000101', 'W201', 13.0, '制程不良', 501.8, '2025-05-01', '100052', '已批准');
INSERT INTO scrap_rec VALUES ('BF2505003', 'MO25050003', '2000105', 'W201', 27.0, '制程不良', 742.5, '2025-05-20', '100053', '已驳回');
INSERT INTO scrap_rec VALUES ('BF2505004', 'MO25050006', '2000102', 'W201', 24.0, '制程不良', 297.6, '2025-05-16', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2505005', NULL, '2000102', 'W201', 160.0, '呆滞过期', 1984.0, '2025-05-30', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2506001', 'MO25060005', '1000101', 'W101', 4.0, '制程不良', 946.0, '2025-06-20', NULL, '待审批');
INSERT INTO scrap_rec VALUES ('BF2506002', 'MO25060019', '1000201', 'W102', 4.0, '制程不良', 648.0, '2025-06-14', '100052', '已驳回');
INSERT INTO scrap_rec VALUES ('BF2506003', 'MO25060005', '1000101', 'W101', 7.0, '制程不良', 1655.5, '2025-06-21', NULL, '待审批');
INSERT INTO scrap_rec VALUES ('BF2506004', 'MO25060007', '2000301', 'W302', 12.0, '来料不良', 504.0, '2025-06-14', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2506005', 'MO25060013', '1000102', 'W101', 11.0, '制程不良', 3718.0, '2025-06-17', NULL, '待审批');
INSERT INTO scrap_rec VALUES ('BF2506006', 'MO25060015', '1000301', 'W102', 8.0, '制程不良', 1408.0, '2025-06-12', '100053', '已批准');
INSERT INTO scrap_rec VALUES ('BF2506007', 'MO25060017', '1000202', 'W102', 45.0, '试产损耗', 11160.0, '2025-06-29', NULL, '待审批');
INSERT INTO scrap_rec VALUES ('BF2506008', 'MO25060019', '1000201', 'W102', 13.0, '制程不良', 2106.0, '2025-06-17', NULL, '待审批');
INSERT INTO scrap_rec VALUES ('BF2506009', NULL, '3000404', 'W303', 40.0, '来料不良', 740.0, '2025-06-03', '100053', '已批准');

INSERT INTO supp VALUES ('S1001', '深圳市华芯微电子有限公司', '华芯微', '广东', '深圳', '蒋志俊', '13588713974', 'A', '月结90天', 'C31', '合格', '2015-10-02');
INSERT INTO supp VALUES ('S1002', '东莞市鼎立电子科技有限公司', '鼎立电子', '广东', '东莞', '苏永鑫', '13983283249', 'A', '月结90天', 'C31', '合格', '2017-06-27');
INSERT INTO supp VALUES ('S1003', '苏州捷讯电路板有限公司', '捷讯电路', '江苏', '苏州', '姚志龙', '0512-33153377', 'A', '月结90天', 'C31', '合格', '2019-10-29');
INSERT INTO supp VALUES ('S1004', '宁波天弘塑胶原料有限公司', '天弘塑胶', '浙江', '宁波', '蔡辉', '19943065535', 'B', '月结30天', 'C32', '合格', '2022-10-28');
INSERT INTO supp VALUES ('S1005', '上海宝联钢材贸易有限公司', '宝联钢材', '上海', '上海', '廖辉伟', '0755-69545776', 'A', '月结60天', 'C33', '合格', '2020-09-25');
INSERT INTO supp VALUES ('S1006', '佛山市顺德区恒达五金制品厂', '恒达五金', '广东', '佛山', '曾俊磊', '0574-74907181', 'B', '月结30天', 'C34', '合格', '2014-11-08');
INSERT INTO supp VALUES ('S1007', '中山市南朗电线电缆有限公司', '南朗电线', '广东', '中山', '陈洁玲', '0769-38771075', 'B', '月结60天', 'C34', '合格', '2018-09-12');
INSERT INTO supp VALUES ('S1008', '厦门宏信继电器有限公司', '宏信继电器', '福建', '厦门', '张晨', '0755-65566149', 'A', '月结90天', 'C31', '合格', '2012-05-21');
INSERT INTO supp VALUES ('S1009', '无锡新洁功率半导体有限公司', '新洁功率', '江苏', '无锡', '卢婷倩', '0512-33189064', 'B', '月结30天', 'C31', '合格', '2015-02-04');
INSERT INTO supp VALUES ('S1010', '南京三乐电子器件有限公司', '三乐电子', '江苏', '南京', '唐浩', '0574-38526821', 'C', '预付款', 'C31', '淘汰', '2019-08-14');
INSERT INTO supp VALUES ('S1011', '佛山市广联磁控管有限公司', '广联磁控', '广东', '佛山', '周鑫', '18757730158', 'A', '月结90天', 'C31', '合格', '2024-09-20');
INSERT INTO supp VALUES ('S1012', '常州华阳变压器有限公司', '华阳变压器', '江苏', '常州', '杜斌俊', '19981262030', 'B', '月结30天', 'C31', '合格', '2019-07-15');
INSERT INTO supp VALUES ('S1013', '东莞市诚亿包装制品有限公司', '诚亿包装', '广东', '东莞', '魏志磊', '0592-39359879', 'B', '月结60天', 'C40', '合格', '2018-04-21');
INSERT INTO supp VALUES ('S1014', '广州市彩印印务有限公司', '彩印印务', '广东', '广州', '孙璐彤', '13897872384', 'C', '预付款', 'C40', '合格', '2012-12-15');
INSERT INTO supp VALUES ('S1015', '杭州敏测传感技术有限公司', '敏测传感', '浙江', '杭州', '张娜', '021-23063734', 'B', '月结60天', 'C31', '合格', '2018-02-06');
INSERT INTO supp VALUES ('S1016', '台州恒锋炊具有限公司', '恒锋炊具', '浙江', '台州', '罗涛志', '15916243589', 'A', '月结60天', 'C34', '合格', '2017-02-18');
INSERT INTO supp VALUES ('S1017', '昆山科锐锡业有限公司', '科锐锡业', '江苏', '昆山', '何婷敏', '17736770548', 'B', '月结30天', 'C31', '合格', '2019-10-04');
INSERT INTO supp VALUES ('S1018', '合肥瑞丰塑胶有限公司', '瑞丰塑胶', '安徽', '合肥', '董宁军', '17751354750', 'C', '预付款', 'C32', '合格', '2018-01-08');
INSERT INTO supp VALUES ('S1019', '温州瓯江线圈制品有限公司', '瓯江线圈', '浙江', '温州', '魏永龙', '021-31670642', 'B', '月结60天', 'C34', '合格', '2022-05-18');
INSERT INTO supp VALUES ('S1020', '深圳市立讯达电子元件有限公司', '立讯达', '广东', '深圳', '曹斌', '0574-72063374', 'D', '预付款', 'C31', '暂停', '2017-12-13');
INSERT INTO supp VALUES ('S1021', '芜湖新兴钢板加工有限公司', '新兴钢板', '安徽', '芜湖', '杜海俊', '13644492478', 'C', '预付款', 'C33', '合格', '2016-11-15');
INSERT INTO supp VALUES ('S1022', '香港利达电子贸易有限公司', '利达电子', '香港', '香港', '曾华旭', '13949956462', 'B', '月结30天', 'C31', '合格', '2022-11-20');

INSERT INTO po_hdr VALUES ('4500012008', 'S1001', 'P200', '2024-09-08', '100043', 'CNY', 0.13, 65800.0, '已关闭', '分批送货');
INSERT INTO po_hdr VALUES ('4500012012', 'S1010', 'P100', '2024-09-02', '100043', 'CNY', 0.13, 75860.0, '已关闭', '分批送货');
INSERT INTO po_hdr VALUES ('4500012015', 'S1022', 'P200', '2024-08-02', '100044', 'USD', 0.0, 4366.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012021', 'S1010', 'P100', '2024-08-22', '100043', 'CNY', 0.13, 68895.0, '已关闭', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012024', 'S1020', 'P200', '2025-02-08', '100044', 'CNY', 0.13, 23436.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012028', 'S1004', 'P300', '2024-10-15', '100041', 'CNY', 0.13, 93460.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012036', 'S1019', 'P300', '2025-06-13', '100043', 'CNY', 0.13, 89050.0, '已审批', NULL);
INSERT INTO po_hdr VALUES ('4500012037', 'S1007', 'P300', '2025-01-26', '100043', 'CNY', 0.13, 8720.0, '已关闭', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012043', 'S1003', 'P200', '2025-02-01', '100042', 'CNY', 0.13, 143600.0, '全部到货', '分批送货');
INSERT INTO po_hdr VALUES ('4500012044', 'S1005', 'P300', '2025-03-21', '100042', 'CNY', 0.13, 98000.0, '已关闭', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012049', 'S1015', 'P200', '2025-06-04', '100042', 'CNY', 0.13, 10511.0, '全部到货', '急料，请优先安排');
INSERT INTO po_hdr VALUES ('4500012054', 'S1007', 'P300', '2024-10-27', '100042', 'CNY', 0.13, 21500.0, '已关闭', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012063', 'S1004', 'P300', '2025-06-01', '100041', 'CNY', 0.13, 167240.0, '全部到货', NULL);
INSERT INTO po_hdr VALUES ('4500012072', 'S1005', 'P300', '2025-01-25', '100041', 'CNY', 0.13, 41700.0, '已取消', NULL);
INSERT INTO po_hdr VALUES ('4500012075', 'S1006', 'P100', '2024-09-26', '100044', 'CNY', 0.13, 48860.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012083', 'S1002', 'P200', '2024-12-22', '100044', 'CNY', 0.13, 5726.0, '已关闭', '分批送货');
INSERT INTO po_hdr VALUES ('4500012088', 'S1013', 'P300', '2024-12-22', '100043', 'CNY', 0.13, 32100.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012093', 'S1014', 'P300', '2025-01-08', '100044', 'CNY', 0.13, 6403.0, '已关闭', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012094', 'S1015', 'P200', '2025-06-03', '100044', 'CNY', 0.13, 4396.0, '全部到货', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012102', 'S1011', 'P100', '2024-08-08', '100042', 'CNY', 0.13, 48360.0, '已关闭', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012111', 'S1007', 'P300', '2024-11-16', '100043', 'CNY', 0.13, 21950.0, '已取消', NULL);
INSERT INTO po_hdr VALUES ('4500012113', 'S1015', 'P200', '2025-02-21', '100042', 'CNY', 0.13, 2066.0, '已关闭', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012119', 'S1015', 'P200', '2024-10-31', '100043', 'CNY', 0.13, 4970.5, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012124', 'S1008', 'P200', '2025-03-29', '100041', 'CNY', 0.13, 31600.0, '已关闭', '急料，请优先安排');
INSERT INTO po_hdr VALUES ('4500012133', 'S1015', 'P200', '2025-06-22', '100041', 'CNY', 0.13, 3268.0, '部分到货', '按VMI协议送货');
INSERT INTO po_hdr VALUES ('4500012139', 'S1007', 'P100', '2024-11-17', '100043', 'CNY', 0.13, 85400.0, '已关闭', '按VMI协议送货');
INSERT INTO po_hdr VALUES ('4500012147', 'S1013', 'P100', '2025-06-24', '100042', 'CNY', 0.13, 82070.0, '部分到货', '急料，请优先安排');
INSERT INTO po_hdr VALUES ('4500012150', 'S1017', 'P200', '2025-06-08', '100041', 'CNY', 0.13, 577335.0, '已审批', NULL);
INSERT INTO po_hdr VALUES ('4500012156', 'S1018', 'P300', '2025-05-02', '100043', 'CNY', 0.13, 11160.0, '全部到货', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012165', 'S1021', 'P300', '2025-03-09', '100041', 'CNY', 0.13, 11570.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012171', 'S1013', 'P300', '2025-06-21', '100043', 'CNY', 0.13, 30600.0, '已审批', NULL);
INSERT INTO po_hdr VALUES ('4500012175', 'S1019', 'P300', '2025-05-19', '100043', 'CNY', 0.13, 35320.0, '部分到货', '按VMI协议送货');
INSERT INTO po_hdr VALUES ('4500012179', 'S1013', 'P100', '2024-08-06', '100042', 'CNY', 0.13, 75350.0, '已关闭', '分批送货');
INSERT INTO po_hdr VALUES ('4500012180', 'S1006', 'P100', '2024-09-25', '100042', 'CNY', 0.13, 56100.0, '已关闭', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012184', 'S1018', 'P100', '2024-12-07', '100041', 'CNY', 0.13, 22640.0, '全部到货', '急料，请优先安排');
INSERT INTO po_hdr VALUES ('4500012193', 'S1022', 'P200', '2024-10-01', '100044', 'USD', 0.0, 3310.0, '已关闭', '分批送货');
INSERT INTO po_hdr VALUES ('4500012199', 'S1004', 'P300', '2025-05-24', '100042', 'CNY', 0.13, 30800.0, '全部到货', '分批送货');
INSERT INTO po_hdr VALUES ('4500012200', 'S1005', 'P300', '2025-03-17', '100042', 'CNY', 0.13, 45380.0, '已关闭', '按VMI协议送货');
INSERT INTO po_hdr VALUES ('4500012205', 'S1018', 'P100', '2024-08-19', '100044', 'CNY', 0.13, 10680.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012207', 'S1006', 'P100', '2025-04-21', '100042', 'CNY', 0.13, 18760.0, '全部到货', NULL);
INSERT INTO po_hdr VALUES ('4500012211', 'S1020', 'P200', '2024-12-29', '100042', 'CNY', 0.13, 21405.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012219', 'S1013', 'P300', '2024-10-20', '100044', 'CNY', 0.13, 61800.0, '已关闭', '分批送货');
INSERT INTO po_hdr VALUES ('4500012223', 'S1018', 'P300', '2025-06-22', '100041', 'CNY', 0.13, 108530.0, '部分到货', NULL);
INSERT INTO po_hdr VALUES ('4500012225', 'S1008', 'P200', '2024-11-28', '100042', 'CNY', 0.13, 3320.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012231', 'S1012', 'P100', '2025-02-01', '100044', 'CNY', 0.13, 72520.0, '全部到货', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012234', 'S1017', 'P200', '2024-12-06', '100043', 'CNY', 0.13, 371560.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012240', 'S1020', 'P200', '2024-11-02', '100044', 'CNY', 0.13, 7122.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012246', 'S1014', 'P100', '2024-10-02', '100041', 'CNY', 0.13, 12532.0, '已关闭', '按VMI协议送货');
INSERT INTO po_hdr VALUES ('4500012252', 'S1018', 'P300', '2025-06-25', '100043', 'CNY', 0.13, 26730.0, '已审批', '急料，请优先安排');
INSERT INTO po_hdr VALUES ('4500012253', 'S1013', 'P100', '2024-12-27', '100044', 'CNY', 0.13, 40200.0, '已取消', NULL);
INSERT INTO po_hdr VALUES ('4500012255', 'S1014', 'P300', '2024-11-09', '100043', 'CNY', 0.13, 12620.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012263', 'S1003', 'P200', '2025-03-05', '100042', 'CNY', 0.13, 31250.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012264', 'S1006', 'P300', '2024-11-01', '100043', 'CNY', 0.13, 19700.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012267', 'S1006', 'P100', '2025-02-14', '100043', 'CNY', 0.13, 49610.0, '已关闭', '分批送货');
INSERT INTO po_hdr VALUES ('4500012269', 'S1013', 'P100', '2025-06-10', '100043', 'CNY', 0.13, 92420.0, '已审批', NULL);
INSERT INTO po_hdr VALUES ('4500012274', 'S1008', 'P200', '2025-04-03', '100044', 'CNY', 0.13, 7700.0, '已取消', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012278', 'S1013', 'P100', '2025-01-01', '100042', 'CNY', 0.13, 58700.0, '全部到货', '按VMI协议送货');
INSERT INTO po_hdr VALUES ('4500012281', 'S1007', 'P100', '2024-12-21', '100043', 'CNY', 0.13, 43700.0, '已关闭', '按VMI协议送货');
INSERT INTO po_hdr VALUES ('4500012290', 'S1013', 'P100', '2024-08-01', '100043', 'CNY', 0.13, 75450.0, '已关闭', NULL);
INSERT INTO po_hdr VALUES ('4500012299', 'S1016', 'P300', '2024-09-07', '100043', 'CNY', 0.13, 125900.0, '已关闭', '按VMI协议送货');
INSERT INTO po_hdr VALUES ('4500012304', 'S1013', 'P100', '2025-06-24', '100044', 'CNY', 0.13, 68900.0, '部分到货', '含第三方检测报告');
INSERT INTO po_hdr VALUES ('4500012306', 'S1013', 'P300', '2025-05-15', '100044', 'CNY', 0.13, 15600.0, '全部到货', '急料，请优先安排');
INSERT INTO po_hdr VALUES ('4500012309', 'S1003', 'P200', '2025-06-23', '100044', 'CNY', 0.13, 152700.0, '部分到货', '急料，请优先安排');
INSERT INTO po_hdr VALUES ('4500012315', 'S1013', 'P100', '2024-12-20', '100042', 'CNY', 0.13, 111450.0, '已关闭', '急料，请优先安排');

INSERT INTO po_ln VALUES ('4500012008', 10, '3000101', 5000.0, 3.28, 16400.0, '2024-10-23', 5000.0);
INSERT INTO po_ln VALUES ('4500012008', 20, '3000102', 20000.0, 2.47, 49400.0, '2024-10-08', 20000.0);
INSERT INTO po_ln VALUES ('4500012012', 10, '3000114', 1500.0, 45.72, 68580.0, '2024-10-07', 1500.0);
INSERT INTO po_ln VALUES ('4500012012', 20, '3000116', 2000.0, 3.64, 7280.0, '2024-09-27', 2000.0);
INSERT INTO po_ln VALUES ('4500012015', 10, '3000101', 10000.0, 0.4366, 4366.0, '2024-09-16', 10000.0);
INSERT INTO po_ln VALUES ('4500012021', 10, '3000114', 1500.0, 45.93, 68895.0, '2024-09-26', 1500.0);
INSERT INTO po_ln VALUES ('4500012024', 10, '3000108', 20000.0, 0.9946, 19892.0, '2025-02-28', 20000.0);
INSERT INTO po_ln VALUES ('4500012024', 20, '3000105', 20000.0, 0.1772, 3544.0, '2025-02-28', 20000.0);
INSERT INTO po_ln VALUES ('4500012028', 10, '3000204', 1500.0, 30.02, 45030.0, '2024-10-25', 1500.0);
INSERT INTO po_ln VALUES ('4500012028', 20, '3000201', 3000.0, 13.11, 39330.0, '2024-10-25', 3000.0);
INSERT INTO po_ln VALUES ('4500012028', 30, '3000202', 1000.0, 9.1, 9100.0, '2024-10-25', 1000.0);
INSERT INTO po_ln VALUES ('4500012036', 10, '3000404', 5000.0, 17.81, 89050.0, '2025-07-08', 0.0);
INSERT INTO po_ln VALUES ('4500012037', 10, '3000401', 2000.0, 4.36, 8720.0, '2025-02-10', 2000.0);
INSERT INTO po_ln VALUES ('4500012043', 10, '3000111', 20000.0, 6.26, 125200.0, '2025-02-26', 20000.0);
INSERT INTO po_ln VALUES ('4500012043', 20, '3000110', 10000.0, 1.84, 18400.0, '2025-02-21', 10000.0);
INSERT INTO po_ln VALUES ('4500012044', 10, '3000301', 5000.0, 5.9, 29500.0, '2025-04-02', 5000.0);
INSERT INTO po_ln VALUES ('4500012044', 20, '3000302', 5000.0, 13.7, 68500.0, '2025-04-05', 5000.0);
INSERT INTO po_ln VALUES ('4500012049', 10, '3000108', 10000.0, 0.9487, 9487.0, '2025-06-24', 10000.0);
INSERT INTO po_ln VALUES ('4500012049', 20, '3000109', 5000.0, 0.2048, 1024.0, '2025-06-19', 5000.0);
INSERT INTO po_ln VALUES ('4500012054', 10, '3000401', 5000.0, 4.3, 21500.0, '2024-11-11', 5000.0);
INSERT INTO po_ln VALUES ('4500012063', 10, '3000204', 3000.0, 33.68, 101040.0, '2025-06-11', 3000.0);
INSERT INTO po_ln VALUES ('4500012063', 20, '3000201', 5000.0, 13.24, 66200.0, '2025-06-11', 5000.0);
INSERT INTO po_ln VALUES ('4500012072', 10, '3000302', 3000.0, 13.9, 41700.0, '2025-02-09', 0.0);
INSERT INTO po_ln VALUES ('4500012075', 10, '3000402', 200000.0, 0.0208, 4160.0, '2024-10-06', 200000.0);
INSERT INTO po_ln VALUES ('4500012075', 20, '3000403', 5000.0, 8.94, 44700.0, '2024-10-16', 5000.0);
INSERT INTO po_ln VALUES ('4500012083', 10, '3000105', 20000.0, 0.1813, 3626.0, '2025-01-11', 20000.0);
INSERT INTO po_ln VALUES ('4500012083', 20, '3000103', 500000.0, 0.0042, 2100.0, '2025-01-06', 500000.0);
INSERT INTO po_ln VALUES ('4500012088', 10, '4000103', 10000.0, 3.21, 32100.0, '2024-12-29', 10000.0);
INSERT INTO po_ln VALUES ('4500012093', 10, '4000105', 10000.0, 0.6403, 6403.0, '2025-01-13', 10000.0);
INSERT INTO po_ln VALUES ('4500012094', 10, '3000109', 20000.0, 0.2198, 4396.0, '2025-06-18', 20000.0);
INSERT INTO po_ln VALUES ('4500012102', 10, '3000116', 2000.0, 3.62, 7240.0, '2024-09-02', 2000.0);
INSERT INTO po_ln VALUES ('4500012102', 20, '3000115', 1000.0, 41.12, 41120.0, '2024-09-07', 1000.0);
INSERT INTO po_ln VALUES ('4500012111', 10, '3000401', 5000.0, 4.39, 21950.0, '2024-12-01', 0.0);
INSERT INTO po_ln VALUES ('4500012113', 10, '3000109', 10000.0, 0.2066, 2066.0, '2025-03-08', 10000.0);
INSERT INTO po_ln VALUES ('4500012119', 10, '3000108', 5000.0, 0.9941, 4970.5, '2024-11-20', 5000.0);
INSERT INTO po_ln VALUES ('4500012124', 10, '3000106', 20000.0, 1.58, 31600.0, '2025-04-23', 20000.0);
INSERT INTO po_ln VALUES ('4500012133', 10, '3000112', 5000.0, 0.6536, 3268.0, '2025-07-12', 2500.0);
INSERT INTO po_ln VALUES ('4500012139', 10, '3000401', 20000.0, 4.27, 85400.0, '2024-12-02', 20000.0);
INSERT INTO po_ln VALUES ('4500012147', 10, '4000101', 5000.0, 6.89, 34450.0, '2025-07-01', 3000.0);
INSERT INTO po_ln VALUES ('4500012147', 20, '4000102', 2000.0, 4.71, 9420.0, '2025-07-01', 1200.0);
INSERT INTO po_ln VALUES ('4500012147', 30, '4000103', 5000.0, 3.08, 15400.0, '2025-07-01', 0.0);
INSERT INTO po_ln VALUES ('4500012147', 40, '4000104', 20000.0, 1.14, 22800.0, '2025-06-29', 0.0);
INSERT INTO po_ln VALUES ('4500012150', 10, '3000406', 1500.0, 384.89, 577335.0, '2025-06-23', 0.0);
INSERT INTO po_ln VALUES ('4500012156', 10, '3000203', 500.0, 22.32, 11160.0, '2025-05-17', 500.0);
INSERT INTO po_ln VALUES ('4500012165', 10, '3000301', 1000.0, 5.55, 5550.0, '2025-03-21', 1000.0);
INSERT INTO po_ln VALUES ('4500012165', 20, '3000303', 1000.0, 6.02, 6020.0, '2025-03-21', 1000.0);
INSERT INTO po_ln VALUES ('4500012171', 10, '4000103', 10000.0, 3.06, 30600.0, '2025-06-28', 0.0);
INSERT INTO po_ln VALUES ('4500012175', 10, '3000404', 2000.0, 17.66, 35320.0, '2025-06-13', 1200.0);
INSERT INTO po_ln VALUES ('4500012179', 10, '4000103', 5000.0, 3.09, 15450.0, '2024-08-13', 5000.0);
INSERT INTO po_ln VALUES ('4500012179', 20, '4000102', 10000.0, 4.84, 48400.0, '2024-08-13', 10000.0);
INSERT INTO po_ln VALUES ('4500012179', 30, '4000104', 10000.0, 1.15, 11500.0, '2024-08-11', 10000.0);
INSERT INTO po_ln VALUES ('4500012180', 10, '3000402', 500000.0, 0.0196, 9800.0, '2024-10-05', 500000.0);
INSERT INTO po_ln VALUES ('4500012180', 20, '3000403', 5000.0, 9.26, 46300.0, '2024-10-15', 5000.0);
INSERT INTO po_ln VALUES ('4500012184', 10, '3000203', 1000.0, 22.64, 22640.0, '2024-12-22', 1000.0);
INSERT INTO po_ln VALUES ('4500012193', 10, '3000107', 5000.0, 0.662, 3310.0, '2024-11-10', 5000.0);
INSERT INTO po_ln VALUES ('4500012199', 10, '3000202', 2000.0, 8.6, 17200.0, '2025-06-03', 2000.0);
INSERT INTO po_ln VALUES ('4500012199', 20, '3000201', 1000.0, 13.6, 13600.0, '2025-06-03', 1000.0);
INSERT INTO po_ln VALUES ('4500012200', 10, '3000302', 3000.0, 14.2, 42600.0, '2025-04-01', 3000.0);
INSERT INTO po_ln VALUES ('4500012200', 20, '3000301', 500.0, 5.56, 2780.0, '2025-03-29', 500.0);
INSERT INTO po_ln VALUES ('4500012205', 10, '3000203', 500.0, 21.36, 10680.0, '2024-09-03', 500.0);
INSERT INTO po_ln VALUES ('4500012207', 10, '3000403', 2000.0, 9.38, 18760.0, '2025-05-11', 2000.0);
INSERT INTO po_ln VALUES ('4500012211', 10, '3000108', 20000.0, 0.9285, 18570.0, '2025-01-18', 20000.0);
INSERT INTO po_ln VALUES ('4500012211', 20, '3000104', 200000.0, 0.0123, 2460.0, '2025-01-13', 200000.0);
INSERT INTO po_ln VALUES ('4500012211', 30, '3000105', 2000.0, 0.1875, 375.0, '2025-01-18', 2000.0);
INSERT INTO po_ln VALUES ('4500012219', 10, '4000103', 20000.0, 3.09, 61800.0, '2024-10-27', 20000.0);
INSERT INTO po_ln VALUES ('4500012223', 10, '3000202', 5000.0, 8.35, 41750.0, '2025-07-02', 3000.0);
INSERT INTO po_ln VALUES ('4500012223', 20, '3000203', 3000.0, 22.26, 66780.0, '2025-07-07', 0.0);
INSERT INTO po_ln VALUES ('4500012225', 10, '3000106', 2000.0, 1.66, 3320.0, '2024-12-23', 2000.0);
INSERT INTO po_ln VALUES ('4500012231', 10, '3000117', 2000.0, 6.68, 13360.0, '2025-02-21', 2000.0);
INSERT INTO po_ln VALUES ('4500012231', 20, '3000113', 1500.0, 39.44, 59160.0, '2025-03-03', 1500.0);
INSERT INTO po_ln VALUES ('4500012234', 10, '3000406', 1000.0, 371.56, 371560.0, '2024-12-21', 1000.0);
INSERT INTO po_ln VALUES ('4500012240', 10, '3000105', 5000.0, 0.1844, 922.0, '2024-11-22', 5000.0);
INSERT INTO po_ln VALUES ('4500012240', 20, '3000104', 500000.0, 0.0124, 6200.0, '2024-11-17', 500000.0);
INSERT INTO po_ln VALUES ('4500012246', 10, '4000105', 20000.0, 0.6266, 12532.0, '2024-10-07', 20000.0);
INSERT INTO po_ln VALUES ('4500012252', 10, '3000202', 3000.0, 8.91, 26730.0, '2025-07-05', 0.0);
INSERT INTO po_ln VALUES ('4500012253', 10, '4000103', 5000.0, 3.19, 15950.0, '2025-01-03', 0.0);
INSERT INTO po_ln VALUES ('4500012253', 20, '4000102', 5000.0, 4.85, 24250.0, '2025-01-03', 0.0);
INSERT INTO po_ln VALUES ('4500012255', 10, '4000105', 20000.0, 0.631, 12620.0, '2024-11-14', 20000.0);
INSERT INTO po_ln VALUES ('4500012263', 10, '3000111', 5000.0, 6.25, 31250.0, '2025-03-30', 5000.0);
INSERT INTO po_ln VALUES ('4500012264', 10, '3000402', 1000000.0, 0.0197, 19700.0, '2024-11-11', 1000000.0);
INSERT INTO po_ln VALUES ('4500012267', 10, '3000403', 5000.0, 9.17, 45850.0, '2025-03-06', 5000.0);
INSERT INTO po_ln VALUES ('4500012267', 20, '3000402', 200000.0, 0.0188, 3760.0, '2025-02-24', 200000.0);
INSERT INTO po_ln VALUES ('4500012269', 10, '4000103', 2000.0, 3.21, 6420.0, '2025-06-17', 0.0);
INSERT INTO po_ln VALUES ('4500012269', 20, '4000101', 5000.0, 6.85, 34250.0, '2025-06-17', 0.0);
INSERT INTO po_ln VALUES ('4500012269', 30, '4000102', 10000.0, 4.61, 46100.0, '2025-06-17', 0.0);
INSERT INTO po_ln VALUES ('4500012269', 40, '4000104', 5000.0, 1.13, 5650.0, '2025-06-15', 0.0);
INSERT INTO po_ln VALUES ('4500012274', 10, '3000106', 5000.0, 1.54, 7700.0, '2025-04-28', 0.0);
INSERT INTO po_ln VALUES ('4500012278', 10, '4000101', 5000.0, 6.87, 34350.0, '2025-01-08', 5000.0);
INSERT INTO po_ln VALUES ('4500012278', 20, '4000102', 5000.0, 4.87, 24350.0, '2025-01-08', 5000.0);
INSERT INTO po_ln VALUES ('4500012281', 10, '3000401', 10000.0, 4.37, 43700.0, '2025-01-05', 10000.0);
INSERT INTO po_ln VALUES ('4500012290', 10, '4000104', 10000.0, 1.18, 11800.0, '2024-08-06', 10000.0);
INSERT INTO po_ln VALUES ('4500012290', 20, '4000101', 5000.0, 6.93, 34650.0, '2024-08-08', 5000.0);
INSERT INTO po_ln VALUES ('4500012290', 30, '4000103', 10000.0, 2.9, 29000.0, '2024-08-08', 10000.0);
INSERT INTO po_ln VALUES ('4500012299', 10, '3000407', 10000.0, 12.59, 125900.0, '2024-09-27', 10000.0);
INSERT INTO po_ln VALUES ('4500012304', 10, '4000104', 5000.0, 1.18, 5900.0, '2025-06-29', 2500.0);
INSERT INTO po_ln VALUES ('4500012304', 20, '4000101', 2000.0, 7.15, 14300.0, '2025-07-01', 0.0);
INSERT INTO po_ln VALUES ('4500012304', 30, '4000102', 10000.0, 4.87, 48700.0, '2025-07-01', 5000.0);
INSERT INTO po_ln VALUES ('4500012306', 10, '4000103', 5000.0, 3.12, 15600.0, '2025-05-22', 5000.0);
INSERT INTO po_ln VALUES ('4500012309', 10, '3000111', 20000.0, 6.69, 133800.0, '2025-07-18', 8000.0);
INSERT INTO po_ln VALUES ('4500012309', 20, '3000110', 10000.0, 1.89, 18900.0, '2025-07-13', 5000.0);
INSERT INTO po_ln VALUES ('4500012315', 10, '4000103', 5000.0, 2.91, 14550.0, '2024-12-27', 5000.0);
INSERT INTO po_ln VALUES ('4500012315', 20, '4000101', 10000.0, 7.19, 71900.0, '2024-12-27', 10000.0);
INSERT INTO po_ln VALUES ('4500012315', 30, '4000104', 20000.0, 1.25, 25000.0, '2024-12-25', 20000.0);

INSERT INTO po_rcpt VALUES ('GR24080001', '4500012179', 10, '4000103', 5000.0, 5000.0, '2024-08-14', 'WH11', '10132408145', '100037');
INSERT INTO po_rcpt VALUES ('GR24080002', '4500012179', 20, '4000102', 10000.0, 10000.0, '2024-08-12', 'WH11', '10132408127', '100038');
INSERT INTO po_rcpt VALUES ('GR24080003', '4500012179', 30, '4000104', 10000.0, 10000.0, '2024-08-09', 'WH11', '10132408094', '100036');
INSERT INTO po_rcpt VALUES ('GR24080004', '4500012290', 10, '4000104', 5000.0, 0.0, '2024-08-07', 'WH11', '10132408076', '100036');
INSERT INTO po_rcpt VALUES ('GR24080005', '4500012290', 10, '4000104', 5000.0, 5000.0, '2024-08-11', 'WH11', '10132408119', '100037');
INSERT INTO po_rcpt VALUES ('GR24080006', '4500012290', 20, '4000101', 2500.0, 2500.0, '2024-08-11', 'WH11', '10132408114', '100036');
INSERT INTO po_rcpt VALUES ('GR24080007', '4500012290', 20, '4000101', 2500.0, 0.0, '2024-08-15', 'WH11', '10132408156', '100036');
INSERT INTO po_rcpt VALUES ('GR24080008', '4500012290', 30, '4000103', 5000.0, 5000.0, '2024-08-06', 'WH11', '10132408061', '100038');
INSERT INTO po_rcpt VALUES ('GR24080009', '4500012290', 30, '4000103', 5000.0, 5000.0, '2024-08-16', 'WH11', '10132408161', '100037');
INSERT INTO po_rcpt VALUES ('GR24090001', '4500012012', 20, '3000116', 2000.0, 2000.0, '2024-09-23', 'WH11', '10102409239', '100036');
INSERT INTO po_rcpt VALUES ('GR24090002', '4500012015', 10, '3000101', 10000.0, 10000.0, '2024-09-12', 'WH21', '10222409121', '200036');
INSERT INTO po_rcpt VALUES ('GR24090003', '4500012021', 10, '3000114', 750.0, 0.0, '2024-09-28', 'WH11', '10102409284', '100037');
INSERT INTO po_rcpt VALUES ('GR24090004', '4500012102', 10, '3000116', 2000.0, 2000.0, '2024-09-05', 'WH11', '10112409057', '100037');
INSERT INTO po_rcpt VALUES ('GR24090005', '4500012102', 20, '3000115', 500.0, 500.0, '2024-09-13', 'WH11', '10112409131', '100036');
INSERT INTO po_rcpt VALUES ('GR24090006', '4500012102', 20, '3000115', 500.0, 500.0, '2024-09-21', 'WH11', '10112409213', '100038');
INSERT INTO po_rcpt VALUES ('GR24090007', '4500012205', 10, '3000203', 250.0, 250.0, '2024-09-04', 'WH11', '10182409044', '100038');
INSERT INTO po_rcpt VALUES ('GR24090008', '4500012205', 10, '3000203', 250.0, 250.0, '2024-09-08', 'WH11', '10182409086', '100036');
INSERT INTO po_rcpt VALUES ('GR24090009', '4500012299', 10, '3000407', 5000.0, 5000.0, '2024-09-30', 'WH31', '10162409307', '300040');
INSERT INTO po_rcpt VALUES ('GR24100001', '4500012008', 10, '3000101', 5000.0, 5000.0, '2024-10-24', 'WH21', '10012410246', '200036');
INSERT INTO po_rcpt VALUES ('GR24100002', '4500012008', 20, '3000102', 10000.0, 10000.0, '2024-10-06', 'WH21', '10012410065', '200037');
INSERT INTO po_rcpt VALUES ('GR24100003', '4500012008', 20, '3000102', 10000.0, 10000.0, '2024-10-15', 'WH21', '10012410158', '200037');
INSERT INTO po_rcpt VALUES ('GR24100004', '4500012012', 10, '3000114', 750.0, 0.0, '2024-10-06', 'WH11', '10102410069', '100037');
INSERT INTO po_rcpt VALUES ('GR24100005', '4500012012', 10, '3000114', 750.0, 0.0, '2024-10-12', 'WH11', '10102410121', '100036');
INSERT INTO po_rcpt VALUES ('GR24100006', '4500012021', 10, '3000114', 750.0, 0.0, '2024-10-07', 'WH11', '10102410077', '100036');
INSERT INTO po_rcpt VALUES ('GR24100007', '4500012028', 10, '3000204', 1500.0, 0.0, '2024-10-28', 'WH31', '10042410281', '300038');
INSERT INTO po_rcpt VALUES ('GR24100008', '4500012028', 20, '3000201', 3000.0, 3000.0, '2024-10-22', 'WH31', '10042410223', '300039');
INSERT INTO po_rcpt VALUES ('GR24100009', '4500012028', 30, '3000202', 500.0, 500.0, '2024-10-21', 'WH31', '10042410216', '300038');
INSERT INTO po_rcpt VALUES ('GR24100010', '4500012028', 30, '3000202', 500.0, 500.0, '2024-10-31', 'WH31', '10042410318', '300039');
INSERT INTO po_rcpt VALUES ('GR24100011', '4500012075', 10, '3000402', 200000.0, 0.0, '2024-10-10', 'WH11', '10062410107', '100038');
INSERT INTO po_rcpt VALUES ('GR24100012', '4500012075', 20, '3000403', 2500.0, 2500.0, '2024-10-14', 'WH11', '10062410146', '100036');
INSERT INTO po_rcpt VALUES ('GR24100013', '4500012075', 20, '3000403', 2500.0, 0.0, '2024-10-21', 'WH11', '10062410219', '100036');
INSERT INTO po_rcpt VALUES ('GR24100014', '4500012180', 10, '3000402', 500000.0, 500000.0, '2024-10-10', 'WH11', '10062410107', '100038');
INSERT INTO po_rcpt VALUES ('GR24100015', '4500012180', 20, '3000403', 2500.0, 2500.0, '2024-10-17', 'WH11', '10062410177', '100037');
INSERT INTO po_rcpt VALUES ('GR24100016', '4500012180', 20, '3000403', 2500.0, 0.0, '2024-10-24', 'WH11', '10062410248', '100036');
INSERT INTO po_rcpt VALUES ('GR24100017', '4500012219', 10, '4000103', 10000.0, 10000.0, '2024-10-30', 'WH31', '10132410309', '300038');
INSERT INTO po_rcpt VALUES ('GR24100018', '4500012246', 10, '4000105', 20000.0, 20000.0, '2024-10-08', 'WH11', '10142410083', '100037');
INSERT INTO po_rcpt VALUES ('GR24100019', '4500012299', 10, '3000407', 5000.0, 5000.0, '2024-10-09', 'WH31', '10162410093', '300038');
INSERT INTO po_rcpt VALUES ('GR24110001', '4500012054', 10, '3000401', 5000.0, 5000.0, '2024-11-17', 'WH31', '10072411172', '300039');
INSERT INTO po_rcpt VALUES ('GR24110002', '4500012119', 10, '3000108', 5000.0, 5000.0, '2024-11-20', 'WH21', '10152411206', '200036');
INSERT INTO po_rcpt VALUES ('GR24110003', '4500012139', 10, '3000401', 20000.0, 20000.0, '2024-11-27', 'WH11', '10072411277', '100038');
INSERT INTO po_rcpt VALUES ('GR24110004', '4500012193', 10, '3000107', 2500.0, 2500.0, '2024-11-10', 'WH21', '10222411105', '200037');
INSERT INTO po_rcpt VALUES ('GR24110005', '4500012193', 10, '3000107', 2500.0, 2500.0, '2024-11-20', 'WH21', '10222411206', '200037');
INSERT INTO po_rcpt VALUES ('GR24110006', '4500012219', 10, '4000103', 10000.0, 10000.0, '2024-11-06', 'WH31', '10132411062', '300039');
INSERT INTO po_rcpt VALUES ('GR24110007', '4500012240', 10, '3000105', 5000.0, 0.0, '2024-11-24', 'WH21', '10202411248', '200036');
INSERT INTO po_rcpt VALUES ('GR24110008', '4500012240', 20, '3000104', 250000.0, 0.0, '2024-11-14', 'WH21', '10202411141', '200036');
INSERT INTO po_rcpt VALUES ('GR24110009', '4500012240', 20, '3000104', 250000.0, 0.0, '2024-11-25', 'WH21', '10202411255', '200037');
INSERT INTO po_rcpt VALUES ('GR24110010', '4500012255', 10, '4000105', 20000.0, 20000.0, '2024-11-17', 'WH31', '10142411174', '300038');
INSERT INTO po_rcpt VALUES ('GR24110011', '4500012264', 10, '3000402', 1000000.0, 1000000.0, '2024-11-11', 'WH31', '10062411111', '300040');
INSERT INTO po_rcpt VALUES ('GR24120001', '4500012088', 10, '4000103', 10000.0, 10000.0, '2024-12-25', 'WH31', '10132412259', '300040');
INSERT INTO po_rcpt VALUES ('GR24120002', '4500012184', 10, '3000203', 500.0, 500.0, '2024-12-25', 'WH11', '10182412255', '100037');
INSERT INTO po_rcpt VALUES ('GR24120003', '4500012184', 10, '3000203', 500.0, 500.0, '2024-12-30', 'WH11', '10182412303', '100038');
INSERT INTO po_rcpt VALUES ('GR24120004', '4500012225', 10, '3000106', 2000.0, 0.0, '2024-12-24', 'WH21', '10082412246', '200037');
INSERT INTO po_rcpt VALUES ('GR24120005', '4500012234', 10, '3000406', 500.0, 500.0, '2024-12-26', 'WH21', '10172412261', '200037');
INSERT INTO po_rcpt VALUES ('GR24120006', '4500012315', 20, '4000101', 10000.0, 10000.0, '2024-12-26', 'WH11', '10132412262', '100037');
INSERT INTO po_rcpt VALUES ('GR24120007', '4500012315', 30, '4000104', 20000.0, 20000.0, '2024-12-27', 'WH11', '10132412278', '100038');
INSERT INTO po_rcpt VALUES ('GR25010001', '4500012083', 10, '3000105', 20000.0, 20000.0, '2025-01-10', 'WH21', '10022501102', '200036');
INSERT INTO po_rcpt VALUES ('GR25010002', '4500012083', 20, '3000103', 500000.0, 500000.0, '2025-01-05', 'WH21', '10022501057', '200036');
INSERT INTO po_rcpt VALUES ('GR25010003', '4500012093', 10, '4000105', 10000.0, 10000.0, '2025-01-18', 'WH31', '10142501184', '300038');
INSERT INTO po_rcpt VALUES ('GR25010004', '4500012211', 10, '3000108', 10000.0, 0.0, '2025-01-13', 'WH21', '10202501131', '200036');
INSERT INTO po_rcpt VALUES ('GR25010005', '4500012211', 10, '3000108', 10000.0, 0.0, '2025-01-22', 'WH21', '10202501225', '200036');
INSERT INTO po_rcpt VALUES ('GR25010006', '4500012211', 20, '3000104', 100000.0, 0.0, '2025-01-17', 'WH21', '10202501171', '200037');
INSERT INTO po_rcpt VALUES ('GR25010007', '4500012211', 20, '3000104', 100000.0, 100000.0, '2025-01-28', 'WH21', '10202501284', '200037');
INSERT INTO po_rcpt VALUES ('GR25010008', '4500012211', 30, '3000105', 2000.0, 2000.0, '2025-01-14', 'WH21', '10202501145', '200037');
INSERT INTO po_rcpt VALUES ('GR25010009', '4500012234', 10, '3000406', 500.0, 500.0, '2025-01-03', 'WH21', '10172501034', '200036');
INSERT INTO po_rcpt VALUES ('GR25010010', '4500012278', 10, '4000101', 5000.0, 5000.0, '2025-01-06', 'WH11', '10132501062', '100037');
INSERT INTO po_rcpt VALUES ('GR25010011', '4500012278', 20, '4000102', 5000.0, 5000.0, '2025-01-07', 'WH11', '10132501074', '100038');
INSERT INTO po_rcpt VALUES ('GR25010012', '4500012281', 10, '3000401', 10000.0, 10000.0, '2025-01-02', 'WH11', '10072501028', '100036');
INSERT INTO po_rcpt VALUES ('GR25010013', '4500012315', 10, '4000103', 5000.0, 5000.0, '2025-01-02', 'WH11', '10132501027', '100037');
INSERT INTO po_rcpt VALUES ('GR25020001', '4500012024', 10, '3000108', 20000.0, 20000.0, '2025-02-23', 'WH21', '10202502237', '200036');
INSERT INTO po_rcpt VALUES ('GR25020002', '4500012024', 20, '3000105', 20000.0, 20000.0, '2025-02-26', 'WH21', '10202502264', '200036');
INSERT INTO po_rcpt VALUES ('GR25020003', '4500012037', 10, '3000401', 1000.0, 1000.0, '2025-02-14', 'WH31', '10072502143', '300039');
INSERT INTO po_rcpt VALUES ('GR25020004', '4500012037', 10, '3000401', 1000.0, 1000.0, '2025-02-18', 'WH31', '10072502182', '300039');
INSERT INTO po_rcpt VALUES ('GR25020005', '4500012043', 10, '3000111', 10000.0, 0.0, '2025-02-25', 'WH21', '10032502258', '200036');
INSERT INTO po_rcpt VALUES ('GR25020006', '4500012043', 20, '3000110', 10000.0, 10000.0, '2025-02-24', 'WH21', '10032502245', '200037');
INSERT INTO po_rcpt VALUES ('GR25020007', '4500012231', 10, '3000117', 2000.0, 2000.0, '2025-02-17', 'WH11', '10122502175', '100036');
INSERT INTO po_rcpt VALUES ('GR25020008', '4500012267', 20, '3000402', 100000.0, 100000.0, '2025-02-24', 'WH11', '10062502245', '100037');
INSERT INTO po_rcpt VALUES ('GR25030001', '4500012043', 10, '3000111', 10000.0, 10000.0, '2025-03-03', 'WH21', '10032503036', '200037');
INSERT INTO po_rcpt VALUES ('GR25030002', '4500012113', 10, '3000109', 10000.0, 10000.0, '2025-03-11', 'WH21', '10152503113', '200036');
INSERT INTO po_rcpt VALUES ('GR25030003', '4500012165', 10, '3000301', 500.0, 500.0, '2025-03-17', 'WH31', '10212503175', '300038');
INSERT INTO po_rcpt VALUES ('GR25030004', '4500012165', 10, '3000301', 500.0, 500.0, '2025-03-29', 'WH31', '10212503294', '300040');
INSERT INTO po_rcpt VALUES ('GR25030005', '4500012165', 20, '3000303', 500.0, 0.0, '2025-03-24', 'WH31', '10212503245', '300038');
INSERT INTO po_rcpt VALUES ('GR25030006', '4500012200', 10, '3000302', 1500.0, 0.0, '2025-03-27', 'WH31', '10052503271', '300038');
INSERT INTO po_rcpt VALUES ('GR25030007', '4500012200', 20, '3000301', 250.0, 250.0, '2025-03-26', 'WH31', '10052503264', '300040');
INSERT INTO po_rcpt VALUES ('GR25030008', '4500012200', 20, '3000301', 250.0, 250.0, '2025-03-31', 'WH31', '10052503319', '300038');
INSERT INTO po_rcpt VALUES ('GR25030009', '4500012231', 20, '3000113', 1500.0, 1500.0, '2025-03-09', 'WH11', '10122503093', '100038');
INSERT INTO po_rcpt VALUES ('GR25030010', '4500012263', 10, '3000111', 2500.0, 2500.0, '2025-03-28', 'WH21', '10032503282', '200037');
INSERT INTO po_rcpt VALUES ('GR25030011', '4500012267', 10, '3000403', 5000.0, 5000.0, '2025-03-06', 'WH11', '10062503061', '100038');
INSERT INTO po_rcpt VALUES ('GR25030012', '4500012267', 20, '3000402', 100000.0, 100000.0, '2025-03-07', 'WH11', '10062503073', '100036');
INSERT INTO po_rcpt VALUES ('GR25040001', '4500012044', 10, '3000301', 2500.0, 2500.0, '2025-04-02', 'WH31', '10052504026', '300039');
INSERT INTO po_rcpt VALUES ('GR25040002', '4500012044', 10, '3000301', 2500.0, 2500.0, '2025-04-13', 'WH31', '10052504139', '300040');
INSERT INTO po_rcpt VALUES ('GR25040003', '4500012044', 20, '3000302', 5000.0, 5000.0, '2025-04-06', 'WH31', '10052504061', '300040');
INSERT INTO po_rcpt VALUES ('GR25040004', '4500012124', 10, '3000106', 10000.0, 10000.0, '2025-04-24', 'WH21', '10082504242', '200036');
INSERT INTO po_rcpt VALUES ('GR25040005', '4500012165', 20, '3000303', 500.0, 500.0, '2025-04-02', 'WH31', '10212504025', '300038');
INSERT INTO po_rcpt VALUES ('GR25040006', '4500012200', 10, '3000302', 1500.0, 0.0, '2025-04-04', 'WH31', '10052504048', '300040');
INSERT INTO po_rcpt VALUES ('GR25040007', '4500012263', 10, '3000111', 2500.0, 2500.0, '2025-04-03', 'WH21', '10032504038', '200036');
INSERT INTO po_rcpt VALUES ('GR25050001', '4500012124', 10, '3000106', 10000.0, 10000.0, '2025-05-01', 'WH21', '10082505012', '200037');
INSERT INTO po_rcpt VALUES ('GR25050002', '4500012156', 10, '3000203', 250.0, 250.0, '2025-05-22', 'WH31', '10182505226', '300038');
INSERT INTO po_rcpt VALUES ('GR25050003', '4500012207', 10, '3000403', 2000.0, 2000.0, '2025-05-06', 'WH11', '10062505062', '100037');
INSERT INTO po_rcpt VALUES ('GR25050004', '4500012306', 10, '4000103', 5000.0, 5000.0, '2025-05-24', 'WH31', '10132505248', '300038');
INSERT INTO po_rcpt VALUES ('GR25060001', '4500012049', 10, '3000108', 10000.0, 10000.0, '2025-06-20', 'WH21', '10152506205', '200036');
INSERT INTO po_rcpt VALUES ('GR25060002', '4500012049', 20, '3000109', 5000.0, 5000.0, '2025-06-21', 'WH21', '10152506215', '200037');
INSERT INTO po_rcpt VALUES ('GR25060003', '4500012063', 10, '3000204', 1500.0, 1500.0, '2025-06-11', 'WH31', '10042506117', '300038');
INSERT INTO po_rcpt VALUES ('GR25060004', '4500012063', 10, '3000204', 1500.0, 1500.0, '2025-06-23', 'WH31', '10042506235', '300040');
INSERT INTO po_rcpt VALUES ('GR25060005', '4500012063', 20, '3000201', 5000.0, 5000.0, '2025-06-08', 'WH31', '10042506082', '300038');
INSERT INTO po_rcpt VALUES ('GR25060006', '4500012094', 10, '3000109', 10000.0, 10000.0, '2025-06-18', 'WH21', '10152506182', '200037');
INSERT INTO po_rcpt VALUES ('GR25060007', '4500012094', 10, '3000109', 10000.0, 10000.0, '2025-06-24', 'WH21', '10152506249', '200037');
INSERT INTO po_rcpt VALUES ('GR25060008', '4500012133', 10, '3000112', 2500.0, 2500.0, '2025-06-30', 'WH21', '10152506305', '200036');
INSERT INTO po_rcpt VALUES ('GR25060009', '4500012147', 10, '4000101', 3000.0, 3000.0, '2025-06-27', 'WH11', '10132506275', '100038');
INSERT INTO po_rcpt VALUES ('GR25060010', '4500012147', 20, '4000102', 1200.0, 1200.0, '2025-06-30', 'WH11', '10132506301', '100037');
INSERT INTO po_rcpt VALUES ('GR25060011', '4500012156', 10, '3000203', 250.0, 250.0, '2025-06-03', 'WH31', '10182506039', '300038');
INSERT INTO po_rcpt VALUES ('GR25060012', '4500012175', 10, '3000404', 1200.0, 0.0, '2025-06-12', 'WH31', '10192506121', '300039');
INSERT INTO po_rcpt VALUES ('GR25060013', '4500012199', 10, '3000202', 1000.0, 1000.0, '2025-06-04', 'WH31', '10042506044', '300039');
INSERT INTO po_rcpt VALUES ('GR25060014', '4500012199', 10, '3000202', 1000.0, 1000.0, '2025-06-10', 'WH31', '10042506108', '300038');
INSERT INTO po_rcpt VALUES ('GR25060015', '4500012199', 20, '3000201', 1000.0, 1000.0, '2025-06-06', 'WH31', '10042506062', '300040');
INSERT INTO po_rcpt VALUES ('GR25060016', '4500012223', 10, '3000202', 3000.0, 0.0, '2025-06-30', 'WH31', '10182506308', '300040');
INSERT INTO po_rcpt VALUES ('GR25060017', '4500012304', 10, '4000104', 2500.0, 0.0, '2025-06-29', 'WH11', '10132506296', '100037');
INSERT INTO po_rcpt VALUES ('GR25060018', '4500012304', 30, '4000102', 5000.0, 5000.0, '2025-06-27', 'WH11', '10132506279', '100036');
INSERT INTO po_rcpt VALUES ('GR25060019', '4500012309', 10, '3000111', 8000.0, 8000.0, '2025-06-30', 'WH21', '10032506303', '200037');
INSERT INTO po_rcpt VALUES ('GR25060020', '4500012309', 20, '3000110', 5000.0, 5000.0, '2025-06-30', 'WH21', '10032506308', '200037');

INSERT INTO wh VALUES ('WH11', '顺德原材料仓', 'P100', '原材料库', '100038', 4200.0, 'N');
INSERT INTO wh VALUES ('WH12', '顺德成品仓', 'P100', '成品库', '100038', 9800.0, 'N');
INSERT INTO wh VALUES ('WH13', '顺德不良品仓', 'P100', '不良品库', '100037', 600.0, 'N');
INSERT INTO wh VALUES ('WH21', '苏州电子料仓', 'P200', '原材料库', '200036', 1800.0, 'Y');
INSERT INTO wh VALUES ('WH22', '苏州半成品仓', 'P200', '半成品库', '200037', 1200.0, 'N');
INSERT INTO wh VALUES ('WH23', '苏州不良品仓', 'P200', '不良品库', '200037', 300.0, 'N');
INSERT INTO wh VALUES ('WH31', '合肥原料仓', 'P300', '原材料库', '300040', 5200.0, 'N');
INSERT INTO wh VALUES ('WH32', '合肥半成品仓', 'P300', '半成品库', '300038', 3600.0, 'N');
INSERT INTO wh VALUES ('WH33', '合肥成品仓', 'P300', '成品库', '300039', 6400.0, 'N');
INSERT INTO wh VALUES ('WH34', '合肥备件库', 'P300', '备件库', '300039', 500.0, 'N');
INSERT INTO wh VALUES ('WH90', '广州中转仓', 'P100', '中转仓', '100037', 3000.0, 'N');

INSERT INTO inv_bal VALUES ('WH11', '2000101', 'A10-01', 4987.0, 0.0, '2025-04-09', '2025-05-13', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000102', 'A12-06', 2198.0, 219.0, '2025-06-27', '2025-06-29', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000103', 'A07-05', 951.0, 0.0, '2025-04-21', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000104', 'A11-04', 1375.0, 0.0, '2025-05-18', '2025-06-08', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000105', 'A04-06', 3100.0, 310.0, '2025-05-12', '2025-06-16', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000201', 'A11-06', 5714.0, 285.0, '2025-05-31', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000202', 'A09-02', 2904.0, 0.0, '2025-05-14', '2025-05-30', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000203', 'A01-05', 3862.0, 0.0, '2025-06-23', '2025-06-23', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000204', 'A11-01', 4499.0, 0.0, '2025-06-26', '2025-06-29', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000301', 'A07-04', 1396.0, 0.0, '2025-04-30', '2025-06-13', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '2000302', 'A05-04', 3339.0, 0.0, '2025-05-28', '2025-06-16', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000113', 'A10-01', 862.0, 0.0, '2025-04-22', '2025-05-15', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000114', 'A03-02', 240.0, 0.0, '2024-11-07', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000115', 'A02-06', 2415.0, 0.0, '2025-06-11', '2025-06-16', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000116', 'A06-01', 4903.0, 0.0, '2025-06-19', '2025-06-29', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000117', 'A02-04', 4898.0, 0.0, '2025-05-04', '2025-06-23', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000203', 'A12-05', 6154.7, 0.0, '2025-05-22', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000401', 'A06-05', 6618.0, 0.0, '2025-05-31', '2025-06-11', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000402', 'A01-04', 798965.0, 0.0, '2025-05-12', '2025-05-29', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000403', 'A06-06', 2648.0, 0.0, '2025-06-12', '2025-06-19', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000404', 'A07-04', 3653.0, 0.0, '2025-06-16', '2025-06-29', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '3000405', 'A05-05', 8103.0, 0.0, '2025-06-27', '2025-06-27', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '4000101', 'A07-01', 4944.0, 0.0, '2025-05-16', '2025-06-09', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '4000102', 'A03-05', 14811.0, 0.0, '2025-04-27', '2025-06-07', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '4000103', 'A01-01', 10972.0, 0.0, '2025-06-20', '2025-06-21', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '4000104', 'A01-01', 20460.0, 4092.0, '2025-04-07', '2025-06-01', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH11', '4000105', 'A03-03', 30811.0, 0.0, '2025-06-27', '2025-06-27', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH12', '1000101', 'F11-05', 1499.0, 0.0, '2025-06-06', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH12', '1000102', 'F01-04', 1371.0, 0.0, '2025-06-12', '2025-06-20', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH12', '1000103', 'F06-06', 393.0, 39.0, '2025-04-08', '2025-05-21', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH12', '1000201', 'F02-05', 1604.0, 0.0, '2025-04-22', '2025-05-14', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH12', '1000202', 'F01-05', 379.0, 0.0, '2025-04-25', '2025-06-29', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH12', '1000301', 'F01-03', 377.0, 0.0, '2025-04-22', '2025-05-24', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH12', '1000302', 'F08-06', 162.0, 0.0, '2025-05-02', '2025-05-06', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH13', '1000101', 'N08-01', 273.0, 273.0, '2025-05-01', '2025-05-31', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH13', '2000201', 'N07-04', 50.0, 50.0, '2025-05-27', '2025-06-05', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH13', '3000114', 'N11-05', 122.0, 122.0, '2024-12-15', '2025-03-15', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH13', '4000101', 'N08-02', 332.0, 332.0, '2025-05-06', '2025-06-18', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000101', 'A09-03', 360.0, 72.0, '2024-11-30', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000102', 'A07-04', 16378.0, 0.0, '2025-04-04', '2025-04-18', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000103', 'A02-01', 691870.0, 0.0, '2025-04-12', '2025-05-05', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000104', 'A04-02', 178649.0, 35729.0, '2025-06-22', '2025-06-22', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000105', 'A01-01', 92625.0, 0.0, '2025-06-06', '2025-06-18', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000106', 'A08-03', 52072.0, 0.0, '2025-04-20', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000107', 'A12-06', 4782.0, 956.0, '2025-05-02', '2025-05-21', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000108', 'A07-04', 7282.0, 0.0, '2025-05-25', '2025-06-16', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000109', 'A06-03', 63551.0, 0.0, '2025-04-24', '2025-05-11', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000110', 'A09-02', 35052.0, 0.0, '2025-04-11', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000111', 'A02-04', 8756.0, 0.0, '2025-04-07', '2025-04-30', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000112', 'A10-06', 71265.0, 0.0, '2025-04-04', '2025-05-20', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH21', '3000406', 'A04-02', 73.0, 0.0, '2025-04-21', '2025-04-22', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH22', '2000101', 'B09-03', 3304.0, 0.0, '2025-05-21', '2025-06-09', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH22', '2000102', 'B08-05', 3917.0, 0.0, '2025-05-09', '2025-05-15', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH22', '2000103', 'B04-03', 273.0, 0.0, '2025-04-29', '2025-06-24', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH22', '2000104', 'B02-06', 5362.0, 0.0, '2025-06-12', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH22', '2000105', 'B03-04', 3952.0, 0.0, '2025-05-07', '2025-05-12', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH22', '2000106', 'B02-01', 2965.0, 0.0, '2025-04-03', '2025-04-18', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH23', '2000101', 'N03-02', 89.0, 89.0, '2025-05-13', '2025-05-20', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH23', '3000101', 'N05-03', 133.0, 133.0, '2024-10-06', '2025-03-23', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH23', '3000105', 'N04-04', 309.0, 309.0, '2025-06-22', '2025-06-30', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000201', 'A08-01', 7330.2, 0.0, '2025-04-18', '2025-05-21', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000202', 'A12-03', 10073.1, 2014.0, '2025-06-22', '2025-06-30', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000203', 'A11-04', 3051.3, 0.0, '2025-04-01', '2025-06-15', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000204', 'A02-06', 768.7, 0.0, '2025-05-01', '2025-06-30', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000301', 'A04-06', 20243.9, 0.0, '2025-06-10', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000302', 'A05-04', 9660.7, 0.0, '2025-06-15', '2025-06-26', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000303', 'A11-04', 20539.2, 1026.0, '2025-05-06', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000401', 'A03-04', 24250.0, 0.0, '2025-04-06', '2025-04-22', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000402', 'A08-04', 655173.0, 131034.0, '2025-05-14', '2025-06-16', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000404', 'A07-05', 5581.0, 0.0, '2025-05-16', '2025-06-14', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '3000407', 'A04-03', 5482.0, 0.0, '2025-06-01', '2025-06-19', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '4000103', 'A11-05', 16902.0, 0.0, '2025-06-14', '2025-06-23', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH31', '4000105', 'A10-05', 34080.0, 0.0, '2025-05-14', '2025-05-27', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH32', '2000201', 'B07-04', 2648.0, 0.0, '2025-05-18', '2025-05-18', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH32', '2000202', 'B08-01', 5265.0, 0.0, '2025-06-09', '2025-06-29', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH32', '2000203', 'B06-04', 909.0, 90.0, '2025-05-21', '2025-06-15', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH32', '2000204', 'B07-03', 5283.0, 0.0, '2025-04-03', '2025-04-17', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH32', '2000301', 'B12-02', 3665.0, 0.0, '2025-06-26', '2025-06-29', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH32', '2000302', 'B09-01', 624.0, 0.0, '2025-04-03', '2025-05-09', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH33', '1000401', 'F03-05', 1322.0, 0.0, '2025-04-09', '2025-06-11', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH33', '1000402', 'F02-03', 120.0, 0.0, '2024-11-29', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH33', '1000501', 'F06-01', 941.0, 0.0, '2025-06-04', '2025-06-04', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH34', '3000401', 'S03-04', 7086.0, 0.0, '2025-05-21', '2025-06-28', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH34', '3000402', 'S05-01', 877983.0, 0.0, '2025-05-22', '2025-06-21', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH90', '1000101', 'T05-05', 807.0, 0.0, '2025-04-22', '2025-06-03', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH90', '1000102', 'T09-06', 1282.0, 0.0, '2025-04-17', NULL, '2025-06-30');
INSERT INTO inv_bal VALUES ('WH90', '1000201', 'T03-03', 523.0, 0.0, '2025-05-21', '2025-06-23', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH90', '1000202', 'T09-06', 683.0, 0.0, '2025-04-06', '2025-06-19', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH90', '1000301', 'T09-02', 1369.0, 0.0, '2025-04-07', '2025-05-07', '2025-06-30');
INSERT INTO inv_bal VALUES ('WH90', '1000302', 'T04-05', 723.0, 0.0, '2025-04-10', '2025-04-12', '2025-06-30');

INSERT INTO inv_mvmt VALUES ('4900081002', '601', '销售发货', '1000302', 'WH12', '出', 100, 39500.0, '2024-07-14', 'DN24070002', '100037');
INSERT INTO inv_mvmt VALUES ('4900081003', '261', '生产领料', '3000303', 'WH31', '出', 175.0, 1120.0, '2024-07-21', 'MO24070001', '300038');
INSERT INTO inv_mvmt VALUES ('4900081007', '131', '完工入库', '2000204', 'WH32', '入', 9924.0, 78399.6, '2024-07-27', 'MO24070004', '300040');
INSERT INTO inv_mvmt VALUES ('4900081009', '131', '完工入库', '1000101', 'WH12', '入', 482.0, 113993.0, '2024-08-04', 'MO24070003', '100038');
INSERT INTO inv_mvmt VALUES ('4900081012', '101', '采购入库', '4000103', 'WH11', '入', 5000.0, 15500.0, '2024-08-06', 'GR24080008', '100036');
INSERT INTO inv_mvmt VALUES ('4900081015', '101', '采购入库', '4000104', 'WH11', '入', 5000.0, 6000.0, '2024-08-11', 'GR24080005', '100038');
INSERT INTO inv_mvmt VALUES ('4900081019', '101', '采购入库', '4000101', 'WH11', '入', 2500.0, 17000.0, '2024-08-11', 'GR24080006', '100037');
INSERT INTO inv_mvmt VALUES ('4900081022', '601', '销售发货', '1000202', 'WH12', '出', 200, 49600.0, '2024-08-12', 'DN24080018', '100036');
INSERT INTO inv_mvmt VALUES ('4900081025', '261', '生产领料', '3000303', 'WH31', '出', 7000.0, 44800.0, '2024-08-13', 'MO24080006', '300039');
INSERT INTO inv_mvmt VALUES ('4900081027', '101', '采购入库', '4000103', 'WH11', '入', 5000.0, 15500.0, '2024-08-14', 'GR24080001', '100036');
INSERT INTO inv_mvmt VALUES ('4900081032', '551', '报废出库', '1000102', 'WH13', '出', 6.0, 2028.0, '2024-08-17', 'BF2408006', '100036');
INSERT INTO inv_mvmt VALUES ('4900081035', '601', '销售发货', '1000501', 'WH33', '出', 200, 13600.0, '2024-08-18', 'DN24080009', '300038');
INSERT INTO inv_mvmt VALUES ('4900081036', '601', '销售发货', '1000201', 'WH12', '出', 240.0, 38880.0, '2024-08-18', 'DN24080016', '100038');
INSERT INTO inv_mvmt VALUES ('4900081039', '131', '完工入库', '2000301', 'WH32', '入', 1974.0, 82908.0, '2024-08-18', 'MO24080006', '300038');
INSERT INTO inv_mvmt VALUES ('4900081043', '261', '生产领料', '3000201', 'WH31', '出', 1760.0, 24288.0, '2024-08-18', 'MO24080011', '300040');
INSERT INTO inv_mvmt VALUES ('4900081046', '601', '销售发货', '1000401', 'WH33', '出', 1200, 157200.0, '2024-08-20', 'DN24080020', '300038');
INSERT INTO inv_mvmt VALUES ('4900081049', '601', '销售发货', '1000302', 'WH12', '出', 1200, 474000.0, '2024-08-20', 'DN24080021', '100037');
INSERT INTO inv_mvmt VALUES ('4900081051', '131', '完工入库', '2000201', 'WH32', '入', 3992.0, 39121.6, '2024-08-20', 'MO24080011', '300039');
INSERT INTO inv_mvmt VALUES ('4900081056', '601', '销售发货', '1000202', 'WH12', '出', 400, 99200.0, '2024-08-25', 'DN24080010', '100036');
INSERT INTO inv_mvmt VALUES ('4900081057', '551', '报废出库', '2000202', 'WH13', '出', 16.0, 233.6, '2024-08-28', 'BF2408003', '300038');
INSERT INTO inv_mvmt VALUES ('4900081060', '131', '完工入库', '2000202', 'WH32', '入', 1975.0, 28835.0, '2024-08-28', 'MO24080002', '300040');
INSERT INTO inv_mvmt VALUES ('4900081064', '261', '生产领料', '3000108', 'WH21', '出', 4000.0, 3800.0, '2024-08-28', 'MO24080013', '200036');
INSERT INTO inv_mvmt VALUES ('4900081066', '551', '报废出库', '1000202', 'WH13', '出', 7.0, 1736.0, '2024-08-29', 'BF2408009', '100036');
INSERT INTO inv_mvmt VALUES ('4900081069', '131', '完工入库', '2000105', 'WH22', '入', 4955.0, 136262.5, '2024-08-29', 'MO24080005', '200036');
INSERT INTO inv_mvmt VALUES ('4900081074', '131', '完工入库', '2000104', 'WH22', '入', 985.0, 21473.0, '2024-08-29', 'MO24080008', '200037');
INSERT INTO inv_mvmt VALUES ('4900081075', '131', '完工入库', '1000202', 'WH12', '入', 484.0, 120032.0, '2024-08-29', 'MO24080012', '100036');
INSERT INTO inv_mvmt VALUES ('4900081080', '261', '生产领料', '3000402', 'WH11', '出', 6000.0, 120.0, '2024-08-29', 'MO24080012', '100036');
INSERT INTO inv_mvmt VALUES ('4900081083', '551', '报废出库', '2000104', 'WH23', '出', 12.0, 261.6, '2024-08-30', 'BF2408004', '200037');
INSERT INTO inv_mvmt VALUES ('4900081084', '131', '完工入库', '2000104', 'WH22', '入', 1988.0, 43338.4, '2024-08-30', 'MO24080004', '200036');
INSERT INTO inv_mvmt VALUES ('4900081088', '131', '完工入库', '2000105', 'WH22', '入', 3954.0, 108735.0, '2024-08-31', 'MO24080013', '200037');
INSERT INTO inv_mvmt VALUES ('4900081091', '261', '生产领料', '3000303', 'WH31', '出', 17500.0, 112000.0, '2024-09-03', 'MO24090007', '300040');
INSERT INTO inv_mvmt VALUES ('4900081094', '101', '采购入库', '3000203', 'WH11', '入', 250.0, 5375.0, '2024-09-04', 'GR24090007', '100037');
INSERT INTO inv_mvmt VALUES ('4900081096', '131', '完工入库', '1000103', 'WH12', '入', 197.0, 100864.0, '2024-09-06', 'MO24090004', '100037');
INSERT INTO inv_mvmt VALUES ('4900081099', '551', '报废出库', '1000103', 'WH13', '出', 1.0, 512.0, '2024-09-16', 'BF2409001', '100037');
INSERT INTO inv_mvmt VALUES ('4900081103', '131', '完工入库', '1000103', 'WH12', '入', 2961.0, 1516032.0, '2024-09-16', 'MO24090003', '100038');
INSERT INTO inv_mvmt VALUES ('4900081105', '601', '销售发货', '1000101', 'WH12', '出', 480.0, 113520.0, '2024-09-18', 'DN24090004', '100036');
INSERT INTO inv_mvmt VALUES ('4900081109', '101', '采购入库', '3000115', 'WH11', '入', 500.0, 20750.0, '2024-09-21', 'GR24090006', '100037');
INSERT INTO inv_mvmt VALUES ('4900081113', '101', '采购入库', '3000116', 'WH11', '入', 2000.0, 7200.0, '2024-09-23', 'GR24090001', '100038');
INSERT INTO inv_mvmt VALUES ('4900081114', '101', '采购入库', '3000407', 'WH31', '入', 5000.0, 64000.0, '2024-09-30', 'GR24090009', '300039');
INSERT INTO inv_mvmt VALUES ('4900081119', '131', '完工入库', '1000101', 'WH12', '入', 1196.0, 282854.0, '2024-10-02', 'MO24090005', '100038');
INSERT INTO inv_mvmt VALUES ('4900081121', '131', '完工入库', '2000201', 'WH32', '入', 7980.0, 78204.0, '2024-10-06', 'MO24100002', '300039');
INSERT INTO inv_mvmt VALUES ('4900081123', '601', '销售发货', '1000301', 'WH12', '出', 800, 140800.0, '2024-10-08', 'DN24100004', '100038');
INSERT INTO inv_mvmt VALUES ('4900081127', '101', '采购入库', '3000407', 'WH31', '入', 5000.0, 64000.0, '2024-10-09', 'GR24100019', '300039');
INSERT INTO inv_mvmt VALUES ('4900081131', '101', '采购入库', '3000402', 'WH11', '入', 500000.0, 10000.0, '2024-10-10', 'GR24100014', '100037');
INSERT INTO inv_mvmt VALUES ('4900081134', '101', '采购入库', '3000403', 'WH11', '入', 2500.0, 23750.0, '2024-10-17', 'GR24100015', '100036');
INSERT INTO inv_mvmt VALUES ('4900081135', '131', '完工入库', '1000103', 'WH12', '入', 2975.0, 1523200.0, '2024-10-20', 'MO24100004', '100038');
INSERT INTO inv_mvmt VALUES ('4900081140', '551', '报废出库', '2000302', 'WH13', '出', 26.0, 689.0, '2024-10-24', 'BF2410002', '300038');
INSERT INTO inv_mvmt VALUES ('4900081141', '101', '采购入库', '3000101', 'WH21', '入', 5000.0, 16000.0, '2024-10-24', 'GR24100001', '200036');
INSERT INTO inv_mvmt VALUES ('4900081144', '261', '生产领料', '3000402', 'WH11', '出', 5000.0, 100.0, '2024-10-25', 'MO24100007', '100036');
INSERT INTO inv_mvmt VALUES ('4900081147', '131', '完工入库', '1000201', 'WH12', '入', 494.0, 80028.0, '2024-10-28', 'MO24100007', '100037');
INSERT INTO inv_mvmt VALUES ('4900081151', '601', '销售发货', '1000103', 'WH12', '出', 240.0, 122880.0, '2024-10-30', 'DN24100002', '100037');
INSERT INTO inv_mvmt VALUES ('4900081154', '601', '销售发货', '1000101', 'WH12', '出', 150, 35475.0, '2024-10-30', 'DN24100008', '100038');
INSERT INTO inv_mvmt VALUES ('4900081156', '101', '采购入库', '4000103', 'WH31', '入', 10000.0, 31000.0, '2024-10-30', 'GR24100017', '300039');
INSERT INTO inv_mvmt VALUES ('4900081160', '101', '采购入库', '3000202', 'WH31', '入', 500.0, 4450.0, '2024-10-31', 'GR24100010', '300039');
INSERT INTO inv_mvmt VALUES ('4900081163', '601', '销售发货', '1000202', 'WH12', '出', 320.0, 79360.0, '2024-11-01', 'DN24110002', '100038');
INSERT INTO inv_mvmt VALUES ('4900081167', '131', '完工入库', '2000104', 'WH22', '入', 987.0, 21516.6, '2024-11-01', 'MO24100006', '200036');
INSERT INTO inv_mvmt VALUES ('4900081169', '261', '生产领料', '3000201', 'WH31', '出', 1760.0, 24288.0, '2024-11-02', 'MO24110011', '300040');
INSERT INTO inv_mvmt VALUES ('4900081173', '551', '报废出库', '2000201', 'WH13', '出', 26.0, 254.8, '2024-11-04', 'BF2411005', '300039');
INSERT INTO inv_mvmt VALUES ('4900081175', '131', '完工入库', '2000201', 'WH32', '入', 3974.0, 38945.2, '2024-11-04', 'MO24110011', '300039');
INSERT INTO inv_mvmt VALUES ('4900081177', '551', '报废出库', '1000301', 'WH13', '出', 15.0, 2640.0, '2024-11-08', 'BF2411001', '100036');
INSERT INTO inv_mvmt VALUES ('4900081180', '101', '采购入库', '3000107', 'WH21', '入', 2500.0, 12000.0, '2024-11-10', 'GR24110004', '200036');
INSERT INTO inv_mvmt VALUES ('4900081185', '601', '销售发货', '1000103', 'WH12', '出', 160.0, 81920.0, '2024-11-11', 'DN24110001', '100037');
INSERT INTO inv_mvmt VALUES ('4900081187', '601', '销售发货', '1000201', 'WH12', '出', 1000, 162000.0, '2024-11-12', 'DN24110011', '100037');
INSERT INTO inv_mvmt VALUES ('4900081190', '551', '报废出库', '2000101', 'WH23', '出', 40.0, 1544.0, '2024-11-14', 'BF2411003', '200037');
INSERT INTO inv_mvmt VALUES ('4900081192', '101', '采购入库', '4000105', 'WH31', '入', 20000.0, 13000.0, '2024-11-17', 'GR24110010', '300038');
INSERT INTO inv_mvmt VALUES ('4900081196', '101', '采购入库', '3000108', 'WH21', '入', 5000.0, 4750.0, '2024-11-20', 'GR24110002', '200036');
INSERT INTO inv_mvmt VALUES ('4900081198', '551', '报废出库', '2000102', 'WH23', '出', 13.0, 161.2, '2024-11-21', 'BF2411006', '200037');
INSERT INTO inv_mvmt VALUES ('4900081202', '131', '完工入库', '2000102', 'WH22', '入', 987.0, 12238.8, '2024-11-21', 'MO24110012', '200036');
INSERT INTO inv_mvmt VALUES ('4900081205', '261', '生产领料', '3000402', 'WH31', '出', 12000.0, 240.0, '2024-11-24', 'MO24110002', '300040');
INSERT INTO inv_mvmt VALUES ('4900081209', '131', '完工入库', '2000101', 'WH22', '入', 4954.0, 191224.4, '2024-11-26', 'MO24110008', '200036');
INSERT INTO inv_mvmt VALUES ('4900081212', '101', '采购入库', '3000401', 'WH11', '入', 20000.0, 84000.0, '2024-11-27', 'GR24110003', '100036');
INSERT INTO inv_mvmt VALUES ('4900081214', '261', '生产领料', '3000102', 'WH21', '出', 5000.0, 11750.0, '2024-11-28', 'MO24110007', '200036');
INSERT INTO inv_mvmt VALUES ('4900081216', '601', '销售发货', '1000202', 'WH12', '出', 150, 37200.0, '2024-11-30', 'DN24110007', '100038');
INSERT INTO inv_mvmt VALUES ('4900081221', '601', '销售发货', '1000202', 'WH12', '出', 200, 49600.0, '2024-12-01', 'DN24120002', '100036');
INSERT INTO inv_mvmt VALUES ('4900081224', '601', '销售发货', '1000102', 'WH12', '出', 150, 50700.0, '2024-12-02', 'DN24120003', '100036');
INSERT INTO inv_mvmt VALUES ('4900081226', '261', '生产领料', '2000202', 'WH11', '出', 800.0, 11680.0, '2024-12-02', 'MO24110009', '100038');
INSERT INTO inv_mvmt VALUES ('4900081230', '131', '完工入库', '2000106', 'WH22', '入', 4913.0, 222067.6, '2024-12-03', 'MO24110007', '200036');
INSERT INTO inv_mvmt VALUES ('4900081232', '551', '报废出库', '1000201', 'WH13', '出', 12.0, 1944.0, '2024-12-04', 'BF2412001', '100036');
INSERT INTO inv_mvmt VALUES ('4900081236', '601', '销售发货', '1000101', 'WH12', '出', 200.0, 47300.0, '2024-12-08', 'DN24120006', '100036');
INSERT INTO inv_mvmt VALUES ('4900081237', '551', '报废出库', '2000106', 'WH23', '出', 13.0, 587.6, '2024-12-09', 'BF2412002', '200036');
INSERT INTO inv_mvmt VALUES ('4900081240', '131', '完工入库', '2000106', 'WH22', '入', 1987.0, 89812.4, '2024-12-09', 'MO24120009', '200037');
INSERT INTO inv_mvmt VALUES ('4900081245', '601', '销售发货', '1000501', 'WH33', '出', 1000, 68000.0, '2024-12-13', 'DN24120011', '300038');
INSERT INTO inv_mvmt VALUES ('4900081247', '261', '生产领料', '3000108', 'WH21', '出', 5000.0, 4750.0, '2024-12-14', 'MO24120006', '200037');
INSERT INTO inv_mvmt VALUES ('4900081250', '131', '完工入库', '1000201', 'WH12', '入', 2951.0, 478062.0, '2024-12-19', 'MO24120011', '100038');
INSERT INTO inv_mvmt VALUES ('4900081252', '131', '完工入库', '2000204', 'WH32', '入', 3951.0, 31212.9, '2024-12-20', 'MO24120002', '300039');
INSERT INTO inv_mvmt VALUES ('4900081255', '261', '生产领料', '3000104', 'WH21', '出', 36000.0, 432.0, '2024-12-21', 'MO24120010', '200036');
INSERT INTO inv_mvmt VALUES ('4900081260', '261', '生产领料', '3000303', 'WH31', '出', 7000.0, 44800.0, '2024-12-23', 'MO24120001', '300039');
INSERT INTO inv_mvmt VALUES ('4900081261', '101', '采购入库', '4000103', 'WH31', '入', 10000.0, 31000.0, '2024-12-25', 'GR24120001', '300038');
INSERT INTO inv_mvmt VALUES ('4900081264', '101', '采购入库', '3000203', 'WH11', '入', 500.0, 10750.0, '2024-12-25', 'GR24120002', '100038');
INSERT INTO inv_mvmt VALUES ('4900081269', '101', '采购入库', '3000406', 'WH21', '入', 500.0, 190000.0, '2024-12-26', 'GR24120005', '200037');
INSERT INTO inv_mvmt VALUES ('4900081272', '101', '采购入库', '4000101', 'WH11', '入', 10000.0, 68000.0, '2024-12-26', 'GR24120006', '100036');
INSERT INTO inv_mvmt VALUES ('4900081273', '261', '生产领料', '3000406', 'WH21', '出', 20.0, 7600.0, '2024-12-26', 'MO24120005', '200036');
INSERT INTO inv_mvmt VALUES ('4900081278', '101', '采购入库', '4000104', 'WH11', '入', 20000.0, 24000.0, '2024-12-27', 'GR24120007', '100036');
INSERT INTO inv_mvmt VALUES ('4900081279', '131', '完工入库', '2000301', 'WH32', '入', 1997.0, 83874.0, '2024-12-28', 'MO24120001', '300039');
INSERT INTO inv_mvmt VALUES ('4900081283', '601', '销售发货', '1000101', 'WH12', '出', 160.0, 37840.0, '2024-12-29', 'DN24120009', '100037');
INSERT INTO inv_mvmt VALUES ('4900081286', '601', '销售发货', '1000102', 'WH12', '出', 800, 270400.0, '2024-12-30', 'DN24120014', '100037');
INSERT INTO inv_mvmt VALUES ('4900081289', '101', '采购入库', '3000203', 'WH11', '入', 500.0, 10750.0, '2024-12-30', 'GR24120003', '100038');
INSERT INTO inv_mvmt VALUES ('4900081291', '131', '完工入库', '2000101', 'WH22', '入', 4994.0, 192768.4, '2024-12-30', 'MO24120005', '200036');
INSERT INTO inv_mvmt VALUES ('4900081294', '101', '采购入库', '4000103', 'WH11', '入', 5000.0, 15500.0, '2025-01-02', 'GR25010013', '100038');
INSERT INTO inv_mvmt VALUES ('4900081298', '101', '采购入库', '4000101', 'WH11', '入', 5000.0, 34000.0, '2025-01-06', 'GR25010010', '100037');
INSERT INTO inv_mvmt VALUES ('4900081301', '101', '采购入库', '3000105', 'WH21', '入', 2000.0, 360.0, '2025-01-14', 'GR25010008', '200036');
INSERT INTO inv_mvmt VALUES ('4900081304', '261', '生产领料', '3000103', 'WH21', '出', 8000.0, 32.0, '2025-01-14', 'MO25010004', '200037');
INSERT INTO inv_mvmt VALUES ('4900081308', '131', '完工入库', '2000102', 'WH22', '入', 997.0, 12362.8, '2025-01-15', 'MO25010004', '200036');
INSERT INTO inv_mvmt VALUES ('4900081310', '551', '报废出库', '2000202', 'WH13', '出', 8.0, 116.8, '2025-01-18', 'BF2501005', '300040');
INSERT INTO inv_mvmt VALUES ('4900081314', '101', '采购入库', '4000105', 'WH31', '入', 10000.0, 6500.0, '2025-01-18', 'GR25010003', '300039');
INSERT INTO inv_mvmt VALUES ('4900081317', '601', '销售发货', '1000103', 'WH12', '出', 200, 102400.0, '2025-01-19', 'DN25010006', '100036');
INSERT INTO inv_mvmt VALUES ('4900081320', '131', '完工入库', '1000101', 'WH12', '入', 999.0, 236263.5, '2025-01-19', 'MO25010007', '100037');
INSERT INTO inv_mvmt VALUES ('4900081321', '551', '报废出库', '2000201', 'WH13', '出', 50.0, 490.0, '2025-01-21', 'BF2501002', '300039');
INSERT INTO inv_mvmt VALUES ('4900081326', '131', '完工入库', '2000201', 'WH32', '入', 7937.0, 77782.6, '2025-01-21', 'MO25010002', '300038');
INSERT INTO inv_mvmt VALUES ('4900081327', '551', '报废出库', '2000202', 'WH13', '出', 81.0, 1182.6, '2025-01-26', 'BF2501004', '300038');
INSERT INTO inv_mvmt VALUES ('4900081331', '101', '采购入库', '3000104', 'WH21', '入', 100000.0, 1200.0, '2025-01-28', 'GR25010007', '200036');
INSERT INTO inv_mvmt VALUES ('4900081334', '131', '完工入库', '1000103', 'WH12', '入', 1191.0, 609792.0, '2025-01-31', 'MO25010003', '100038');
INSERT INTO inv_mvmt VALUES ('4900081338', '261', '生产领料', '3000301', 'WH31', '出', 4600.0, 27140.0, '2025-02-06', 'MO25020004', '300038');
INSERT INTO inv_mvmt VALUES ('4900081341', '601', '销售发货', '1000101', 'WH12', '出', 400, 94600.0, '2025-02-09', 'DN25020008', '100037');
INSERT INTO inv_mvmt VALUES ('4900081342', '551', '报废出库', '1000201', 'WH13', '出', 22.0, 3564.0, '2025-02-10', 'BF2502001', '100038');
INSERT INTO inv_mvmt VALUES ('4900081347', '601', '销售发货', '1000103', 'WH90', '出', 300, 153600.0, '2025-02-11', 'DN25020007', '100038');
INSERT INTO inv_mvmt VALUES ('4900081348', '131', '完工入库', '2000302', 'WH32', '入', 1980.0, 52470.0, '2025-02-11', 'MO25020004', '300038');
INSERT INTO inv_mvmt VALUES ('4900081351', '101', '采购入库', '3000401', 'WH31', '入', 1000.0, 4200.0, '2025-02-14', 'GR25020003', '300038');
INSERT INTO inv_mvmt VALUES ('4900081356', '101', '采购入库', '3000117', 'WH11', '入', 2000.0, 13600.0, '2025-02-17', 'GR25020007', '100036');
INSERT INTO inv_mvmt VALUES ('4900081357', '101', '采购入库', '3000401', 'WH31', '入', 1000.0, 4200.0, '2025-02-18', 'GR25020004', '300039');
INSERT INTO inv_mvmt VALUES ('4900081362', '101', '采购入库', '3000108', 'WH21', '入', 20000.0, 19000.0, '2025-02-23', 'GR25020001', '200036');
INSERT INTO inv_mvmt VALUES ('4900081364', '101', '采购入库', '3000110', 'WH21', '入', 10000.0, 19000.0, '2025-02-24', 'GR25020006', '200037');
INSERT INTO inv_mvmt VALUES ('4900081368', '101', '采购入库', '3000402', 'WH11', '入', 100000.0, 2000.0, '2025-02-24', 'GR25020008', '100036');
INSERT INTO inv_mvmt VALUES ('4900081370', '551', '报废出库', '3000101', 'WH23', '出', 1800.0, 5760.0, '2025-02-26', 'BF2502002', '200037');
INSERT INTO inv_mvmt VALUES ('4900081374', '101', '采购入库', '3000105', 'WH21', '入', 20000.0, 3600.0, '2025-02-26', 'GR25020002', '200036');
INSERT INTO inv_mvmt VALUES ('4900081376', '131', '完工入库', '2000301', 'WH32', '入', 3949.0, 165858.0, '2025-03-01', 'MO25020005', '300040');
INSERT INTO inv_mvmt VALUES ('4900081378', '131', '完工入库', '1000101', 'WH12', '入', 197.0, 46590.5, '2025-03-02', 'MO25020003', '100037');
INSERT INTO inv_mvmt VALUES ('4900081382', '261', '生产领料', '3000115', 'WH11', '出', 3000.0, 124500.0, '2025-03-02', 'MO25030004', '100038');
INSERT INTO inv_mvmt VALUES ('4900081385', '101', '采购入库', '3000111', 'WH21', '入', 10000.0, 64000.0, '2025-03-03', 'GR25030001', '200036');
INSERT INTO inv_mvmt VALUES ('4900081387', '261', '生产领料', '3000204', 'WH31', '出', 90.0, 2880.0, '2025-03-05', 'MO25030001', '300038');
INSERT INTO inv_mvmt VALUES ('4900081392', '261', '生产领料', '3000116', 'WH11', '出', 800.0, 2880.0, '2025-03-05', 'MO25030002', '100036');
INSERT INTO inv_mvmt VALUES ('4900081394', '101', '采购入库', '3000403', 'WH11', '入', 5000.0, 47500.0, '2025-03-06', 'GR25030011', '100037');
INSERT INTO inv_mvmt VALUES ('4900081397', '101', '采购入库', '3000402', 'WH11', '入', 100000.0, 2000.0, '2025-03-07', 'GR25030012', '100037');
INSERT INTO inv_mvmt VALUES ('4900081400', '131', '完工入库', '2000201', 'WH32', '入', 9867.0, 96696.6, '2025-03-12', 'MO25030001', '300039');
INSERT INTO inv_mvmt VALUES ('4900081403', '261', '生产领料', '3000401', 'WH11', '出', 800.0, 3360.0, '2025-03-12', 'MO25030006', '100038');
INSERT INTO inv_mvmt VALUES ('4900081407', '551', '报废出库', '1000201', 'WH13', '出', 11.0, 1782.0, '2025-03-17', 'BF2503006', '100037');
INSERT INTO inv_mvmt VALUES ('4900081408', '101', '采购入库', '3000301', 'WH31', '入', 500.0, 2950.0, '2025-03-17', 'GR25030003', '300038');
INSERT INTO inv_mvmt VALUES ('4900081412', '551', '报废出库', '3000114', 'WH13', '出', 240.0, 11040.0, '2025-03-18', 'BF2503007', '100036');
INSERT INTO inv_mvmt VALUES ('4900081416', '261', '生产领料', '3000106', 'WH21', '出', 3000.0, 4950.0, '2025-03-21', 'MO25030003', '200036');
INSERT INTO inv_mvmt VALUES ('4900081418', '601', '销售发货', '1000302', 'WH12', '出', 150, 59250.0, '2025-03-22', 'DN25030001', '100036');
INSERT INTO inv_mvmt VALUES ('4900081422', '551', '报废出库', '2000104', 'WH23', '出', 26.0, 566.8, '2025-03-24', 'BF2503003', '200037');
INSERT INTO inv_mvmt VALUES ('4900081424', '101', '采购入库', '3000301', 'WH31', '入', 250.0, 1475.0, '2025-03-26', 'GR25030007', '300040');
INSERT INTO inv_mvmt VALUES ('4900081426', '101', '采购入库', '3000111', 'WH21', '入', 2500.0, 16000.0, '2025-03-28', 'GR25030010', '200036');
INSERT INTO inv_mvmt VALUES ('4900081431', '551', '报废出库', '2000203', 'WH13', '出', 14.0, 156.8, '2025-03-29', 'BF2503005', '300040');
INSERT INTO inv_mvmt VALUES ('4900081434', '101', '采购入库', '3000301', 'WH31', '入', 500.0, 2950.0, '2025-03-29', 'GR25030004', '300038');
INSERT INTO inv_mvmt VALUES ('4900081436', '131', '完工入库', '2000203', 'WH32', '入', 1986.0, 22243.2, '2025-03-29', 'MO25030005', '300039');
INSERT INTO inv_mvmt VALUES ('4900081438', '101', '采购入库', '3000301', 'WH31', '入', 250.0, 1475.0, '2025-03-31', 'GR25030008', '300040');
INSERT INTO inv_mvmt VALUES ('4900081441', '101', '采购入库', '3000303', 'WH31', '入', 500.0, 3200.0, '2025-04-02', 'GR25040005', '300040');
INSERT INTO inv_mvmt VALUES ('4900081446', '101', '采购入库', '3000111', 'WH21', '入', 2500.0, 16000.0, '2025-04-03', 'GR25040007', '200036');
INSERT INTO inv_mvmt VALUES ('4900081449', '601', '销售发货', '1000201', 'WH12', '出', 240.0, 38880.0, '2025-04-09', 'DN25040002', '100037');
INSERT INTO inv_mvmt VALUES ('4900081452', '261', '生产领料', '2000104', 'WH11', '出', 2000.0, 43600.0, '2025-04-11', 'MO25040002', '100036');
INSERT INTO inv_mvmt VALUES ('4900081453', '551', '报废出库', '1000302', 'WH13', '出', 11.0, 4345.0, '2025-04-18', 'BF2504002', '100038');
INSERT INTO inv_mvmt VALUES ('4900081456', '131', '完工入库', '1000302', 'WH12', '入', 1189.0, 469655.0, '2025-04-18', 'MO25040001', '100037');
INSERT INTO inv_mvmt VALUES ('4900081460', '551', '报废出库', '4000105', 'WH13', '出', 2600.0, 1690.0, '2025-04-22', 'BF2504005', '100038');
INSERT INTO inv_mvmt VALUES ('4900081464', '601', '销售发货', '1000201', 'WH12', '出', 1200, 194400.0, '2025-04-24', 'DN25040001', '100036');
INSERT INTO inv_mvmt VALUES ('4900081466', '101', '采购入库', '3000106', 'WH21', '入', 10000.0, 16500.0, '2025-04-24', 'GR25040004', '200037');
INSERT INTO inv_mvmt VALUES ('4900081470', '261', '生产领料', '3000106', 'WH21', '出', 6000.0, 9900.0, '2025-04-27', 'MO25040003', '200037');
INSERT INTO inv_mvmt VALUES ('4900081471', '131', '完工入库', '1000101', 'WH12', '入', 1953.0, 461884.5, '2025-04-27', 'MO25040005', '100037');
INSERT INTO inv_mvmt VALUES ('4900081475', '551', '报废出库', '2000101', 'WH23', '出', 13.0, 501.8, '2025-05-01', 'BF2505002', '200037');
INSERT INTO inv_mvmt VALUES ('4900081478', '601', '销售发货', '1000103', 'WH12', '出', 200, 102400.0, '2025-05-01', 'DN25050003', '100037');
INSERT INTO inv_mvmt VALUES ('4900081481', '101', '采购入库', '3000106', 'WH21', '入', 10000.0, 16500.0, '2025-05-01', 'GR25050001', '200037');
INSERT INTO inv_mvmt VALUES ('4900081483', '261', '生产领料', '3000402', 'WH11', '出', 20000.0, 400.0, '2025-05-07', 'MO25050009', '100038');
INSERT INTO inv_mvmt VALUES ('4900081486', '601', '销售发货', '1000501', 'WH33', '出', 600, 40800.0, '2025-05-08', 'DN25050026', '300039');
INSERT INTO inv_mvmt VALUES ('4900081489', '601', '销售发货', '1000401', 'WH33', '出', 1200, 157200.0, '2025-05-10', 'DN25050007', '300038');
INSERT INTO inv_mvmt VALUES ('4900081493', '131', '完工入库', '2000102', 'WH22', '入', 1976.0, 24502.4, '2025-05-16', 'MO25050006', '200037');
INSERT INTO inv_mvmt VALUES ('4900081496', '551', '报废出库', '1000401', 'WH13', '出', 1.0, 131.0, '2025-05-23', 'BF2505001', '300038');
INSERT INTO inv_mvmt VALUES ('4900081499', '131', '完工入库', '1000401', 'WH33', '入', 792.0, 103752.0, '2025-05-23', 'MO25050001', '300040');
INSERT INTO inv_mvmt VALUES ('4900081503', '601', '销售发货', '1000401', 'WH33', '出', 1000, 131000.0, '2025-05-24', 'DN25050030', '300040');
INSERT INTO inv_mvmt VALUES ('4900081505', '101', '采购入库', '4000103', 'WH31', '入', 5000.0, 15500.0, '2025-05-24', 'GR25050004', '300038');
INSERT INTO inv_mvmt VALUES ('4900081507', '601', '销售发货', '1000103', 'WH12', '出', 1000, 512000.0, '2025-05-28', 'DN25050008', '100036');
INSERT INTO inv_mvmt VALUES ('4900081511', '601', '销售发货', '1000201', 'WH12', '出', 320.0, 51840.0, '2025-05-28', 'DN25050012', '100038');
INSERT INTO inv_mvmt VALUES ('4900081514', '261', '生产领料', '2000203', 'WH11', '出', 500.0, 5600.0, '2025-05-28', 'MO25050007', '100036');
INSERT INTO inv_mvmt VALUES ('4900081516', '601', '销售发货', '1000302', 'WH12', '出', 600, 237000.0, '2025-05-29', 'DN25050027', '100036');
INSERT INTO inv_mvmt VALUES ('4900081519', '551', '报废出库', '2000102', 'WH23', '出', 160.0, 1984.0, '2025-05-30', 'BF2505005', '200036');
INSERT INTO inv_mvmt VALUES ('4900081523', '131', '完工入库', '1000301', 'WH12', '入', 493.0, 86768.0, '2025-05-30', 'MO25050007', '100038');
INSERT INTO inv_mvmt VALUES ('4900081527', '601', '销售发货', '1000103', 'WH12', '出', 120.0, 61440.0, '2025-06-01', 'DN25060008', '100038');
INSERT INTO inv_mvmt VALUES ('4900081530', '601', '销售发货', '1000302', 'WH12', '出', 500, 197500.0, '2025-06-02', 'DN25060006', '100038');
INSERT INTO inv_mvmt VALUES ('4900081533', '551', '报废出库', '3000404', 'WH13', '出', 40.0, 740.0, '2025-06-03', 'BF2506009', '300039');
INSERT INTO inv_mvmt VALUES ('4900081534', '601', '销售发货', '1000103', 'WH12', '出', 600, 307200.0, '2025-06-03', 'DN25060004', '100038');
INSERT INTO inv_mvmt VALUES ('4900081538', '101', '采购入库', '3000203', 'WH31', '入', 250.0, 5375.0, '2025-06-03', 'GR25060011', '300040');
INSERT INTO inv_mvmt VALUES ('4900081542', '101', '采购入库', '3000201', 'WH31', '入', 1000.0, 13800.0, '2025-06-06', 'GR25060015', '300039');
INSERT INTO inv_mvmt VALUES ('4900081545', '101', '采购入库', '3000201', 'WH31', '入', 5000.0, 69000.0, '2025-06-08', 'GR25060005', '300040');
INSERT INTO inv_mvmt VALUES ('4900081548', '601', '销售发货', '1000401', 'WH33', '出', 200.0, 26200.0, '2025-06-10', 'DN25060005', '300038');
INSERT INTO inv_mvmt VALUES ('4900081550', '101', '采购入库', '3000202', 'WH31', '入', 1000.0, 8900.0, '2025-06-10', 'GR25060014', '300040');
INSERT INTO inv_mvmt VALUES ('4900081554', '101', '采购入库', '3000204', 'WH31', '入', 1500.0, 48000.0, '2025-06-11', 'GR25060003', '300038');
INSERT INTO inv_mvmt VALUES ('4900081556', '551', '报废出库', '1000301', 'WH13', '出', 8.0, 1408.0, '2025-06-12', 'BF2506006', '100036');
INSERT INTO inv_mvmt VALUES ('4900081560', '131', '完工入库', '1000301', 'WH12', '入', 1192.0, 209792.0, '2025-06-12', 'MO25060015', '100036');
INSERT INTO inv_mvmt VALUES ('4900081561', '261', '生产领料', '2000302', 'WH11', '出', 1500.0, 39750.0, '2025-06-13', 'MO25060003', '100037');
INSERT INTO inv_mvmt VALUES ('4900081565', '131', '完工入库', '1000201', 'WH12', '入', 2979.0, 482598.0, '2025-06-15', 'MO25060008', '100037');
INSERT INTO inv_mvmt VALUES ('4900081569', '131', '完工入库', '1000103', 'WH12', '入', 1490.0, 762880.0, '2025-06-16', 'MO25060003', '100038');
INSERT INTO inv_mvmt VALUES ('4900081570', '131', '完工入库', '1000102', 'WH12', '入', 2989.0, 1010282.0, '2025-06-17', 'MO25060013', '100037');
INSERT INTO inv_mvmt VALUES ('4900081574', '101', '采购入库', '3000109', 'WH21', '入', 10000.0, 2200.0, '2025-06-18', 'GR25060006', '200037');
INSERT INTO inv_mvmt VALUES ('4900081578', '601', '销售发货', '1000301', 'WH12', '出', 320.0, 56320.0, '2025-06-20', 'DN25060011', '100038');
INSERT INTO inv_mvmt VALUES ('4900081581', '101', '采购入库', '3000109', 'WH21', '入', 5000.0, 1100.0, '2025-06-21', 'GR25060002', '200036');
INSERT INTO inv_mvmt VALUES ('4900081582', '131', '完工入库', '1000101', 'WH12', '入', 1986.0, 469689.0, '2025-06-21', 'MO25060005', '100038');
INSERT INTO inv_mvmt VALUES ('4900081585', '101', '采购入库', '3000204', 'WH31', '入', 1500.0, 48000.0, '2025-06-23', 'GR25060004', '300039');
INSERT INTO inv_mvmt VALUES ('4900081589', '101', '采购入库', '3000109', 'WH21', '入', 10000.0, 2200.0, '2025-06-24', 'GR25060007', '200036');
INSERT INTO inv_mvmt VALUES ('4900081591', '101', '采购入库', '4000101', 'WH11', '入', 3000.0, 20400.0, '2025-06-27', 'GR25060009', '100038');
INSERT INTO inv_mvmt VALUES ('4900081595', '101', '采购入库', '4000102', 'WH11', '入', 1200.0, 5520.0, '2025-06-30', 'GR25060010', '100037');
INSERT INTO inv_mvmt VALUES ('4900081599', '101', '采购入库', '3000111', 'WH21', '入', 8000.0, 51200.0, '2025-06-30', 'GR25060019', '200036');

INSERT INTO stk_xfer VALUES ('DB2407001', 'WH22', 'WH11', '2000101', 1500.0, '200037', '2024-07-02', '2024-07-02', '2024-07-06', '已签收');
INSERT INTO stk_xfer VALUES ('DB2407002', 'WH32', 'WH11', '2000201', 800.0, '300040', '2024-07-16', '2024-07-18', '2024-07-20', '已签收');
INSERT INTO stk_xfer VALUES ('DB2407003', 'WH22', 'WH31', '2000106', 2000.0, '200036', '2024-07-17', '2024-07-19', '2024-07-22', '已签收');
INSERT INTO stk_xfer VALUES ('DB2408001', 'WH12', 'WH90', '1000301', 3000.0, '100038', '2024-08-22', '2024-08-23', '2024-08-24', '已签收');
INSERT INTO stk_xfer VALUES ('DB2409001', 'WH22', 'WH11', '2000105', 1000.0, '200037', '2024-09-24', '2024-09-25', '2024-09-29', '已签收');
INSERT INTO stk_xfer VALUES ('DB2409002', 'WH22', 'WH31', '2000106', 2000.0, '200037', '2024-09-11', '2024-09-12', '2024-09-16', '已签收');
INSERT INTO stk_xfer VALUES ('DB2409003', 'WH12', 'WH90', '1000102', 1500.0, '100038', '2024-09-22', NULL, NULL, '已取消');
INSERT INTO stk_xfer VALUES ('DB2409004', 'WH21', 'WH23', '3000101', 1000.0, '200037', '2024-09-10', '2024-09-12', '2024-09-13', '已签收');
INSERT INTO stk_xfer VALUES ('DB2409005', 'WH22', 'WH11', '2000105', 200.0, '200036', '2024-09-03', '2024-09-04', '2024-09-07', '已签收');
INSERT INTO stk_xfer VALUES ('DB2409006', 'WH32', 'WH11', '2000301', 1500.0, '300040', '2024-09-25', '2024-09-25', '2024-09-29', '已签收');
INSERT INTO stk_xfer VALUES ('DB2410001', 'WH12', 'WH90', '1000102', 800.0, '100036', '2024-10-13', '2024-10-15', '2024-10-16', '已签收');
INSERT INTO stk_xfer VALUES ('DB2410002', 'WH22', 'WH11', '2000103', 2000.0, '200037', '2024-10-12', '2024-10-13', '2024-10-16', '已签收');
INSERT INTO stk_xfer VALUES ('DB2411001', 'WH31', 'WH11', '3000301', 2000.0, '300038', '2024-11-28', '2024-11-29', '2024-12-02', '已签收');
INSERT INTO stk_xfer VALUES ('DB2411002', 'WH32', 'WH11', '2000201', 3000.0, '300038', '2024-11-29', '2024-11-30', '2024-12-02', '已签收');
INSERT INTO stk_xfer VALUES ('DB2411003', 'WH22', 'WH11', '2000104', 2000.0, '200036', '2024-11-15', '2024-11-16', '2024-11-20', '已签收');
INSERT INTO stk_xfer VALUES ('DB2411004', 'WH33', 'WH12', '1000501', 1500.0, '300039', '2024-11-11', '2024-11-12', '2024-11-16', '已签收');
INSERT INTO stk_xfer VALUES ('DB2411005', 'WH12', 'WH90', '1000202', 500.0, '100038', '2024-11-17', '2024-11-17', '2024-11-18', '已签收');
INSERT INTO stk_xfer VALUES ('DB2411006', 'WH22', 'WH11', '2000105', 2000.0, '200037', '2024-11-26', '2024-11-27', '2024-12-01', '已签收');
INSERT INTO stk_xfer VALUES ('DB2411007', 'WH22', 'WH31', '2000106', 800.0, '200036', '2024-11-27', '2024-11-27', '2024-11-30', '已签收');
INSERT INTO stk_xfer VALUES ('DB2412001', 'WH22', 'WH11', '2000102', 2000.0, '200036', '2024-12-21', '2024-12-21', '2024-12-25', '已签收');
INSERT INTO stk_xfer VALUES ('DB2412002', 'WH32', 'WH11', '2000203', 1500.0, '300040', '2024-12-14', '2024-12-15', '2024-12-19', '已签收');
INSERT INTO stk_xfer VALUES ('DB2412003', 'WH11', 'WH13', '4000101', 3000.0, '100038', '2024-12-21', '2024-12-21', '2024-12-22', '已签收');
INSERT INTO stk_xfer VALUES ('DB2412004', 'WH33', 'WH12', '1000501', 2000.0, '300039', '2024-12-25', '2024-12-26', '2024-12-30', '已签收');
INSERT INTO stk_xfer VALUES ('DB2501001', 'WH32', 'WH11', '2000301', 200.0, '300040', '2025-01-31', '2025-01-31', '2025-02-02', '已签收');
INSERT INTO stk_xfer VALUES ('DB2501002', 'WH11', 'WH13', '4000101', 1000.0, '100038', '2025-01-19', '2025-01-21', '2025-01-22', '已签收');
INSERT INTO stk_xfer VALUES ('DB2501003', 'WH32', 'WH11', '2000201', 1000.0, '300038', '2025-01-21', '2025-01-22', '2025-01-25', '已签收');
INSERT INTO stk_xfer VALUES ('DB2502001', 'WH22', 'WH11', '2000101', 1000.0, '200037', '2025-02-14', '2025-02-15', '2025-02-18', '已签收');
INSERT INTO stk_xfer VALUES ('DB2502002', 'WH22', 'WH11', '2000103', 200.0, '200036', '2025-02-02', '2025-02-04', '2025-02-06', '已签收');
INSERT INTO stk_xfer VALUES ('DB2503001', 'WH22', 'WH11', '2000103', 1500.0, '200037', '2025-03-25', '2025-03-25', '2025-03-29', '已签收');
INSERT INTO stk_xfer VALUES ('DB2503002', 'WH32', 'WH11', '2000302', 500.0, '300040', '2025-03-07', '2025-03-07', '2025-03-10', '已签收');
INSERT INTO stk_xfer VALUES ('DB2503003', 'WH22', 'WH11', '2000101', 3000.0, '200036', '2025-03-15', '2025-03-17', '2025-03-20', '已签收');
INSERT INTO stk_xfer VALUES ('DB2503004', 'WH12', 'WH90', '1000102', 1000.0, '100036', '2025-03-18', '2025-03-19', '2025-03-20', '已签收');
INSERT INTO stk_xfer VALUES ('DB2503005', 'WH12', 'WH90', '1000202', 500.0, '100037', '2025-03-30', '2025-03-30', '2025-03-31', '已签收');
INSERT INTO stk_xfer VALUES ('DB2503006', 'WH32', 'WH11', '2000201', 1000.0, '300039', '2025-03-17', '2025-03-18', '2025-03-20', '已签收');
INSERT INTO stk_xfer VALUES ('DB2504001', 'WH22', 'WH11', '2000102', 1500.0, '200036', '2025-04-10', '2025-04-11', '2025-04-15', '已签收');
INSERT INTO stk_xfer VALUES ('DB2505001', 'WH33', 'WH90', '1000401', 800.0, '300039', '2025-05-05', '2025-05-06', '2025-05-10', '已签收');
INSERT INTO stk_xfer VALUES ('DB2505002', 'WH31', 'WH11', '3000301', 1000.0, '300040', '2025-05-02', '2025-05-03', '2025-05-06', '已签收');
INSERT INTO stk_xfer VALUES ('DB2505003', 'WH12', 'WH90', '1000301', 3000.0, '100036', '2025-05-16', '2025-05-17', '2025-05-18', '已签收');
INSERT INTO stk_xfer VALUES ('DB2505004', 'WH33', 'WH12', '1000501', 800.0, '300040', '2025-05-21', '2025-05-21', '2025-05-25', '已签收');
INSERT INTO stk_xfer VALUES ('DB2505005', 'WH32', 'WH11', '2000302', 800.0, '300039', '2025-05-15', '2025-05-17', '2025-05-20', '已签收');
INSERT INTO stk_xfer VALUES ('DB2506001', 'WH12', 'WH90', '1000202', 200.0, '100038', '2025-06-21', '2025-06-23', '2025-06-24', '已签收');
INSERT INTO stk_xfer VALUES ('DB2506002', 'WH12', 'WH90', '1000101', 500.0, '100038', '2025-06-27', NULL, NULL, '已申请');
INSERT INTO stk_xfer VALUES ('DB2506003', 'WH22', 'WH31', '2000106', 800.0, '200037', '2025-06-08', '2025-06-08', '2025-06-10', '已签收');
INSERT INTO stk_xfer VALUES ('DB2506004', 'WH22', 'WH11', '2000102', 800.0, '200036', '2025-06-01', '2025-06-01', '2025-06-05', '已签收');

INSERT INTO dist VALUES ('D0001', '杭州百联家电有限公司', '华东', '浙江', '杭州', '一级', 4000000.0, '2023-01-24', '100046', '正常');
INSERT INTO dist VALUES ('D0002', '上海汇亿电器销售有限公司', '华东', '上海', '上海', 'KA', 5000000.0, '2013-03-23', '100047', '正常');
INSERT INTO dist VALUES ('D0003', '南京金陵万家电器有限公司', '华东', '江苏', '南京', '一级', 2000000.0, '2022-04-26', '100048', '正常');
INSERT INTO dist VALUES ('D0004', '宁波甬发家电商行', '华东', '浙江', '宁波', '二级', 1200000.0, '2014-07-05', '100049', '正常');
INSERT INTO dist VALUES ('D0005', '合肥徽商电器连锁有限公司', '华东', '安徽', '合肥', '一级', 2000000.0, '2020-12-02', '100050', '正常');
INSERT INTO dist VALUES ('D0006', '济南泉城家电批发有限公司', '华东', '山东', '济南', '一级', 2000000.0, '2014-07-02', '100051', '正常');
INSERT INTO dist VALUES ('D0007', '广州粤华电器贸易有限公司', '华南', '广东', '广州', '一级', 2000000.0, '2021-07-03', '100046', '正常');
INSERT INTO dist VALUES ('D0008', '深圳鹏程优品电子商务有限公司', '华南', '广东', '深圳', 'KA', 5000000.0, '2012-06-21', '100047', '正常');
INSERT INTO dist VALUES ('D0009', '南宁桂邕家电有限公司', '华南', '广西', '南宁', '二级', 900000.0, '2018-02-21', '100048', '正常');
INSERT INTO dist VALUES ('D0010', '厦门鹭岛电器有限公司', '华南', '福建', '厦门', '二级', 600000.0, '2013-09-22', '100049', '正常');
INSERT INTO dist VALUES ('D0011', '北京京通达家电有限公司', '华北', '北京', '北京', '一级', 2000000.0, '2020-12-22', '100050', '正常');
INSERT INTO dist VALUES ('D0012', '天津津门电器销售有限公司', '华北', '天津', '天津', '二级', 600000.0, '2013-05-22', '100051', '正常');
INSERT INTO dist VALUES ('D0013', '石家庄冀盛电器有限公司', '华北', '河北', '石家庄', '二级', 900000.0, '2017-07-12', '100046', '正常');
INSERT INTO dist VALUES ('D0014', '太原晋联家电有限公司', '华北', '山西', '太原', '二级', 600000.0, '2019-10-28', '100047', '冻结');
INSERT INTO dist VALUES ('D0015', '武汉楚天家电有限公司', '华中', '湖北', '武汉', '一级', 3000000.0, '2013-08-10', '100048', '正常');
INSERT INTO dist VALUES ('D0016', '长沙湘佳电器有限公司', '华中', '湖南', '长沙', '一级', 4000000.0, '2013-01-26', '100049', '正常');
INSERT INTO dist VALUES ('D0017', '郑州中原万通电器有限公司', '华中', '河南', '郑州', '二级', 600000.0, '2020-10-28', '100050', '正常');
INSERT INTO dist VALUES ('D0018', '成都蜀都家电有限公司', '西南', '四川', '成都', '一级', 2000000.0, '2012-12-25', '100051', '正常');
INSERT INTO dist VALUES ('D0019', '重庆山城电器贸易有限公司', '西南', '重庆', '重庆', '一级', 4000000.0, '2022-12-30', '100046', '正常');
INSERT INTO dist VALUES ('D0020', '昆明滇池家电有限公司', '西南', '云南', '昆明', '二级', 600000.0, '2017-09-24', '100047', '正常');
INSERT INTO dist VALUES ('D0021', '西安秦川电器有限公司', '西北', '陕西', '西安', '一级', 2000000.0, '2013-12-19', '100048', '正常');
INSERT INTO dist VALUES ('D0022', '兰州陇原家电商贸有限公司', '西北', '甘肃', '兰州', '二级', 1200000.0, '2016-09-13', '100049', '冻结');
INSERT INTO dist VALUES ('D0023', '沈阳盛京电器有限公司', '东北', '辽宁', '沈阳', '一级', 2000000.0, '2018-07-26', '100050', '正常');
INSERT INTO dist VALUES ('D0024', '哈尔滨冰城家电有限公司', '东北', '黑龙江', '哈尔滨', '二级', 600000.0, '2016-03-17', '100051', '正常');
INSERT INTO dist VALUES ('D0025', '长春吉达电器有限公司', '东北', '吉林', '长春', '二级', 600000.0, '2020-12-28', '100046', '终止');

INSERT INTO so_hdr VALUES ('SO2407001', 'D0011', '2024-07-28', '2024-08-18', 'P100', 165232.08, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2407002', 'D0005', '2024-07-09', '2024-07-30', 'P100', 87456.24, '已发货', '未回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2407003', 'D0004', '2024-07-16', '2024-07-26', 'P100', 325512.0, '已发货', '未回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2407004', 'D0015', '2024-07-11', '2024-07-21', 'P100', 56179.44, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2407005', 'D0011', '2024-07-20', '2024-08-03', 'P100', 174184.56, '已发货', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2408001', 'D0013', '2024-08-13', '2024-08-27', 'P100', 330480.0, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2408002', 'D0021', '2024-08-28', '2024-09-11', 'P100', 500164.2, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2408003', 'D0015', '2024-08-13', '2024-09-03', 'P100', 509120.64, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2408004', 'D0016', '2024-08-21', '2024-09-04', 'P100', 124260.48, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2408005', 'D0008', '2024-08-13', '2024-09-12', 'P100', 472220.64, '已发货', '已回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2408006', 'D0004', '2024-08-04', '2024-08-18', 'P100', 66096.0, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2408007', 'D0016', '2024-08-15', '2024-09-14', 'P100', 70962.48, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2408008', 'D0007', '2024-08-16', '2024-09-06', 'P100', 786326.4, '已发货', '部分回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2408009', 'D0005', '2024-08-10', '2024-09-09', 'P100', 45606.24, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2409001', 'D0003', '2024-09-19', '2024-09-26', 'P100', 454518.0, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2410001', 'D0007', '2024-10-22', '2024-10-29', 'P100', 505840.32, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2410002', 'D0006', '2024-10-03', '2024-11-02', 'P100', 174343.68, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2410003', 'D0007', '2024-10-04', '2024-10-14', 'P100', 60844.32, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2410004', 'D0016', '2024-10-14', '2024-10-24', 'P100', 394599.6, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2410005', 'D0016', '2024-10-25', '2024-11-04', 'P100', 46301.76, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2410006', 'D0006', '2024-10-27', '2024-11-06', 'P100', 213988.32, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2410007', 'D0015', '2024-10-28', '2024-11-07', 'P100', 199550.16, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2411001', 'D0004', '2024-11-27', '2024-12-27', 'P100', 103405.68, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2411002', 'D0021', '2024-11-01', '2024-11-22', 'P100', 403250.4, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2411003', 'D0006', '2024-11-06', '2024-11-13', 'P100', 577297.44, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2411004', 'D0006', '2024-11-25', '2024-12-02', 'P100', 184177.08, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2411005', 'D0015', '2024-11-27', '2024-12-18', 'P100', 514924.56, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2411006', 'D0016', '2024-11-15', '2024-11-22', 'P100', 369619.2, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2411007', 'D0004', '2024-11-12', '2024-11-19', 'P100', 518414.4, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2412001', 'D0015', '2024-12-17', '2024-12-27', 'P100', 594501.12, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2412002', 'D0003', '2024-12-05', '2025-01-04', 'P100', 217462.32, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2412003', 'D0006', '2024-12-14', '2024-12-28', 'P100', 370475.64, '已取消', '未回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2412004', 'D0018', '2024-12-28', '2025-01-07', 'P100', 367384.32, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2501001', 'D0006', '2025-01-27', '2025-02-17', 'P100', 363510.72, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2501002', 'D0008', '2025-01-20', '2025-01-30', 'P100', 146207.52, '已完成', '已回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2501003', 'D0016', '2025-01-14', '2025-01-28', 'P100', 186610.32, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2501004', 'D0015', '2025-01-10', '2025-01-17', 'P100', 40540.32, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2501005', 'D0024', '2025-01-25', '2025-02-08', 'P100', 507467.52, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2502001', 'D0010', '2025-02-06', '2025-02-20', 'P100', 548369.28, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2503001', 'D0005', '2025-03-15', '2025-04-05', 'P100', 69452.64, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2503002', 'D0002', '2025-03-04', '2025-04-03', 'P100', 333650.88, '已完成', '已回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2503003', 'D0001', '2025-03-10', '2025-03-17', 'P100', 175697.28, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2504001', 'D0008', '2025-04-18', '2025-04-28', 'P100', 370565.28, '已取消', '未回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2504002', 'D0015', '2025-04-16', '2025-04-30', 'P100', 237669.12, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2504003', 'D0008', '2025-04-25', '2025-05-09', 'P100', 99028.8, '已完成', '已回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2504004', 'D0020', '2025-04-05', '2025-04-26', 'P100', 83528.64, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2504005', 'D0004', '2025-04-29', '2025-05-09', 'P100', 296513.28, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2505001', 'D0002', '2025-05-14', '2025-05-24', 'P100', 550994.4, '部分发货', '未回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2505002', 'D0003', '2025-05-08', '2025-05-22', 'P100', 706367.52, '已发货', '未回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2505003', 'D0021', '2025-05-23', '2025-05-30', 'P100', 614916.0, '已发货', '部分回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2505004', 'D0004', '2025-05-12', '2025-05-22', 'P100', 717229.44, '已发货', '部分回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2505005', 'D0024', '2025-05-31', '2025-06-10', 'P100', 655021.44, '已发货', '部分回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2505006', 'D0011', '2025-05-25', '2025-06-01', 'P100', 435830.4, '已发货', '未回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2505007', 'D0010', '2025-05-12', '2025-05-19', 'P100', 995366.88, '已发货', '未回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2505008', 'D0008', '2025-05-03', '2025-06-02', 'P100', 898961.76, '已发货', '部分回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2505009', 'D0002', '2025-05-18', '2025-05-25', 'P100', 631277.28, '已发货', '部分回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2505010', 'D0008', '2025-05-01', '2025-05-22', 'P300', 50155.2, '已发货', '部分回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2505011', 'D0021', '2025-05-24', '2025-06-07', 'P100', 535390.56, '已完成', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2505012', 'D0007', '2025-05-26', '2025-06-16', 'P100', 238199.04, '部分发货', '部分回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2505013', 'D0018', '2025-05-22', '2025-06-12', 'P100', 283308.48, '已发货', '已回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2506001', 'D0006', '2025-06-01', '2025-06-22', 'P100', 894625.92, '已发货', '部分回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2506002', 'D0004', '2025-06-26', '2025-07-03', 'P100', 50075.28, '待审核', '未回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2506003', 'D0014', '2025-06-18', '2025-07-18', 'P100', 142391.52, '待审核', '未回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2506004', 'D0003', '2025-06-01', '2025-06-08', 'P100', 304221.6, '已完成', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2506005', 'D0011', '2025-06-11', '2025-06-18', 'P100', 202701.6, '已确认', '未回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2506006', 'D0018', '2025-06-21', '2025-07-01', 'P100', 389671.2, '已确认', '未回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2506007', 'D0013', '2025-06-15', '2025-07-06', 'P100', 465276.96, '部分发货', '部分回款', '经销商门户');
INSERT INTO so_hdr VALUES ('SO2506008', 'D0004', '2025-06-01', '2025-06-15', 'P100', 166682.88, '已发货', '已回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2506009', 'D0004', '2025-06-09', '2025-06-16', 'P100', 333734.4, '已发货', '未回款', '业务员代录');
INSERT INTO so_hdr VALUES ('SO2506010', 'D0002', '2025-06-01', '2025-07-01', 'P100', 151557.12, '部分发货', '部分回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2506011', 'D0008', '2025-06-07', '2025-06-17', 'P100', 254620.8, '已完成', '已回款', 'EDI');
INSERT INTO so_hdr VALUES ('SO2506012', 'D0017', '2025-06-14', '2025-07-05', 'P100', 481633.92, '已确认', '未回款', '经销商门户');

INSERT INTO so_ln VALUES ('SO2407001', 1, '1000202', 400.0, 330.48, 6.0, 124260.48, 400.0);
INSERT INTO so_ln VALUES ('SO2407001', 2, '1000102', 100.0, 431.28, 5.0, 40971.6, 100.0);
INSERT INTO so_ln VALUES ('SO2407002', 1, '1000101', 150.0, 287.28, 8.0, 39644.64, 150.0);
INSERT INTO so_ln VALUES ('SO2407002', 2, '1000302', 100.0, 503.28, 5.0, 47811.6, 100.0);
INSERT INTO so_ln VALUES ('SO2407003', 1, '1000202', 400.0, 330.48, 3.0, 128226.24, 400.0);
INSERT INTO so_ln VALUES ('SO2407003', 2, '1000302', 400.0, 503.28, 2.0, 197285.76, 400.0);
INSERT INTO so_ln VALUES ('SO2407004', 1, '1000501', 300.0, 92.88, 5.0, 26470.8, 300.0);
INSERT INTO so_ln VALUES ('SO2407004', 2, '1000201', 150.0, 215.28, 8.0, 29708.64, 150.0);
INSERT INTO so_ln VALUES ('SO2407005', 1, '1000102', 300.0, 431.28, 5.0, 122914.8, 300.0);
INSERT INTO so_ln VALUES ('SO2407005', 2, '1000501', 600.0, 92.88, 8.0, 51269.76, 600.0);
INSERT INTO so_ln VALUES ('SO2408001', 1, '1000202', 1000.0, 330.48, 0.0, 330480.0, 1000.0);
INSERT INTO so_ln VALUES ('SO2408002', 1, '1000302', 200.0, 503.28, 5.0, 95623.2, 200.0);
INSERT INTO so_ln VALUES ('SO2408002', 2, '1000101', 1200.0, 287.28, 8.0, 317157.12, 1200.0);
INSERT INTO so_ln VALUES ('SO2408002', 3, '1000401', 150.0, 186.48, 5.0, 26573.4, 150.0);
INSERT INTO so_ln VALUES ('SO2408002', 4, '1000102', 150.0, 431.28, 6.0, 60810.48, 150.0);
INSERT INTO so_ln VALUES ('SO2408003', 1, '1000102', 1200.0, 431.28, 5.0, 491659.2, 1200.0);
INSERT INTO so_ln VALUES ('SO2408003', 2, '1000501', 200.0, 92.88, 6.0, 17461.44, 200.0);
INSERT INTO so_ln VALUES ('SO2408004', 1, '1000202', 400.0, 330.48, 6.0, 124260.48, 400.0);
INSERT INTO so_ln VALUES ('SO2408005', 1, '1000202', 150.0, 330.48, 8.0, 45606.24, 150.0);
INSERT INTO so_ln VALUES ('SO2408005', 2, '1000302', 600.0, 503.28, 12.0, 265731.84, 600.0);
INSERT INTO so_ln VALUES ('SO2408005', 3, '1000301', 400.0, 236.88, 12.0, 83381.76, 400.0);
INSERT INTO so_ln VALUES ('SO2408005', 4, '1000201', 400.0, 215.28, 10.0, 77500.8, 400.0);
INSERT INTO so_ln VALUES ('SO2408006', 1, '1000202', 200.0, 330.48, 0.0, 66096.0, 200.0);
INSERT INTO so_ln VALUES ('SO2408007', 1, '1000302', 150.0, 503.28, 6.0, 70962.48, 150.0);
INSERT INTO so_ln VALUES ('SO2408008', 1, '1000401', 1200.0, 186.48, 5.0, 212587.2, 1200.0);
INSERT INTO so_ln VALUES ('SO2408008', 2, '1000302', 1200.0, 503.28, 5.0, 573739.2, 1200.0);
INSERT INTO so_ln VALUES ('SO2408009', 1, '1000202', 150.0, 330.48, 8.0, 45606.24, 150.0);
INSERT INTO so_ln VALUES ('SO2409001', 1, '1000103', 300.0, 647.28, 5.0, 184474.8, 300.0);
INSERT INTO so_ln VALUES ('SO2409001', 2, '1000101', 1000.0, 287.28, 6.0, 270043.2, 1000.0);
INSERT INTO so_ln VALUES ('SO2410001', 1, '1000301', 400.0, 236.88, 8.0, 87171.84, 400.0);
INSERT INTO so_ln VALUES ('SO2410001', 2, '1000103', 400.0, 647.28, 6.0, 243377.28, 400.0);
INSERT INTO so_ln VALUES ('SO2410001', 3, '1000401', 1000.0, 186.48, 6.0, 175291.2, 1000.0);
INSERT INTO so_ln VALUES ('SO2410002', 1, '1000301', 800.0, 236.88, 8.0, 174343.68, 800.0);
INSERT INTO so_ln VALUES ('SO2410003', 1, '1000103', 100.0, 647.28, 6.0, 60844.32, 100.0);
INSERT INTO so_ln VALUES ('SO2410004', 1, '1000202', 800.0, 330.48, 5.0, 251164.8, 800.0);
INSERT INTO so_ln VALUES ('SO2410004', 2, '1000302', 300.0, 503.28, 5.0, 143434.8, 300.0);
INSERT INTO so_ln VALUES ('SO2410005', 1, '1000302', 100.0, 503.28, 8.0, 46301.76, 100.0);
INSERT INTO so_ln VALUES ('SO2410006', 1, '1000301', 800.0, 236.88, 8.0, 174343.68, 800.0);
INSERT INTO so_ln VALUES ('SO2410006', 2, '1000101', 150.0, 287.28, 8.0, 39644.64, 150.0);
INSERT INTO so_ln VALUES ('SO2410007', 1, '1000102', 100.0, 431.28, 5.0, 40971.6, 100.0);
INSERT INTO so_ln VALUES ('SO2410007', 2, '1000101', 600.0, 287.28, 8.0, 158578.56, 600.0);
INSERT INTO so_ln VALUES ('SO2411001', 1, '1000401', 300.0, 186.48, 2.0, 54825.12, 300.0);
INSERT INTO so_ln VALUES ('SO2411001', 2, '1000202', 150.0, 330.48, 2.0, 48580.56, 150.0);
INSERT INTO so_ln VALUES ('SO2411002', 1, '1000201', 500.0, 215.28, 8.0, 99028.8, 500.0);
INSERT INTO so_ln VALUES ('SO2411002', 2, '1000103', 500.0, 647.28, 6.0, 304221.6, 500.0);
INSERT INTO so_ln VALUES ('SO2411003', 1, '1000201', 1000.0, 215.28, 5.0, 204516.0, 1000.0);
INSERT INTO so_ln VALUES ('SO2411003', 2, '1000202', 1200.0, 330.48, 6.0, 372781.44, 1200.0);
INSERT INTO so_ln VALUES ('SO2411004', 1, '1000202', 200.0, 330.48, 8.0, 60808.32, 200.0);
INSERT INTO so_ln VALUES ('SO2411004', 2, '1000102', 150.0, 431.28, 5.0, 61457.4, 150.0);
INSERT INTO so_ln VALUES ('SO2411004', 3, '1000301', 100.0, 236.88, 6.0, 22266.72, 100.0);
INSERT INTO so_ln VALUES ('SO2411004', 4, '1000101', 150.0, 287.28, 8.0, 39644.64, 150.0);
INSERT INTO so_ln VALUES ('SO2411005', 1, '1000101', 500.0, 287.28, 5.0, 136458.0, 500.0);
INSERT INTO so_ln VALUES ('SO2411005', 2, '1000302', 800.0, 503.28, 6.0, 378466.56, 800.0);
INSERT INTO so_ln VALUES ('SO2411006', 1, '1000401', 1000.0, 186.48, 8.0, 171561.6, 1000.0);
INSERT INTO so_ln VALUES ('SO2411006', 2, '1000201', 1000.0, 215.28, 8.0, 198057.6, 1000.0);
INSERT INTO so_ln VALUES ('SO2411007', 1, '1000301', 1000.0, 236.88, 0.0, 236880.0, 1000.0);
INSERT INTO so_ln VALUES ('SO2411007', 2, '1000101', 1000.0, 287.28, 2.0, 281534.4, 1000.0);
INSERT INTO so_ln VALUES ('SO2412001', 1, '1000101', 400.0, 287.28, 6.0, 108017.28, 400.0);
INSERT INTO so_ln VALUES ('SO2412001', 2, '1000102', 1200.0, 431.28, 6.0, 486483.84, 1200.0);
INSERT INTO so_ln VALUES ('SO2412002', 1, '1000501', 1000.0, 92.88, 8.0, 85449.6, 1000.0);
INSERT INTO so_ln VALUES ('SO2412002', 2, '1000401', 150.0, 186.48, 6.0, 26293.68, 150.0);
INSERT INTO so_ln VALUES ('SO2412002', 3, '1000101', 400.0, 287.28, 8.0, 105719.04, 400.0);
INSERT INTO so_ln VALUES ('SO2412003', 1, '1000103', 150.0, 647.28, 5.0, 92237.4, 0.0);
INSERT INTO so_ln VALUES ('SO2412003', 2, '1000301', 300.0, 236.88, 6.0, 66800.16, 0.0);
INSERT INTO so_ln VALUES ('SO2412003', 3, '1000101', 800.0, 287.28, 8.0, 211438.08, 0.0);
INSERT INTO so_ln VALUES ('SO2412004', 1, '1000201', 200.0, 215.28, 8.0, 39611.52, 200.0);
INSERT INTO so_ln VALUES ('SO2412004', 2, '1000102', 800.0, 431.28, 5.0, 327772.8, 800.0);
INSERT INTO so_ln VALUES ('SO2501001', 1, '1000202', 1000.0, 330.48, 6.0, 310651.2, 1000.0);
INSERT INTO so_ln VALUES ('SO2501001', 2, '1000101', 200.0, 287.28, 8.0, 52859.52, 200.0);
INSERT INTO so_ln VALUES ('SO2501002', 1, '1000201', 200.0, 215.28, 8.0, 39611.52, 200.0);
INSERT INTO so_ln VALUES ('SO2501002', 2, '1000301', 500.0, 236.88, 10.0, 106596.0, 500.0);
INSERT INTO so_ln VALUES ('SO2501003', 1, '1000301', 300.0, 236.88, 5.0, 67510.8, 300.0);
INSERT INTO so_ln VALUES ('SO2501003', 2, '1000103', 200.0, 647.28, 8.0, 119099.52, 200.0);
INSERT INTO so_ln VALUES ('SO2501004', 1, '1000102', 100.0, 431.28, 6.0, 40540.32, 100.0);
INSERT INTO so_ln VALUES ('SO2501005', 1, '1000103', 800.0, 647.28, 2.0, 507467.52, 800.0);
INSERT INTO so_ln VALUES ('SO2502001', 1, '1000301', 500.0, 236.88, 2.0, 116071.2, 500.0);
INSERT INTO so_ln VALUES ('SO2502001', 2, '1000102', 300.0, 431.28, 0.0, 129384.0, 300.0);
INSERT INTO so_ln VALUES ('SO2502001', 3, '1000103', 300.0, 647.28, 2.0, 190300.32, 300.0);
INSERT INTO so_ln VALUES ('SO2502001', 4, '1000101', 400.0, 287.28, 2.0, 112613.76, 400.0);
INSERT INTO so_ln VALUES ('SO2503001', 1, '1000302', 150.0, 503.28, 8.0, 69452.64, 150.0);
INSERT INTO so_ln VALUES ('SO2503002', 1, '1000201', 800.0, 215.28, 10.0, 155001.6, 800.0);
INSERT INTO so_ln VALUES ('SO2503002', 2, '1000103', 300.0, 647.28, 8.0, 178649.28, 300.0);
INSERT INTO so_ln VALUES ('SO2503003', 1, '1000101', 200.0, 287.28, 6.0, 54008.64, 200.0);
INSERT INTO so_ln VALUES ('SO2503003', 2, '1000103', 200.0, 647.28, 6.0, 121688.64, 200.0);
INSERT INTO so_ln VALUES ('SO2504001', 1, '1000103', 500.0, 647.28, 10.0, 291276.0, 0.0);
INSERT INTO so_ln VALUES ('SO2504001', 2, '1000101', 300.0, 287.28, 8.0, 79289.28, 0.0);
INSERT INTO so_ln VALUES ('SO2504002', 1, '1000201', 1200.0, 215.28, 8.0, 237669.12, 1200.0);
INSERT INTO so_ln VALUES ('SO2504003', 1, '1000201', 500.0, 215.28, 8.0, 99028.8, 500.0);
INSERT INTO so_ln VALUES ('SO2504004', 1, '1000201', 400.0, 215.28, 3.0, 83528.64, 400.0);
INSERT INTO so_ln VALUES ('SO2504005', 1, '1000201', 800.0, 215.28, 3.0, 167057.28, 800.0);
INSERT INTO so_ln VALUES ('SO2504005', 2, '1000103', 200.0, 647.28, 0.0, 129456.0, 200.0);
INSERT INTO so_ln VALUES ('SO2505001', 1, '1000102', 500.0, 431.28, 10.0, 194076.0, 250.0);
INSERT INTO so_ln VALUES ('SO2505001', 2, '1000202', 1200.0, 330.48, 10.0, 356918.4, 0.0);
INSERT INTO so_ln VALUES ('SO2505002', 1, '1000102', 1200.0, 431.28, 8.0, 476133.12, 1200.0);
INSERT INTO so_ln VALUES ('SO2505002', 2, '1000501', 200.0, 92.88, 5.0, 17647.2, 200.0);
INSERT INTO so_ln VALUES ('SO2505002', 3, '1000401', 1200.0, 186.48, 5.0, 212587.2, 1200.0);
INSERT INTO so_ln VALUES ('SO2505003', 1, '1000103', 1000.0, 647.28, 5.0, 614916.0, 1000.0);
INSERT INTO so_ln VALUES ('SO2505004', 1, '1000102', 1200.0, 431.28, 3.0, 502009.92, 1200.0);
INSERT INTO so_ln VALUES ('SO2505004', 2, '1000501', 500.0, 92.88, 0.0, 46440.0, 500.0);
INSERT INTO so_ln VALUES ('SO2505004', 3, '1000201', 800.0, 215.28, 2.0, 168779.52, 800.0);
INSERT INTO so_ln VALUES ('SO2505005', 1, '1000501', 600.0, 92.88, 3.0, 54056.16, 600.0);
INSERT INTO so_ln VALUES ('SO2505005', 2, '1000401', 100.0, 186.48, 2.0, 18275.04, 100.0);
INSERT INTO so_ln VALUES ('SO2505005', 3, '1000202', 600.0, 330.48, 2.0, 194322.24, 600.0);
INSERT INTO so_ln VALUES ('SO2505005', 4, '1000103', 600.0, 647.28, 0.0, 388368.0, 600.0);
INSERT INTO so_ln VALUES ('SO2505006', 1, '1000401', 500.0, 186.48, 6.0, 87645.6, 500.0);
INSERT INTO so_ln VALUES ('SO2505006', 2, '1000201', 500.0, 215.28, 8.0, 99028.8, 500.0);
INSERT INTO so_ln VALUES ('SO2505006', 3, '1000302', 500.0, 503.28, 8.0, 231508.8, 500.0);
INSERT INTO so_ln VALUES ('SO2505006', 4, '1000501', 200.0, 92.88, 5.0, 17647.2, 200.0);
INSERT INTO so_ln VALUES ('SO2505007', 1, '1000102', 1200.0, 431.28, 2.0, 507185.28, 1200.0);
INSERT INTO so_ln VALUES ('SO2505007', 2, '1000302', 1000.0, 503.28, 3.0, 488181.6, 1000.0);
INSERT INTO so_ln VALUES ('SO2505008', 1, '1000302', 300.0, 503.28, 12.0, 132865.92, 300.0);
INSERT INTO so_ln VALUES ('SO2505008', 2, '1000201', 150.0, 215.28, 8.0, 29708.64, 150.0);
INSERT INTO so_ln VALUES ('SO2505008', 3, '1000101', 200.0, 287.28, 8.0, 52859.52, 200.0);
INSERT INTO so_ln VALUES ('SO2505008', 4, '1000103', 1200.0, 647.28, 12.0, 683527.68, 1200.0);
INSERT INTO so_ln VALUES ('SO2505009', 1, '1000302', 800.0, 503.28, 8.0, 370414.08, 800.0);
INSERT INTO so_ln VALUES ('SO2505009', 2, '1000103', 150.0, 647.28, 12.0, 85440.96, 150.0);
INSERT INTO so_ln VALUES ('SO2505009', 3, '1000301', 600.0, 236.88, 12.0, 125072.64, 600.0);
INSERT INTO so_ln VALUES ('SO2505009', 4, '1000401', 300.0, 186.48, 10.0, 50349.6, 300.0);
INSERT INTO so_ln VALUES ('SO2505010', 1, '1000501', 600.0, 92.88, 10.0, 50155.2, 600.0);
INSERT INTO so_ln VALUES ('SO2505011', 1, '1000302', 600.0, 503.28, 5.0, 286869.6, 600.0);
INSERT INTO so_ln VALUES ('SO2505011', 2, '1000202', 800.0, 330.48, 6.0, 248520.96, 800.0);
INSERT INTO so_ln VALUES ('SO2505012', 1, '1000103', 400.0, 647.28, 8.0, 238199.04, 120.0);
INSERT INTO so_ln VALUES ('SO2505013', 1, '1000101', 400.0, 287.28, 6.0, 108017.28, 400.0);
INSERT INTO so_ln VALUES ('SO2505013', 2, '1000401', 1000.0, 186.48, 6.0, 175291.2, 1000.0);
INSERT INTO so_ln VALUES ('SO2506001', 1, '1000103', 1200.0, 647.28, 8.0, 714597.12, 1200.0);
INSERT INTO so_ln VALUES ('SO2506001', 2, '1000301', 800.0, 236.88, 5.0, 180028.8, 800.0);
INSERT INTO so_ln VALUES ('SO2506002', 1, '1000202', 100.0, 330.48, 3.0, 32056.56, 0.0);
INSERT INTO so_ln VALUES ('SO2506002', 2, '1000501', 200.0, 92.88, 3.0, 18018.72, 0.0);
INSERT INTO so_ln VALUES ('SO2506003', 1, '1000301', 400.0, 236.88, 3.0, 91909.44, 0.0);
INSERT INTO so_ln VALUES ('SO2506003', 2, '1000401', 200.0, 186.48, 2.0, 36550.08, 0.0);
INSERT INTO so_ln VALUES ('SO2506003', 3, '1000501', 150.0, 92.88, 0.0, 13932.0, 0.0);
INSERT INTO so_ln VALUES ('SO2506004', 1, '1000103', 500.0, 647.28, 6.0, 304221.6, 500.0);
INSERT INTO so_ln VALUES ('SO2506005', 1, '1000102', 500.0, 431.28, 6.0, 202701.6, 0.0);
INSERT INTO so_ln VALUES ('SO2506006', 1, '1000103', 500.0, 647.28, 6.0, 304221.6, 0.0);
INSERT INTO so_ln VALUES ('SO2506006', 2, '1000501', 1000.0, 92.88, 8.0, 85449.6, 0.0);
INSERT INTO so_ln VALUES ('SO2506007', 1, '1000101', 600.0, 287.28, 0.0, 172368.0, 180.0);
INSERT INTO so_ln VALUES ('SO2506007', 2, '1000302', 600.0, 503.28, 3.0, 292908.96, 0.0);
INSERT INTO so_ln VALUES ('SO2506008', 1, '1000101', 200.0, 287.28, 0.0, 57456.0, 200.0);
INSERT INTO so_ln VALUES ('SO2506008', 2, '1000501', 1200.0, 92.88, 2.0, 109226.88, 1200.0);
INSERT INTO so_ln VALUES ('SO2506009', 1, '1000302', 300.0, 503.28, 0.0, 150984.0, 300.0);
INSERT INTO so_ln VALUES ('SO2506009', 2, '1000401', 1000.0, 186.48, 2.0, 182750.4, 1000.0);
INSERT INTO so_ln VALUES ('SO2506010', 1, '1000201', 800.0, 215.28, 12.0, 151557.12, 400.0);
INSERT INTO so_ln VALUES ('SO2506011', 1, '1000401', 600.0, 186.48, 8.0, 102936.96, 600.0);
INSERT INTO so_ln VALUES ('SO2506011', 2, '1000101', 600.0, 287.28, 12.0, 151683.84, 600.0);
INSERT INTO so_ln VALUES ('SO2506012', 1, '1000201', 300.0, 215.28, 2.0, 63292.32, 0.0);
INSERT INTO so_ln VALUES ('SO2506012', 2, '1000102', 1000.0, 431.28, 3.0, 418341.6, 0.0);

INSERT INTO shpmt VALUES ('DN24070001', 'SO2407002', 1, '1000101', 150, 'WH12', '2024-07-17', '顺丰快运', 'SF135282277300', '合肥', 1093.73, '2024-07-23', '已签收');
INSERT INTO shpmt VALUES ('DN24070002', 'SO2407002', 2, '1000302', 100, 'WH12', '2024-07-14', '中通快运', 'ZTO166501374288', '合肥', 758.97, '2024-07-20', '已签收');
INSERT INTO shpmt VALUES ('DN24070003', 'SO2407003', 1, '1000202', 240.0, 'WH12', '2024-07-20', '顺丰快运', 'SF457236267190', '宁波', 1805.38, '2024-07-25', '已签收');
INSERT INTO shpmt VALUES ('DN24070004', 'SO2407003', 1, '1000202', 160.0, 'WH12', '2024-07-31', '安能物流', 'AN989659689624', '宁波', 1015.59, '2024-08-04', '已签收');
INSERT INTO shpmt VALUES ('DN24070005', 'SO2407003', 2, '1000302', 240.0, 'WH12', '2024-07-21', '中通快运', 'ZTO153748776762', '宁波', 1301.15, '2024-07-25', '已签收');
INSERT INTO shpmt VALUES ('DN24070006', 'SO2407004', 1, '1000501', 300, 'WH33', '2024-07-13', '安能物流', 'AN367460336788', '武汉', 558.21, '2024-07-17', '已签收');
INSERT INTO shpmt VALUES ('DN24070007', 'SO2407004', 2, '1000201', 150, 'WH12', '2024-07-18', '德邦物流', 'DPK762098554370', '武汉', 740.76, '2024-07-21', '已签收');
INSERT INTO shpmt VALUES ('DN24070008', 'SO2407005', 1, '1000102', 300, 'WH12', '2024-07-23', '中通快运', 'ZTO420640467564', '北京', 2587.94, '2024-07-26', '已签收');
INSERT INTO shpmt VALUES ('DN24070009', 'SO2407005', 2, '1000501', 360.0, 'WH33', '2024-07-22', '中通快运', 'ZTO977360600776', '北京', 456.87, '2024-07-25', '已签收');
INSERT INTO shpmt VALUES ('DN24080001', 'SO2407001', 1, '1000202', 400, 'WH12', '2024-08-03', '京东物流', 'JDV856832780433', '北京', 1579.11, NULL, '拒收');
INSERT INTO shpmt VALUES ('DN24080002', 'SO2407001', 2, '1000102', 100, 'WH12', '2024-08-05', '安能物流', 'AN753265780487', '北京', 934.97, '2024-08-10', '已签收');
INSERT INTO shpmt VALUES ('DN24080003', 'SO2407003', 2, '1000302', 160.0, 'WH12', '2024-08-05', '德邦物流', 'DPK504963410607', '宁波', 1742.91, '2024-08-08', '已签收');
INSERT INTO shpmt VALUES ('DN24080004', 'SO2407005', 2, '1000501', 240.0, 'WH33', '2024-08-06', '京东物流', 'JDV922301307821', '北京', 482.88, '2024-08-09', '已签收');
INSERT INTO shpmt VALUES ('DN24080005', 'SO2408001', 1, '1000202', 600.0, 'WH12', '2024-08-21', '中通快运', 'ZTO415823793536', '石家庄', 4176.23, '2024-08-27', '已签收');
INSERT INTO shpmt VALUES ('DN24080006', 'SO2408002', 3, '1000401', 150, 'WH33', '2024-08-30', '中通快运', 'ZTO193711831532', '西安', 439.54, '2024-09-03', '已签收');
INSERT INTO shpmt VALUES ('DN24080007', 'SO2408002', 4, '1000102', 150, 'WH12', '2024-08-30', '顺丰快运', 'SF218984799379', '西安', 766.74, '2024-09-02', '已签收');
INSERT INTO shpmt VALUES ('DN24080008', 'SO2408003', 1, '1000102', 1200, 'WH12', '2024-08-20', '顺丰快运', 'SF412165911640', '武汉', 10680.36, NULL, '拒收');
INSERT INTO shpmt VALUES ('DN24080009', 'SO2408003', 2, '1000501', 200, 'WH33', '2024-08-18', '京东物流', 'JDV318092393296', '武汉', 447.24, '2024-08-20', '已签收');
INSERT INTO shpmt VALUES ('DN24080010', 'SO2408004', 1, '1000202', 400, 'WH12', '2024-08-25', '京东物流', 'JDV768876010679', '长沙', 2883.52, '2024-08-31', '已签收');
INSERT INTO shpmt VALUES ('DN24080011', 'SO2408005', 1, '1000202', 150, 'WH90', '2024-08-21', '京东物流', 'JDV283419886157', '深圳', 993.78, '2024-08-23', '已签收');
INSERT INTO shpmt VALUES ('DN24080012', 'SO2408005', 2, '1000302', 360.0, 'WH90', '2024-08-21', '京东物流', 'JDV537371351509', '深圳', 3561.25, '2024-08-27', '已签收');
INSERT INTO shpmt VALUES ('DN24080013', 'SO2408005', 2, '1000302', 240.0, 'WH90', '2024-08-31', '安能物流', 'AN947002573562', '深圳', 2725.98, '2024-09-04', '已签收');
INSERT INTO shpmt VALUES ('DN24080014', 'SO2408005', 3, '1000301', 240.0, 'WH12', '2024-08-16', '顺丰快运', 'SF818290488816', '深圳', 660.5, '2024-08-20', '已签收');
INSERT INTO shpmt VALUES ('DN24080015', 'SO2408005', 3, '1000301', 160.0, 'WH90', '2024-08-21', '德邦物流', 'DPK739518742865', '深圳', 520.24, '2024-08-25', '已签收');
INSERT INTO shpmt VALUES ('DN24080016', 'SO2408005', 4, '1000201', 240.0, 'WH12', '2024-08-18', '德邦物流', 'DPK142047662022', '深圳', 1059.35, '2024-08-22', '已签收');
INSERT INTO shpmt VALUES ('DN24080017', 'SO2408005', 4, '1000201', 160.0, 'WH12', '2024-08-24', '中通快运', 'ZTO526546334560', '深圳', 635.75, '2024-08-30', '已签收');
INSERT INTO shpmt VALUES ('DN24080018', 'SO2408006', 1, '1000202', 200, 'WH12', '2024-08-12', '中通快运', 'ZTO284670336269', '宁波', 746.28, '2024-08-17', '已签收');
INSERT INTO shpmt VALUES ('DN24080019', 'SO2408007', 1, '1000302', 150, 'WH12', '2024-08-21', '德邦物流', 'DPK270211049980', '长沙', 1730.12, '2024-08-23', '已签收');
INSERT INTO shpmt VALUES ('DN24080020', 'SO2408008', 1, '1000401', 1200, 'WH33', '2024-08-20', '京东物流', 'JDV595925895022', '广州', 3572.32, '2024-08-22', '已签收');
INSERT INTO shpmt VALUES ('DN24080021', 'SO2408008', 2, '1000302', 1200, 'WH12', '2024-08-20', '顺丰快运', 'SF674864369078', '广州', 7780.39, '2024-08-22', '已签收');
INSERT INTO shpmt VALUES ('DN24080022', 'SO2408009', 1, '1000202', 150, 'WH12', '2024-08-17', '安能物流', 'AN442356775849', '合肥', 774.83, '2024-08-20', '已签收');
INSERT INTO shpmt VALUES ('DN24090001', 'SO2408001', 1, '1000202', 400.0, 'WH12', '2024-09-03', '安能物流', 'AN480943432135', '石家庄', 1386.76, '2024-09-06', '已签收');
INSERT INTO shpmt VALUES ('DN24090002', 'SO2408002', 1, '1000302', 200, 'WH12', '2024-09-05', '安能物流', 'AN174706785333', '西安', 2102.22, '2024-09-11', '已签收');
INSERT INTO shpmt VALUES ('DN24090003', 'SO2408002', 2, '1000101', 720.0, 'WH12', '2024-09-05', '德邦物流', 'DPK667914981055', '西安', 3779.88, '2024-09-07', '已签收');
INSERT INTO shpmt VALUES ('DN24090004', 'SO2408002', 2, '1000101', 480.0, 'WH12', '2024-09-18', '安能物流', 'AN446165530772', '西安', 2616.12, '2024-09-24', '已签收');
INSERT INTO shpmt VALUES ('DN24090005', 'SO2409001', 1, '1000103', 300, 'WH12', '2024-09-23', '安能物流', 'AN239108090191', '南京', 3016.56, '2024-09-29', '已签收');
INSERT INTO shpmt VALUES ('DN24090006', 'SO2409001', 2, '1000101', 1000, 'WH12', '2024-09-21', '德邦物流', 'DPK730798135698', '南京', 3911.73, NULL, '拒收');
INSERT INTO shpmt VALUES ('DN24100001', 'SO2410001', 1, '1000301', 400, 'WH12', '2024-10-24', '安能物流', 'AN282480151290', '广州', 1462.89, '2024-10-30', '已签收');
INSERT INTO shpmt VALUES ('DN24100002', 'SO2410001', 2, '1000103', 240.0, 'WH12', '2024-10-30', '中通快运', 'ZTO890970440810', '广州', 1751.59, '2024-11-05', '已签收');
INSERT INTO shpmt VALUES ('DN24100003', 'SO2410001', 3, '1000401', 1000, 'WH33', '2024-10-24', '德邦物流', 'DPK230052222031', '广州', 3365.26, '2024-10-29', '已签收');
INSERT INTO shpmt VALUES ('DN24100004', 'SO2410002', 1, '1000301', 800, 'WH12', '2024-10-08', '顺丰快运', 'SF196588555329', '济南', 4312.93, '2024-10-12', '已签收');
INSERT INTO shpmt VALUES ('DN24100005', 'SO2410003', 1, '1000103', 100, 'WH90', '2024-10-11', '德邦物流', 'DPK801545169357', '广州', 803.78, '2024-10-15', '已签收');
INSERT INTO shpmt VALUES ('DN24100006', 'SO2410004', 1, '1000202', 480.0, 'WH12', '2024-10-21', '中通快运', 'ZTO492904391807', '长沙', 3207.99, '2024-10-26', '已签收');
INSERT INTO shpmt VALUES ('DN24100007', 'SO2410004', 2, '1000302', 300, 'WH12', '2024-10-18', '安能物流', 'AN514058209142', '长沙', 2146.77, '2024-10-22', '已签收');
INSERT INTO shpmt VALUES ('DN24100008', 'SO2410006', 2, '1000101', 150, 'WH12', '2024-10-30', '顺丰快运', 'SF526899498842', '济南', 950.79, '2024-11-01', '已签收');
INSERT INTO shpmt VALUES ('DN24110001', 'SO2410001', 2, '1000103', 160.0, 'WH12', '2024-11-11', '京东物流', 'JDV710987563673', '广州', 1895.02, '2024-11-14', '已签收');
INSERT INTO shpmt VALUES ('DN24110002', 'SO2410004', 1, '1000202', 320.0, 'WH12', '2024-11-01', '京东物流', 'JDV825548531084', '长沙', 1697.7, '2024-11-04', '已签收');
INSERT INTO shpmt VALUES ('DN24110003', 'SO2410005', 1, '1000302', 100, 'WH12', '2024-11-01', '安能物流', 'AN169810656560', '长沙', 904.6, '2024-11-03', '已签收');
INSERT INTO shpmt VALUES ('DN24110004', 'SO2410006', 1, '1000301', 800, 'WH12', '2024-11-03', '安能物流', 'AN155768299601', '济南', 1995.24, '2024-11-06', '已签收');
INSERT INTO shpmt VALUES ('DN24110005', 'SO2410007', 1, '1000102', 100, 'WH12', '2024-11-05', '中通快运', 'ZTO854767892547', '武汉', 1115.93, '2024-11-10', '已签收');
INSERT INTO shpmt VALUES ('DN24110006', 'SO2410007', 2, '1000101', 600, 'WH12', '2024-11-05', '顺丰快运', 'SF740903107308', '武汉', 4065.9, '2024-11-11', '已签收');
INSERT INTO shpmt VALUES ('DN24110007', 'SO2411001', 2, '1000202', 150, 'WH12', '2024-11-30', '顺丰快运', 'SF408611724324', '宁波', 857.35, '2024-12-02', '已签收');
INSERT INTO shpmt VALUES ('DN24110008', 'SO2411002', 1, '1000201', 300.0, 'WH12', '2024-11-08', '顺丰快运', 'SF525450046558', '西安', 766.65, '2024-11-14', '已签收');
INSERT INTO shpmt VALUES ('DN24110009', 'SO2411002', 1, '1000201', 200.0, 'WH12', '2024-11-15', '京东物流', 'JDV200421273295', '西安', 548.9, '2024-11-21', '已签收');
INSERT INTO shpmt VALUES ('DN24110010', 'SO2411002', 2, '1000103', 500, 'WH12', '2024-11-04', '安能物流', 'AN786236787989', '西安', 4186.15, '2024-11-08', '已签收');
INSERT INTO shpmt VALUES ('DN24110011', 'SO2411003', 1, '1000201', 1000, 'WH12', '2024-11-12', '德邦物流', 'DPK114974075792', '济南', 2307.95, '2024-11-15', '已签收');
INSERT INTO shpmt VALUES ('DN24110012', 'SO2411003', 2, '1000202', 720.0, 'WH12', '2024-11-11', '德邦物流', 'DPK473675572314', '济南', 4715.71, '2024-11-13', '已签收');
INSERT INTO shpmt VALUES ('DN24110013', 'SO2411003', 2, '1000202', 480.0, 'WH12', '2024-11-21', '中通快运', 'ZTO959158676437', '济南', 2177.65, NULL, '拒收');
INSERT INTO shpmt VALUES ('DN24110014', 'SO2411004', 4, '1000101', 150, 'WH12', '2024-11-29', '京东物流', 'JDV780101403072', '济南', 742.54, '2024-12-01', '已签收');
INSERT INTO shpmt VALUES ('DN24110015', 'SO2411006', 1, '1000401', 600.0, 'WH33', '2024-11-21', '顺丰快运', 'SF415401247877', '长沙', 2283.55, '2024-11-23', '已签收');
INSERT INTO shpmt VALUES ('DN24110016', 'SO2411006', 1, '1000401', 400.0, 'WH33', '2024-11-27', '京东物流', 'JDV795995541553', '长沙', 896.16, '2024-12-01', '已签收');
INSERT INTO shpmt VALUES ('DN24110017', 'SO2411006', 2, '1000201', 600.0, 'WH12', '2024-11-21', '安能物流', 'AN450996759224', '长沙', 2706.32, '2024-11-25', '已签收');
INSERT INTO shpmt VALUES ('DN24110018', 'SO2411006', 2, '1000201', 400.0, 'WH12', '2024-11-30', '中通快运', 'ZTO149766003494', '长沙', 1167.2, '2024-12-04', '已签收');
INSERT INTO shpmt VALUES ('DN24110019', 'SO2411007', 1, '1000301', 1000, 'WH12', '2024-11-19', '顺丰快运', 'SF599041262973', '宁波', 3652.55, '2024-11-21', '已签收');
INSERT INTO shpmt VALUES ('DN24110020', 'SO2411007', 2, '1000101', 600.0, 'WH12', '2024-11-18', '顺丰快运', 'SF376860982020', '宁波', 3836.22, '2024-11-22', '已签收');
INSERT INTO shpmt VALUES ('DN24110021', 'SO2411007', 2, '1000101', 400.0, 'WH12', '2024-11-25', '中通快运', 'ZTO629704977216', '宁波', 2735.96, '2024-11-28', '已签收');
INSERT INTO shpmt VALUES ('DN24120001', 'SO2411001', 1, '1000401', 300, 'WH33', '2024-12-01', '德邦物流', 'DPK348232992429', '宁波', 718.72, '2024-12-03', '已签收');
INSERT INTO shpmt VALUES ('DN24120002', 'SO2411004', 1, '1000202', 200, 'WH12', '2024-12-01', '顺丰快运', 'SF713458487831', '济南', 1295.02, '2024-12-03', '已签收');
INSERT INTO shpmt VALUES ('DN24120003', 'SO2411004', 2, '1000102', 150, 'WH12', '2024-12-02', '安能物流', 'AN211288946102', '济南', 1427.68, '2024-12-06', '已签收');
INSERT INTO shpmt VALUES ('DN24120004', 'SO2411004', 3, '1000301', 100, 'WH12', '2024-12-01', '顺丰快运', 'SF184240283228', '济南', 386.14, '2024-12-07', '已签收');
INSERT INTO shpmt VALUES ('DN24120005', 'SO2411005', 1, '1000101', 300.0, 'WH12', '2024-12-02', '京东物流', 'JDV453902354821', '武汉', 1830.52, '2024-12-08', '已签收');
INSERT INTO shpmt VALUES ('DN24120006', 'SO2411005', 1, '1000101', 200.0, 'WH12', '2024-12-08', '中通快运', 'ZTO935563031606', '武汉', 1177.11, '2024-12-11', '已签收');
INSERT INTO shpmt VALUES ('DN24120007', 'SO2411005', 2, '1000302', 800, 'WH12', '2024-12-02', '安能物流', 'AN464466974784', '武汉', 6730.65, '2024-12-06', '已签收');
INSERT INTO shpmt VALUES ('DN24120008', 'SO2412001', 1, '1000101', 240.0, 'WH12', '2024-12-22', '德邦物流', 'DPK311355414281', '武汉', 1261.8, '2024-12-27', '已签收');
INSERT INTO shpmt VALUES ('DN24120009', 'SO2412001', 1, '1000101', 160.0, 'WH12', '2024-12-29', '德邦物流', 'DPK895428094414', '武汉', 681.6, '2025-01-03', '已签收');
INSERT INTO shpmt VALUES ('DN24120010', 'SO2412001', 2, '1000102', 1200, 'WH12', '2024-12-19', '中通快运', 'ZTO235270172888', '武汉', 12270.81, '2024-12-21', '已签收');
INSERT INTO shpmt VALUES ('DN24120011', 'SO2412002', 1, '1000501', 1000, 'WH33', '2024-12-13', '中通快运', 'ZTO540081730450', '南京', 1463.04, '2024-12-17', '已签收');
INSERT INTO shpmt VALUES ('DN24120012', 'SO2412002', 2, '1000401', 150, 'WH33', '2024-12-09', '顺丰快运', 'SF689197364738', '南京', 402.43, '2024-12-13', '已签收');
INSERT INTO shpmt VALUES ('DN24120013', 'SO2412002', 3, '1000101', 400, 'WH12', '2024-12-09', '中通快运', 'ZTO734303743651', '南京', 2479.86, '2024-12-12', '已签收');
INSERT INTO shpmt VALUES ('DN24120014', 'SO2412004', 2, '1000102', 800, 'WH12', '2024-12-30', '中通快运', 'ZTO130469450940', '成都', 7106.67, '2025-01-04', '已签收');
INSERT INTO shpmt VALUES ('DN25010001', 'SO2412004', 1, '1000201', 200, 'WH12', '2025-01-03', '顺丰快运', 'SF486137932774', '成都', 1031.03, '2025-01-05', '已签收');
INSERT INTO shpmt VALUES ('DN25010002', 'SO2501001', 2, '1000101', 200, 'WH12', '2025-01-29', '顺丰快运', 'SF451476021001', '济南', 1160.47, '2025-02-01', '已签收');
INSERT INTO shpmt VALUES ('DN25010003', 'SO2501002', 1, '1000201', 200, 'WH12', '2025-01-27', '安能物流', 'AN201734851938', '深圳', 791.5, '2025-01-30', '已签收');
INSERT INTO shpmt VALUES ('DN25010004', 'SO2501002', 2, '1000301', 300.0, 'WH90', '2025-01-24', '顺丰快运', 'SF380398909791', '深圳', 1076.73, '2025-01-26', '已签收');
INSERT INTO shpmt VALUES ('DN25010005', 'SO2501003', 1, '1000301', 300, 'WH12', '2025-01-19', '顺丰快运', 'SF353801909710', '长沙', 1387.98, NULL, '拒收');
INSERT INTO shpmt VALUES ('DN25010006', 'SO2501003', 2, '1000103', 200, 'WH12', '2025-01-19', '安能物流', 'AN998070258895', '长沙', 2649.36, '2025-01-25', '已签收');
INSERT INTO shpmt VALUES ('DN25010007', 'SO2501004', 1, '1000102', 100, 'WH12', '2025-01-12', '京东物流', 'JDV400408577796', '武汉', 619.01, '2025-01-17', '已签收');
INSERT INTO shpmt VALUES ('DN25020001', 'SO2501001', 1, '1000202', 600.0, 'WH12', '2025-02-04', '德邦物流', 'DPK646284374829', '济南', 2371.86, '2025-02-06', '已签收');
INSERT INTO shpmt VALUES ('DN25020002', 'SO2501001', 1, '1000202', 400.0, 'WH12', '2025-02-12', '京东物流', 'JDV500653567312', '济南', 2851.45, '2025-02-16', '已签收');
INSERT INTO shpmt VALUES ('DN25020003', 'SO2501002', 2, '1000301', 200.0, 'WH12', '2025-02-02', '中通快运', 'ZTO182964580140', '深圳', 644.73, '2025-02-07', '已签收');
INSERT INTO shpmt VALUES ('DN25020004', 'SO2501005', 1, '1000103', 800, 'WH12', '2025-02-02', '中通快运', 'ZTO821030293888', '哈尔滨', 10284.86, '2025-02-07', '已签收');
INSERT INTO shpmt VALUES ('DN25020005', 'SO2502001', 1, '1000301', 500, 'WH12', '2025-02-12', '德邦物流', 'DPK386040919188', '厦门', 2391.84, '2025-02-17', '已签收');
INSERT INTO shpmt VALUES ('DN25020006', 'SO2502001', 2, '1000102', 300, 'WH12', '2025-02-13', '京东物流', 'JDV991580483130', '厦门', 2761.42, '2025-02-19', '已签收');
INSERT INTO shpmt VALUES ('DN25020007', 'SO2502001', 3, '1000103', 300, 'WH90', '2025-02-11', '德邦物流', 'DPK667399850745', '厦门', 3431.85, '2025-02-17', '已签收');
INSERT INTO shpmt VALUES ('DN25020008', 'SO2502001', 4, '1000101', 400, 'WH12', '2025-02-09', '顺丰快运', 'SF553795139933', '厦门', 2858.51, '2025-02-11', '已签收');
INSERT INTO shpmt VALUES ('DN25030001', 'SO2503001', 1, '1000302', 150, 'WH12', '2025-03-22', '顺丰快运', 'SF503772831261', '合肥', 1530.94, '2025-03-27', '已签收');
INSERT INTO shpmt VALUES ('DN25030002', 'SO2503002', 1, '1000201', 800, 'WH12', '2025-03-08', '德邦物流', 'DPK345715209921', '上海', 3702.74, '2025-03-12', '已签收');
INSERT INTO shpmt VALUES ('DN25030003', 'SO2503002', 2, '1000103', 300, 'WH12', '2025-03-06', '顺丰快运', 'SF644181722119', '上海', 4609.42, '2025-03-12', '已签收');
INSERT INTO shpmt VALUES ('DN25030004', 'SO2503003', 1, '1000101', 200, 'WH12', '2025-03-13', '安能物流', 'AN928563697942', '杭州', 1454.47, '2025-03-15', '已签收');
INSERT INTO shpmt VALUES ('DN25030005', 'SO2503003', 2, '1000103', 200, 'WH12', '2025-03-15', '中通快运', 'ZTO786534941171', '杭州', 3049.36, '2025-03-17', '已签收');
INSERT INTO shpmt VALUES ('DN25040001', 'SO2504002', 1, '1000201', 1200, 'WH12', '2025-04-24', '京东物流', 'JDV975859673872', '武汉', 5728.76, '2025-04-27', '已签收');
INSERT INTO shpmt VALUES ('DN25040002', 'SO2504004', 1, '1000201', 240.0, 'WH12', '2025-04-09', '顺丰快运', 'SF573877631178', '昆明', 846.68, '2025-04-14', '已签收');
INSERT INTO shpmt VALUES ('DN25040003', 'SO2504004', 1, '1000201', 160.0, 'WH12', '2025-04-21', '京东物流', 'JDV471923822878', '昆明', 536.06, '2025-04-24', '已签收');
INSERT INTO shpmt VALUES ('DN25050001', 'SO2504003', 1, '1000201', 500, 'WH12', '2025-05-01', '京东物流', 'JDV361994780285', '深圳', 1283.62, '2025-05-07', '已签收');
INSERT INTO shpmt VALUES ('DN25050002', 'SO2504005', 1, '1000201', 800, 'WH12', '2025-05-06', '安能物流', 'AN642157814787', '宁波', 3284.2, '2025-05-10', '已签收');
INSERT INTO shpmt VALUES ('DN25050003', 'SO2504005', 2, '1000103', 200, 'WH12', '2025-05-01', '中通快运', 'ZTO213856731030', '宁波', 3038.77, '2025-05-05', '已签收');
INSERT INTO shpmt VALUES ('DN25050004', 'SO2505001', 1, '1000102', 250.0, 'WH12', '2025-05-21', '京东物流', 'JDV686744438892', '上海', 2043.84, '2025-05-23', '已签收');
INSERT INTO shpmt VALUES ('DN25050005', 'SO2505002', 1, '1000102', 1200, 'WH12', '2025-05-15', '德邦物流', 'DPK273321754036', '南京', 10636.99, '2025-05-21', '已签收');
INSERT INTO shpmt VALUES ('DN25050006', 'SO2505002', 2, '1000501', 200, 'WH33', '2025-05-10', '德邦物流', 'DPK958147606182', '南京', 473.06, '2025-05-15', '已签收');
INSERT INTO shpmt VALUES ('DN25050007', 'SO2505002', 3, '1000401', 1200, 'WH33', '2025-05-10', '德邦物流', 'DPK178403021841', '南京', 4398.19, '2025-05-13', '已签收');
INSERT INTO shpmt VALUES ('DN25050008', 'SO2505003', 1, '1000103', 1000, 'WH12', '2025-05-28', '京东物流', 'JDV984006844370', '西安', 13962.31, '2025-06-02', '已签收');
INSERT INTO shpmt VALUES ('DN25050009', 'SO2505004', 1, '1000102', 1200, 'WH12', '2025-05-19', '顺丰快运', 'SF515422776001', '宁波', 8769.31, '2025-05-25', '已签收');
INSERT INTO shpmt VALUES ('DN25050010', 'SO2505004', 2, '1000501', 500, 'WH33', '2025-05-20', '京东物流', 'JDV863187340859', '宁波', 684.35, '2025-05-22', '已签收');
INSERT INTO shpmt VALUES ('DN25050011', 'SO2505004', 3, '1000201', 480.0, 'WH12', '2025-05-15', '京东物流', 'JDV648664374909', '宁波', 1262.52, '2025-05-17', '已签收');
INSERT INTO shpmt VALUES ('DN25050012', 'SO2505004', 3, '1000201', 320.0, 'WH12', '2025-05-28', '中通快运', 'ZTO715841305006', '宁波', 1207.96, '2025-06-02', '已签收');
INSERT INTO shpmt VALUES ('DN25050013', 'SO2505006', 1, '1000401', 300.0, 'WH33', '2025-05-28', '中通快运', 'ZTO617149069662', '北京', 804.43, '2025-06-03', '已签收');
INSERT INTO shpmt VALUES ('DN25050014', 'SO2505006', 2, '1000201', 500, 'WH12', '2025-05-29', '顺丰快运', 'SF922871306106', '北京', 1858.32, '2025-06-02', '已签收');
INSERT INTO shpmt VALUES ('DN25050015', 'SO2505006', 4, '1000501', 200, 'WH33', '2025-05-31', '安能物流', 'AN468468535098', '北京', 343.42, '2025-06-03', '已签收');
INSERT INTO shpmt VALUES ('DN25050016', 'SO2505007', 1, '1000102', 1200, 'WH12', '2025-05-15', '德邦物流', 'DPK477860897932', '厦门', 8501.49, '2025-05-18', '已签收');
INSERT INTO shpmt VALUES ('DN25050017', 'SO2505007', 2, '1000302', 1000, 'WH90', '2025-05-16', '顺丰快运', 'SF973304653451', '厦门', 5911.18, '2025-05-18', '已签收');
INSERT INTO shpmt VALUES ('DN25050018', 'SO2505008', 1, '1000302', 300, 'WH90', '2025-05-09', '德邦物流', 'DPK851172051187', '深圳', 2895.58, '2025-05-11', '已签收');
INSERT INTO shpmt VALUES ('DN25050019', 'SO2505008', 2, '1000201', 150, 'WH90', '2025-05-11', '顺丰快运', 'SF300677166670', '深圳', 770.63, '2025-05-15', '已签收');
INSERT INTO shpmt VALUES ('DN25050020', 'SO2505008', 3, '1000101', 200, 'WH90', '2025-05-10', '中通快运', 'ZTO144820379900', '深圳', 1041.32, '2025-05-15', '已签收');
INSERT INTO shpmt VALUES ('DN25050021', 'SO2505008', 4, '1000103', 1200, 'WH90', '2025-05-08', '安能物流', 'AN341475094058', '深圳', 16912.6, NULL, '拒收');
INSERT INTO shpmt VALUES ('DN25050022', 'SO2505009', 1, '1000302', 800, 'WH12', '2025-05-25', '德邦物流', 'DPK348914095340', '上海', 6165.01, '2025-05-30', '已签收');
INSERT INTO shpmt VALUES ('DN25050023', 'SO2505009', 2, '1000103', 150, 'WH12', '2025-05-24', '京东物流', 'JDV519938022775', '上海', 1136.83, '2025-05-29', '已签收');
INSERT INTO shpmt VALUES ('DN25050024', 'SO2505009', 3, '1000301', 600, 'WH12', '2025-05-22', '顺丰快运', 'SF216891591720', '上海', 1636.48, '2025-05-24', '已签收');
INSERT INTO shpmt VALUES ('DN25050025', 'SO2505009', 4, '1000401', 300, 'WH33', '2025-05-26', '顺丰快运', 'SF371112552391', '上海', 1221.86, '2025-05-29', '已签收');
INSERT INTO shpmt VALUES ('DN25050026', 'SO2505010', 1, '1000501', 600, 'WH33', '2025-05-08', '中通快运', 'ZTO824518121305', '深圳', 731.22, '2025-05-10', '已签收');
INSERT INTO shpmt VALUES ('DN25050027', 'SO2505011', 1, '1000302', 600, 'WH12', '2025-05-29', '中通快运', 'ZTO744306857225', '西安', 6912.57, '2025-06-03', '已签收');
INSERT INTO shpmt VALUES ('DN25050028', 'SO2505011', 2, '1000202', 480.0, 'WH12', '2025-05-30', '德邦物流', 'DPK544678606392', '西安', 1650.95, '2025-06-01', '已签收');
INSERT INTO shpmt VALUES ('DN25050029', 'SO2505013', 1, '1000101', 400, 'WH12', '2025-05-25', '中通快运', 'ZTO337300230660', '成都', 2556.85, '2025-05-29', '已签收');
INSERT INTO shpmt VALUES ('DN25050030', 'SO2505013', 2, '1000401', 1000, 'WH33', '2025-05-24', '顺丰快运', 'SF612303699544', '成都', 3047.47, '2025-05-27', '已签收');
INSERT INTO shpmt VALUES ('DN25060001', 'SO2505005', 1, '1000501', 600, 'WH33', '2025-06-04', '京东物流', 'JDV170650304176', '哈尔滨', 748.39, '2025-06-07', '已签收');
INSERT INTO shpmt VALUES ('DN25060002', 'SO2505005', 2, '1000401', 100, 'WH33', '2025-06-07', '德邦物流', 'DPK702913260822', '哈尔滨', 492.98, '2025-06-13', '已签收');
INSERT INTO shpmt VALUES ('DN25060003', 'SO2505005', 3, '1000202', 600, 'WH12', '2025-06-06', '顺丰快运', 'SF529840795571', '哈尔滨', 4338.32, '2025-06-10', '已签收');
INSERT INTO shpmt VALUES ('DN25060004', 'SO2505005', 4, '1000103', 600, 'WH12', '2025-06-03', '德邦物流', 'DPK628954965470', '哈尔滨', 7607.97, '2025-06-09', '已签收');
INSERT INTO shpmt VALUES ('DN25060005', 'SO2505006', 1, '1000401', 200.0, 'WH33', '2025-06-10', '德邦物流', 'DPK357103248007', '北京', 754.45, '2025-06-14', '已签收');
INSERT INTO shpmt VALUES ('DN25060006', 'SO2505006', 3, '1000302', 500, 'WH12', '2025-06-02', '京东物流', 'JDV389652965107', '北京', 3726.63, '2025-06-04', '已签收');
INSERT INTO shpmt VALUES ('DN25060007', 'SO2505011', 2, '1000202', 320.0, 'WH12', '2025-06-05', '中通快运', 'ZTO764700114671', '西安', 1706.02, '2025-06-10', '已签收');
INSERT INTO shpmt VALUES ('DN25060008', 'SO2505012', 1, '1000103', 120.0, 'WH12', '2025-06-01', '德邦物流', 'DPK863703538621', '广州', 1626.35, '2025-06-06', '已签收');
INSERT INTO shpmt VALUES ('DN25060009', 'SO2506001', 1, '1000103', 1200, 'WH12', '2025-06-09', '顺丰快运', 'SF639723239741', '济南', 13281.12, '2025-06-12', '已签收');
INSERT INTO shpmt VALUES ('DN25060010', 'SO2506001', 2, '1000301', 480.0, 'WH12', '2025-06-06', '安能物流', 'AN508052923201', '济南', 2680.48, '2025-06-12', '已签收');
INSERT INTO shpmt VALUES ('DN25060011', 'SO2506001', 2, '1000301', 320.0, 'WH12', '2025-06-20', '中通快运', 'ZTO516082115039', '济南', 1211.17, NULL, '运输中');
INSERT INTO shpmt VALUES ('DN25060012', 'SO2506004', 1, '1000103', 500, 'WH12', '2025-06-06', '安能物流', 'AN309503667160', '南京', 6530.93, '2025-06-10', '已签收');
INSERT INTO shpmt VALUES ('DN25060013', 'SO2506007', 1, '1000101', 180.0, 'WH12', '2025-06-19', '顺丰快运', 'SF914648233345', '石家庄', 779.8, '2025-06-22', '已签收');
INSERT INTO shpmt VALUES ('DN25060014', 'SO2506008', 1, '1000101', 200, 'WH12', '2025-06-03', '顺丰快运', 'SF443690994219', '宁波', 1223.03, '2025-06-09', '已签收');
INSERT INTO shpmt VALUES ('DN25060015', 'SO2506008', 2, '1000501', 720.0, 'WH33', '2025-06-03', '安能物流', 'AN658129592932', '宁波', 1543.07, '2025-06-07', '已签收');
INSERT INTO shpmt VALUES ('DN25060016', 'SO2506008', 2, '1000501', 480.0, 'WH33', '2025-06-13', '京东物流', 'JDV426179807469', '宁波', 870.4, '2025-06-15', '已签收');
INSERT INTO shpmt VALUES ('DN25060017', 'SO2506009', 1, '1000302', 300, 'WH12', '2025-06-15', '京东物流', 'JDV655874374730', '宁波', 3550.97, '2025-06-17', '已签收');
INSERT INTO shpmt VALUES ('DN25060018', 'SO2506009', 2, '1000401', 1000, 'WH33', '2025-06-16', '京东物流', 'JDV817792239960', '宁波', 2426.82, '2025-06-20', '已签收');
INSERT INTO shpmt VALUES ('DN25060019', 'SO2506010', 1, '1000201', 400.0, 'WH12', '2025-06-06', '中通快运', 'ZTO824139743055', '上海', 1878.63, '2025-06-12', '已签收');
INSERT INTO shpmt VALUES ('DN25060020', 'SO2506011', 1, '1000401', 600, 'WH33', '2025-06-13', '中通快运', 'ZTO469146994080', '深圳', 1513.93, '2025-06-18', '已签收');
INSERT INTO shpmt VALUES ('DN25060021', 'SO2506011', 2, '1000101', 600, 'WH12', '2025-06-11', '中通快运', 'ZTO823821976203', '深圳', 1860.66, '2025-06-14', '已签收');

INSERT INTO energy_mtr VALUES ('EM10101', '总装一车间总电表', '电', 'W101', 'kWh', 120.0, '2020-06-07');
INSERT INTO energy_mtr VALUES ('EM10201', '总装二车间总电表', '电', 'W102', 'kWh', 80.0, '2017-09-17');
INSERT INTO energy_mtr VALUES ('EM10301', '包装车间总电表', '电', 'W103', 'kWh', 80.0, '2016-04-16');
INSERT INTO energy_mtr VALUES ('EM20101', 'SMT车间总电表', '电', 'W201', 'kWh', 40.0, '2017-04-22');
INSERT INTO energy_mtr VALUES ('EM20102', 'SMT车间压缩空气流量计', '压缩空气', 'W201', '立方米', 10.0, '2020-03-26');
INSERT INTO energy_mtr VALUES ('EM20201', '插件焊接车间总电表', '电', 'W202', 'kWh', 80.0, '2015-02-04');
INSERT INTO energy_mtr VALUES ('EM20301', '测试车间总电表', '电', 'W203', 'kWh', 120.0, '2015-07-18');
INSERT INTO energy_mtr VALUES ('EM30101', '注塑车间总电表', '电', 'W301', 'kWh', 120.0, '2018-03-20');
INSERT INTO energy_mtr VALUES ('EM30102', '注塑车间总水表', '水', 'W301', '吨', 1.0, '2018-03-20');
INSERT INTO energy_mtr VALUES ('EM30103', '注塑车间压缩空气流量计', '压缩空气', 'W301', '立方米', 10.0, '2018-03-20');
INSERT INTO energy_mtr VALUES ('EM30201', '钣金冲压车间总电表', '电', 'W302', 'kWh', 80.0, '2018-03-20');
INSERT INTO energy_mtr VALUES ('EM30202', '钣金冲压车间天然气表', '天然气', 'W302', '立方米', 1.0, '2018-03-20');
INSERT INTO energy_mtr VALUES ('EM30301', '总装三车间总电表', '电', 'W303', 'kWh', 120.0, '2018-03-20');
INSERT INTO energy_mtr VALUES ('EM10202', '总装二车间总水表', '水', 'W102', '吨', 1.0, '2019-08-12');

INSERT INTO energy_rdg VALUES (1, 'EM10101', '2024-06', '2024-07-02', 45308.1, 45733.3, 51024.0, 0.72, 36737.28, '肖勇飞');
INSERT INTO energy_rdg VALUES (2, 'EM10101', '2024-07', '2024-08-03', 45733.3, 46217.0, 58044.0, 0.72, 41791.68, '肖勇飞');
INSERT INTO energy_rdg VALUES (3, 'EM10101', '2024-08', '2024-09-02', 46217.0, 46721.0, 60480.0, 0.72, 43545.6, '肖勇飞');
INSERT INTO energy_rdg VALUES (4, 'EM10101', '2024-09', '2024-10-01', 46721.0, 47181.8, 55296.0, 0.72, 39813.12, '肖勇飞');
INSERT INTO energy_rdg VALUES (5, 'EM10101', '2024-10', '2024-11-03', 47181.8, 47568.5, 46404.0, 0.72, 33410.88, '肖勇飞');
INSERT INTO energy_rdg VALUES (6, 'EM10101', '2024-11', '2024-12-01', 47568.5, 47992.2, 50844.0, 0.72, 36607.68, '肖勇飞');
INSERT INTO energy_rdg VALUES (7, 'EM10101', '2024-12', '2025-01-02', 47992.2, 48408.7, 49980.0, 0.72, 35985.6, '肖勇飞');
INSERT INTO energy_rdg VALUES (8, 'EM10101', '2025-01', '2025-02-01', 48408.7, 48863.6, 54588.0, 0.72, 39303.36, '肖勇飞');
INSERT INTO energy_rdg VALUES (9, 'EM10101', '2025-02', '2025-03-02', 48863.6, 49196.7, 39972.0, 0.72, 28779.84, '肖勇飞');
INSERT INTO energy_rdg VALUES (10, 'EM10101', '2025-03', '2025-04-02', 49196.7, 49601.8, 48612.0, 0.72, 35000.64, '肖勇飞');
INSERT INTO energy_rdg VALUES (11, 'EM10101', '2025-04', '2025-05-03', 49601.8, 50059.3, 54900.0, 0.72, 39528.0, '肖勇飞');
INSERT INTO energy_rdg VALUES (12, 'EM10101', '2025-05', '2025-06-03', 50059.3, 50445.2, 46308.0, 0.72, 33341.76, '肖勇飞');
INSERT INTO energy_rdg VALUES (13, 'EM10201', '2024-06', '2024-07-01', 22263.2, 22838.5, 46024.0, 0.72, 33137.28, '肖勇飞');
INSERT INTO energy_rdg VALUES (14, 'EM10201', '2024-07', '2024-08-01', 22838.5, 23554.6, 57288.0, 0.72, 41247.36, '肖勇飞');
INSERT INTO energy_rdg VALUES (15, 'EM10201', '2024-08', '2024-09-01', 23554.6, 24273.2, 57488.0, 0.72, 41391.36, '肖勇飞');
INSERT INTO energy_rdg VALUES (16, 'EM10201', '2024-09', '2024-10-01', 24273.2, 24785.6, 40992.0, 0.72, 29514.24, '肖勇飞');
INSERT INTO energy_rdg VALUES (17, 'EM10201', '2024-10', '2024-11-01', 24785.6, 25311.2, 42048.0, 0.72, 30274.56, '肖勇飞');
INSERT INTO energy_rdg VALUES (18, 'EM10201', '2024-11', '2024-12-01', 25311.2, 25848.6, 42992.0, 0.72, 30954.24, '肖勇飞');
INSERT INTO energy_rdg VALUES (19, 'EM10201', '2024-12', '2025-01-03', 25848.6, 26473.2, 49968.0, 0.72, 35976.96, '肖勇飞');
INSERT INTO energy_rdg VALUES (20, 'EM10201', '2025-01', '2025-02-03', 26473.2, 27090.7, 49400.0, 0.72, 35568.0, '肖勇飞');
INSERT INTO energy_rdg VALUES (21, 'EM10201', '2025-02', '2025-03-03', 27090.7, 27510.2, 33560.0, 0.72, 24163.2, '肖勇飞');
INSERT INTO energy_rdg VALUES (22, 'EM10201', '2025-03', '2025-04-02', 27510.2, 28028.1, 41432.0, 0.72, 29831.04, '肖勇飞');
INSERT INTO energy_rdg VALUES (23, 'EM10201', '2025-04', '2025-05-03', 28028.1, 28552.5, 41952.0, 0.72, 30205.44, '肖勇飞');
INSERT INTO energy_rdg VALUES (24, 'EM10201', '2025-05', '2025-06-03', 28552.5, 29060.0, 40600.0, 0.72, 29232.0, '肖勇飞');
INSERT INTO energy_rdg VALUES (25, 'EM10301', '2024-06', '2024-07-02', 18355.9, 18506.3, 12032.0, 0.72, 8663.04, '肖勇飞');
INSERT INTO energy_rdg VALUES (26, 'EM10301', '2024-07', '2024-08-01', 18506.3, 18676.0, 13576.0, 0.72, 9774.72, '肖勇飞');
INSERT INTO energy_rdg VALUES (27, 'EM10301', '2024-08', '2024-09-01', 18676.0, 18847.6, 13728.0, 0.72, 9884.16, '肖勇飞');
INSERT INTO energy_rdg VALUES (28, 'EM10301', '2024-09', '2024-10-03', 18847.6, 18995.3, 11816.0, 0.72, 8507.52, '肖勇飞');
INSERT INTO energy_rdg VALUES (29, 'EM10301', '2024-10', '2024-11-03', 18995.3, 19158.4, 13048.0, 0.72, 9394.56, '肖勇飞');
INSERT INTO energy_rdg VALUES (30, 'EM10301', '2024-11', '2024-12-01', 19158.4, 19315.3, 12552.0, 0.72, 9037.44, '肖勇飞');
INSERT INTO energy_rdg VALUES (31, 'EM10301', '2024-12', '2025-01-01', 19315.3, 19479.6, 13144.0, 0.72, 9463.68, '肖勇飞');
INSERT INTO energy_rdg VALUES (32, 'EM10301', '2025-01', '2025-02-02', 19479.6, 19638.5, 12712.0, 0.72, 9152.64, '肖勇飞');
INSERT INTO energy_rdg VALUES (33, 'EM10301', '2025-02', '2025-03-02', 19638.5, 19749.5, 8880.0, 0.72, 6393.6, '肖勇飞');
INSERT INTO energy_rdg VALUES (34, 'EM10301', '2025-03', '2025-04-03', 19749.5, 19881.8, 10584.0, 0.72, 7620.48, '肖勇飞');
INSERT INTO energy_rdg VALUES (35, 'EM10301', '2025-04', '2025-05-03', 19881.8, 20015.2, 10672.0, 0.72, 7683.84, '肖勇飞');
INSERT INTO energy_rdg VALUES (36, 'EM10301', '2025-05', '2025-06-01', 20015.2, 20171.6, 12512.0, 0.72, 9008.64, '肖勇飞');
INSERT INTO energy_rdg VALUES (37, 'EM20101', '2024-06', '2024-07-03', 22318.7, 25610.5, 131672.0, 0.69, 90853.68, '程芳洁');
INSERT INTO energy_rdg VALUES (38, 'EM20101', '2024-07', '2024-08-03', 25610.5, 30120.4, 180396.0, 0.69, 124473.24, '程芳洁');
INSERT INTO energy_rdg VALUES (39, 'EM20101', '2024-08', '2024-09-01', 30120.4, 34668.3, 181916.0, 0.69, 125522.04, '程芳洁');
INSERT INTO energy_rdg VALUES (40, 'EM20101', '2024-09', '2024-10-01', 34668.3, 38311.6, 145732.0, 0.69, 100555.08, '程芳洁');
INSERT INTO energy_rdg VALUES (41, 'EM20101', '2024-10', '2024-11-02', 38311.6, 41603.7, 131684.0, 0.69, 90861.96, '程芳洁');
INSERT INTO energy_rdg VALUES (42, 'EM20101', '2024-11', '2024-12-01', 41603.7, 44748.2, 125780.0, 0.69, 86788.2, '程芳洁');
INSERT INTO energy_rdg VALUES (43, 'EM20101', '2024-12', '2025-01-01', 44748.2, 48343.3, 143804.0, 0.69, 99224.76, '程芳洁');
INSERT INTO energy_rdg VALUES (44, 'EM20101', '2025-01', '2025-02-01', 48343.3, 51451.3, 124320.0, 0.69, 85780.8, '程芳洁');
INSERT INTO energy_rdg VALUES (45, 'EM20101', '2025-02', '2025-03-01', 51451.3, 54209.9, 110344.0, 0.69, 76137.36, '程芳洁');
INSERT INTO energy_rdg VALUES (46, 'EM20101', '2025-03', '2025-04-02', 54209.9, 57599.8, 135596.0, 0.69, 93561.24, '程芳洁');
INSERT INTO energy_rdg VALUES (47, 'EM20101', '2025-04', '2025-05-01', 57599.8, 60738.0, 125528.0, 0.69, 86614.32, '程芳洁');
INSERT INTO energy_rdg VALUES (48, 'EM20101', '2025-05', '2025-06-03', 60738.0, 64124.2, 135448.0, 0.69, 93459.12, '程芳洁');
INSERT INTO energy_rdg VALUES (49, 'EM20102', '2024-06', '2024-07-02', 51337.3, 73077.4, 217401.0, 0.13, 28262.13, '程芳洁');
INSERT INTO energy_rdg VALUES (50, 'EM20102', '2024-07', '2024-08-03', 73077.4, 100803.8, 277264.0, 0.13, 36044.32, '程芳洁');
INSERT INTO energy_rdg VALUES (51, 'EM20102', '2024-08', '2024-09-03', 100803.8, 127303.5, 264997.0, 0.13, 34449.61, '程芳洁');
INSERT INTO energy_rdg VALUES (52, 'EM20102', '2024-09', '2024-10-01', 127303.5, 148816.8, 215133.0, 0.13, 27967.29, '程芳洁');
INSERT INTO energy_rdg VALUES (53, 'EM20102', '2024-10', '2024-11-02', 148816.8, 171077.4, 222606.0, 0.13, 28938.78, '程芳洁');
INSERT INTO energy_rdg VALUES (54, 'EM20102', '2024-11', '2024-12-03', 171077.4, 193676.9, 225995.0, 0.13, 29379.35, '程芳洁');
INSERT INTO energy_rdg VALUES (55, 'EM20102', '2024-12', '2025-01-02', 193676.9, 214517.1, 208402.0, 0.13, 27092.26, '程芳洁');
INSERT INTO energy_rdg VALUES (56, 'EM20102', '2025-01', '2025-02-03', 214517.1, 237382.4, 228653.0, 0.13, 29724.89, '程芳洁');
INSERT INTO energy_rdg VALUES (57, 'EM20102', '2025-02', '2025-03-03', 237382.4, 255184.2, 178018.0, 0.13, 23142.34, '程芳洁');
INSERT INTO energy_rdg VALUES (58, 'EM20102', '2025-03', '2025-04-01', 255184.2, 275137.9, 199537.0, 0.13, 25939.81, '程芳洁');
INSERT INTO energy_rdg VALUES (59, 'EM20102', '2025-04', '2025-05-01', 275137.9, 297833.0, 226951.0, 0.13, 29503.63, '程芳洁');
INSERT INTO energy_rdg VALUES (60, 'EM20102', '2025-05', '2025-06-01', 297833.0, 319044.2, 212112.0, 0.13, 27574.56, '程芳洁');
INSERT INTO energy_rdg VALUES (61, 'EM20201', '2024-06', '2024-07-02', 73905.2, 74435.9, 42456.0, 0.69, 29294.64, '程芳洁');
INSERT INTO energy_rdg VALUES (62, 'EM20201', '2024-07', '2024-08-01', 74435.9, 75095.1, 52736.0, 0.69, 36387.84, '程芳洁');
INSERT INTO energy_rdg VALUES (63, 'EM20201', '2024-08', '2024-09-03', 75095.1, 75718.6, 49880.0, 0.69, 34417.2, '程芳洁');
INSERT INTO energy_rdg VALUES (64, 'EM20201', '2024-09', '2024-10-03', 75718.6, 76174.1, 36440.0, 0.69, 25143.6, '程芳洁');
INSERT INTO energy_rdg VALUES (65, 'EM20201', '2024-10', '2024-11-01', 76174.1, 76716.9, 43424.0, 0.69, 29962.56, '程芳洁');
INSERT INTO energy_rdg VALUES (66, 'EM20201', '2024-11', '2024-12-03', 76716.9, 77240.2, 41864.0, 0.69, 28886.16, '程芳洁');
INSERT INTO energy_rdg VALUES (67, 'EM20201', '2024-12', '2025-01-03', 77240.2, 77714.4, 37936.0, 0.69, 26175.84, '程芳洁');
INSERT INTO energy_rdg VALUES (68, 'EM20201', '2025-01', '2025-02-02', 77714.4, 78287.7, 45864.0, 0.69, 31646.16, '程芳洁');
INSERT INTO energy_rdg VALUES (69, 'EM20201', '2025-02', '2025-03-01', 78287.7, 78713.3, 34048.0, 0.69, 23493.12, '程芳洁');
INSERT INTO energy_rdg VALUES (70, 'EM20201', '2025-03', '2025-04-02', 78713.3, 79258.7, 43632.0, 0.69, 30106.08, '程芳洁');
INSERT INTO energy_rdg VALUES (71, 'EM20201', '2025-04', '2025-05-02', 79258.7, 79720.8, 36968.0, 0.69, 25507.92, '程芳洁');
INSERT INTO energy_rdg VALUES (72, 'EM20201', '2025-05', '2025-06-03', 79720.8, 80195.0, 37936.0, 0.69, 26175.84, '程芳洁');
INSERT INTO energy_rdg VALUES (73, 'EM20301', '2024-06', '2024-07-03', 27486.5, 27624.6, 16572.0, 0.69, 11434.68, '程芳洁');
INSERT INTO energy_rdg VALUES (74, 'EM20301', '2024-07', '2024-08-01', 27624.6, 27756.1, 15780.0, 0.69, 10888.2, '程芳洁');
INSERT INTO energy_rdg VALUES (75, 'EM20301', '2024-08', '2024-09-01', 27756.1, 27886.5, 15648.0, 0.69, 10797.12, '程芳洁');
INSERT INTO energy_rdg VALUES (76, 'EM20301', '2024-09', '2024-10-01', 27886.5, 28026.1, 16752.0, 0.69, 11558.88, '程芳洁');
INSERT INTO energy_rdg VALUES (77, 'EM20301', '2024-10', '2024-11-02', 28026.1, 28144.7, 14232.0, 0.69, 9820.08, '程芳洁');
INSERT INTO energy_rdg VALUES (78, 'EM20301', '2024-11', '2024-12-03', 28144.7, 28262.0, 14076.0, 0.69, 9712.44, '程芳洁');
INSERT INTO energy_rdg VALUES (79, 'EM20301', '2024-12', '2025-01-01', 28262.0, 28377.0, 13800.0, 0.69, 9522.0, '程芳洁');
INSERT INTO energy_rdg VALUES (80, 'EM20301', '2025-01', '2025-02-01', 28377.0, 28488.9, 13428.0, 0.69, 9265.32, '程芳洁');
INSERT INTO energy_rdg VALUES (81, 'EM20301', '2025-02', '2025-03-03', 28488.9, 28595.1, 12744.0, 0.69, 8793.36, '程芳洁');
INSERT INTO energy_rdg VALUES (82, 'EM20301', '2025-03', '2025-04-03', 28595.1, 28723.4, 15396.0, 0.69, 10623.24, '程芳洁');
INSERT INTO energy_rdg VALUES (83, 'EM20301', '2025-04', '2025-05-03', 28723.4, 28849.2, 15096.0, 0.69, 10416.24, '程芳洁');
INSERT INTO energy_rdg VALUES (84, 'EM20301', '2025-05', '2025-06-02', 28849.2, 28974.2, 15000.0, 0.69, 10350.0, '程芳洁');
INSERT INTO energy_rdg VALUES (85, 'EM30101', '2024-06', '2024-07-03', 85698.8, 87976.7, 273348.0, 0.65, 177676.2, '吕建永');
INSERT INTO energy_rdg VALUES (86, 'EM30101', '2024-07', '2024-08-03', 87976.7, 90612.7, 316320.0, 0.65, 205608.0, '吕建永');
INSERT INTO energy_rdg VALUES (87, 'EM30101', '2024-08', '2024-09-02', 90612.7, 93095.0, 297876.0, 0.65, 193619.4, '吕建永');
INSERT INTO energy_rdg VALUES (88, 'EM30101', '2024-09', '2024-10-03', 93095.0, 95070.7, 237084.0, 0.65, 154104.6, '吕建永');
INSERT INTO energy_rdg VALUES (89, 'EM30101', '2024-10', '2024-11-02', 95070.7, 97126.2, 246660.0, 0.65, 160329.0, '吕建永');
INSERT INTO energy_rdg VALUES (90, 'EM30101', '2024-11', '2024-12-02', 97126.2, 99380.7, 270540.0, 0.65, 175851.0, '吕建永');
INSERT INTO energy_rdg VALUES (91, 'EM30101', '2024-12', '2025-01-02', 99380.7, 101424.4, 245244.0, 0.65, 159408.6, '吕建永');
INSERT INTO energy_rdg VALUES (92, 'EM30101', '2025-01', '2025-02-01', 101424.4, 103493.6, 248304.0, 0.65, 161397.6, '吕建永');
INSERT INTO energy_rdg VALUES (93, 'EM30101', '2025-02', '2025-03-03', 103493.6, 105144.8, 198144.0, 0.65, 128793.6, '吕建永');
INSERT INTO energy_rdg VALUES (94, 'EM30101', '2025-03', '2025-04-02', 105144.8, 107326.7, 261828.0, 0.65, 170188.2, '吕建永');
INSERT INTO energy_rdg VALUES (95, 'EM30101', '2025-04', '2025-05-02', 107326.7, 109570.9, 269304.0, 0.65, 175047.6, '吕建永');
INSERT INTO energy_rdg VALUES (96, 'EM30101', '2025-05', '2025-06-01', 109570.9, 111968.3, 287688.0, 0.65, 186997.2, '吕建永');
INSERT INTO energy_rdg VALUES (97, 'EM30102', '2024-06', '2024-07-03', 61998.8, 64451.6, 2452.8, 4.3, 10547.04, '吕建永');
INSERT INTO energy_rdg VALUES (98, 'EM30102', '2024-07', '2024-08-01', 64451.6, 67862.2, 3410.6, 4.3, 14665.58, '吕建永');
INSERT INTO energy_rdg VALUES (99, 'EM30102', '2024-08', '2024-09-02', 67862.2, 71092.4, 3230.2, 4.3, 13889.86, '吕建永');
INSERT INTO energy_rdg VALUES (100, 'EM30102', '2024-09', '2024-10-03', 71092.4, 73721.6, 2629.2, 4.3, 11305.56, '吕建永');
INSERT INTO energy_rdg VALUES (101, 'EM30102', '2024-10', '2024-11-02', 73721.6, 76238.3, 2516.7, 4.3, 10821.81, '吕建永');
INSERT INTO energy_rdg VALUES (102, 'EM30102', '2024-11', '2024-12-02', 76238.3, 79045.7, 2807.4, 4.3, 12071.82, '吕建永');
INSERT INTO energy_rdg VALUES (103, 'EM30102', '2024-12', '2025-01-03', 79045.7, 81762.2, 2716.5, 4.3, 11680.95, '吕建永');
INSERT INTO energy_rdg VALUES (104, 'EM30102', '2025-01', '2025-02-03', 81762.2, 84240.6, 2478.4, 4.3, 10657.12, '吕建永');
INSERT INTO energy_rdg VALUES (105, 'EM30102', '2025-02', '2025-03-01', 84240.6, 86394.7, 2154.1, 4.3, 9262.63, '吕建永');
INSERT INTO energy_rdg VALUES (106, 'EM30102', '2025-03', '2025-04-01', 86394.7, 88781.4, 2386.7, 4.3, 10262.81, '吕建永');
INSERT INTO energy_rdg VALUES (107, 'EM30102', '2025-04', '2025-05-01', 88781.4, 91241.9, 2460.5, 4.3, 10580.15, '吕建永');
INSERT INTO energy_rdg VALUES (108, 'EM30102', '2025-05', '2025-06-03', 91241.9, 93539.5, 2297.6, 4.3, 9879.68, '吕建永');
INSERT INTO energy_rdg VALUES (109, 'EM30103', '2024-06', '2024-07-02', 49679.9, 88192.2, 385123.0, 0.13, 50065.99, '吕建永');
INSERT INTO energy_rdg VALUES (110, 'EM30103', '2024-07', '2024-08-02', 88192.2, 129933.4, 417412.0, 0.13, 54263.56, '吕建永');
INSERT INTO energy_rdg VALUES (111, 'EM30103', '2024-08', '2024-09-02', 129933.4, 174170.5, 442371.0, 0.13, 57508.23, '吕建永');
INSERT INTO energy_rdg VALUES (112, 'EM30103', '2024-09', '2024-10-01', 174170.5, 211398.2, 372277.0, 0.13, 48396.01, '吕建永');
INSERT INTO energy_rdg VALUES (113, 'EM30103', '2024-10', '2024-11-01', 211398.2, 246607.4, 352092.0, 0.13, 45771.96, '吕建永');
INSERT INTO energy_rdg VALUES (114, 'EM30103', '2024-11', '2024-12-03', 246607.4, 285149.6, 385422.0, 0.13, 50104.86, '吕建永');
INSERT INTO energy_rdg VALUES (115, 'EM30103', '2024-12', '2025-01-01', 285149.6, 319618.2, 344686.0, 0.13, 44809.18, '吕建永');
INSERT INTO energy_rdg VALUES (116, 'EM30103', '2025-01', '2025-02-03', 319618.2, 356025.8, 364076.0, 0.13, 47329.88, '吕建永');
INSERT INTO energy_rdg VALUES (117, 'EM30103', '2025-02', '2025-03-03', 356025.8, 385881.2, 298554.0, 0.13, 38812.02, '吕建永');
INSERT INTO energy_rdg VALUES (118, 'EM30103', '2025-03', '2025-04-02', 385881.2, 421524.2, 356430.0, 0.13, 46335.9, '吕建永');
INSERT INTO energy_rdg VALUES (119, 'EM30103', '2025-04', '2025-05-01', 421524.2, 463810.7, 422865.0, 0.13, 54972.45, '吕建永');
INSERT INTO energy_rdg VALUES (120, 'EM30103', '2025-05', '2025-06-03', 463810.7, 505243.4, 414327.0, 0.13, 53862.51, '吕建永');
INSERT INTO energy_rdg VALUES (121, 'EM30201', '2024-06', '2024-07-02', 36312.5, 37515.5, 96240.0, 0.65, 62556.0, '吕建永');
INSERT INTO energy_rdg VALUES (122, 'EM30201', '2024-07', '2024-08-01', 37515.5, 39051.1, 122848.0, 0.65, 79851.2, '吕建永');
INSERT INTO energy_rdg VALUES (123, 'EM30201', '2024-08', '2024-09-03', 39051.1, 40344.5, 103472.0, 0.65, 67256.8, '吕建永');
INSERT INTO energy_rdg VALUES (124, 'EM30201', '2024-09', '2024-10-01', 40344.5, 41527.4, 94632.0, 0.65, 61510.8, '吕建永');
INSERT INTO energy_rdg VALUES (125, 'EM30201', '2024-10', '2024-11-02', 41527.4, 42808.2, 102464.0, 0.65, 66601.6, '吕建永');
INSERT INTO energy_rdg VALUES (126, 'EM30201', '2024-11', '2024-12-01', 42808.2, 44086.3, 102248.0, 0.65, 66461.2, '吕建永');
INSERT INTO energy_rdg VALUES (127, 'EM30201', '2024-12', '2025-01-03', 44086.3, 45240.1, 92304.0, 0.65, 59997.6, '吕建永');
INSERT INTO energy_rdg VALUES (128, 'EM30201', '2025-01', '2025-02-03', 45240.1, 46362.2, 89768.0, 0.65, 58349.2, '吕建永');
INSERT INTO energy_rdg VALUES (129, 'EM30201', '2025-02', '2025-03-02', 46362.2, 47287.4, 74016.0, 0.65, 48110.4, '吕建永');
INSERT INTO energy_rdg VALUES (130, 'EM30201', '2025-03', '2025-04-01', 47287.4, 48523.5, 98888.0, 0.65, 64277.2, '吕建永');
INSERT INTO energy_rdg VALUES (131, 'EM30201', '2025-04', '2025-05-02', 48523.5, 49634.6, 88888.0, 0.65, 57777.2, '吕建永');
INSERT INTO energy_rdg VALUES (132, 'EM30201', '2025-05', '2025-06-03', 49634.6, 50875.2, 99248.0, 0.65, 64511.2, '吕建永');
INSERT INTO energy_rdg VALUES (133, 'EM30202', '2024-06', '2024-07-01', 73899.7, 93550.7, 19651.0, 3.85, 75656.35, '吕建永');
INSERT INTO energy_rdg VALUES (134, 'EM30202', '2024-07', '2024-08-01', 93550.7, 118370.7, 24820.0, 3.85, 95557.0, '吕建永');
INSERT INTO energy_rdg VALUES (135, 'EM30202', '2024-08', '2024-09-03', 118370.7, 140651.4, 22280.7, 3.85, 85780.7, '吕建永');
INSERT INTO energy_rdg VALUES (136, 'EM30202', '2024-09', '2024-10-01', 140651.4, 161791.1, 21139.7, 3.85, 81387.85, '吕建永');
INSERT INTO energy_rdg VALUES (137, 'EM30202', '2024-10', '2024-11-03', 161791.1, 183006.2, 21215.1, 3.85, 81678.13, '吕建永');
INSERT INTO energy_rdg VALUES (138, 'EM30202', '2024-11', '2024-12-02', 183006.2, 202803.8, 19797.6, 3.85, 76220.76, '吕建永');
INSERT INTO energy_rdg VALUES (139, 'EM30202', '2024-12', '2025-01-03', 202803.8, 225210.8, 22407.0, 3.85, 86266.95, '吕建永');
INSERT INTO energy_rdg VALUES (140, 'EM30202', '2025-01', '2025-02-03', 225210.8, 247215.2, 22004.4, 3.85, 84716.94, '吕建永');
INSERT INTO energy_rdg VALUES (141, 'EM30202', '2025-02', '2025-03-02', 247215.2, 263313.6, 16098.4, 3.85, 61978.84, '吕建永');
INSERT INTO energy_rdg VALUES (142, 'EM30202', '2025-03', '2025-04-01', 263313.6, 283593.7, 20280.1, 3.85, 78078.38, '吕建永');
INSERT INTO energy_rdg VALUES (143, 'EM30202', '2025-04', '2025-05-03', 283593.7, 305460.9, 21867.2, 3.85, 84188.72, '吕建永');
INSERT INTO energy_rdg VALUES (144, 'EM30202', '2025-05', '2025-06-02', 305460.9, 328091.4, 22630.5, 3.85, 87127.43, '吕建永');
INSERT INTO energy_rdg VALUES (145, 'EM30301', '2024-06', '2024-07-03', 78475.0, 78763.1, 34572.0, 0.65, 22471.8, '吕建永');
INSERT INTO energy_rdg VALUES (146, 'EM30301', '2024-07', '2024-08-02', 78763.1, 79162.3, 47904.0, 0.65, 31137.6, '吕建永');
INSERT INTO energy_rdg VALUES (147, 'EM30301', '2024-08', '2024-09-03', 79162.3, 79562.7, 48048.0, 0.65, 31231.2, '吕建永');
INSERT INTO energy_rdg VALUES (148, 'EM30301', '2024-09', '2024-10-02', 79562.7, 79857.3, 35352.0, 0.65, 22978.8, '吕建永');
INSERT INTO energy_rdg VALUES (149, 'EM30301', '2024-10', '2024-11-02', 79857.3, 80179.2, 38628.0, 0.65, 25108.2, '吕建永');
INSERT INTO energy_rdg VALUES (150, 'EM30301', '2024-11', '2024-12-02', 80179.2, 80495.8, 37992.0, 0.65, 24694.8, '吕建永');
INSERT INTO energy_rdg VALUES (151, 'EM30301', '2024-12', '2025-01-01', 80495.8, 80848.0, 42264.0, 0.65, 27471.6, '吕建永');
INSERT INTO energy_rdg VALUES (152, 'EM30301', '2025-01', '2025-02-01', 80848.0, 81158.5, 37260.0, 0.65, 24219.0, '吕建永');
INSERT INTO energy_rdg VALUES (153, 'EM30301', '2025-02', '2025-03-01', 81158.5, 81419.3, 31296.0, 0.65, 20342.4, '吕建永');
INSERT INTO energy_rdg VALUES (154, 'EM30301', '2025-03', '2025-04-02', 81419.3, 81737.8, 38220.0, 0.65, 24843.0, '吕建永');
INSERT INTO energy_rdg VALUES (155, 'EM30301', '2025-04', '2025-05-02', 81737.8, 82067.1, 39516.0, 0.65, 25685.4, '吕建永');
INSERT INTO energy_rdg VALUES (156, 'EM30301', '2025-05', '2025-06-03', 82067.1, 82395.7, 39432.0, 0.65, 25630.8, '吕建永');
INSERT INTO energy_rdg VALUES (157, 'EM10202', '2024-06', '2024-07-02', 82903.9, 83787.8, 883.9, 4.3, 3800.77, '肖勇飞');
INSERT INTO energy_rdg VALUES (158, 'EM10202', '2024-07', '2024-08-01', 83787.8, 84744.0, 956.2, 4.3, 4111.66, '肖勇飞');
INSERT INTO energy_rdg VALUES (159, 'EM10202', '2024-08', '2024-09-02', 84744.0, 85799.6, 1055.6, 4.3, 4539.08, '肖勇飞');
INSERT INTO energy_rdg VALUES (160, 'EM10202', '2024-09', '2024-10-01', 85799.6, 86631.0, 831.4, 4.3, 3575.02, '肖勇飞');
INSERT INTO energy_rdg VALUES (161, 'EM10202', '2024-10', '2024-11-02', 86631.0, 87490.6, 859.6, 4.3, 3696.28, '肖勇飞');
INSERT INTO energy_rdg VALUES (162, 'EM10202', '2024-11', '2024-12-01', 87490.6, 88338.6, 848.0, 4.3, 3646.4, '肖勇飞');
INSERT INTO energy_rdg VALUES (163, 'EM10202', '2024-12', '2025-01-01', 88338.6, 89316.0, 977.4, 4.3, 4202.82, '肖勇飞');
INSERT INTO energy_rdg VALUES (164, 'EM10202', '2025-01', '2025-02-01', 89316.0, 90180.8, 864.8, 4.3, 3718.64, '肖勇飞');
INSERT INTO energy_rdg VALUES (165, 'EM10202', '2025-02', '2025-03-01', 90180.8, 90898.9, 718.1, 4.3, 3087.83, '肖勇飞');
INSERT INTO energy_rdg VALUES (166, 'EM10202', '2025-03', '2025-04-01', 90898.9, 91787.6, 888.7, 4.3, 3821.41, '肖勇飞');
INSERT INTO energy_rdg VALUES (167, 'EM10202', '2025-04', '2025-05-01', 91787.6, 92766.7, 979.1, 4.3, 4210.13, '肖勇飞');
INSERT INTO energy_rdg VALUES (168, 'EM10202', '2025-05', '2025-06-01', 92766.7, 93687.5, 920.8, 4.3, 3959.44, '肖勇飞');

INSERT INTO ecn VALUES ('ECN2023001', '变频微波炉电源板改四层板', '设计变更', '质量改善', '3000110', '3000111', 'BOM00004', '200039', '100055', '2023-03-01', '2023-03-07', '2023-04-16', '立即切换', '已实施');
INSERT INTO ecn VALUES ('ECN2024001', '说明书改为A5双色印刷', 'BOM变更', '降本', NULL, '4000105', NULL, '200039', '100055', '2024-07-22', '2024-07-26', '2024-08-22', '用完为止', '已实施');
INSERT INTO ecn VALUES ('ECN2024002', '电源线统一为1.2m国标线', 'BOM变更', '法规要求', NULL, '3000401', 'BOM00022', '100040', '200040', '2024-08-15', '2024-08-30', '2024-09-25', '立即切换', '已实施');
INSERT INTO ecn VALUES ('ECN2024003', 'MCU国产化替代：STM32F030更换为GD32F103', '物料替代', '供应短缺', '3000101', '3000102', 'BOM00001', '200039', '100055', '2024-09-02', '2024-09-16', '2024-11-01', '用完为止', '已实施');
INSERT INTO ecn VALUES ('ECN2024004', '空气炸锅控制板MCU替代', '物料替代', '降本', '3000101', '3000102', 'BOM00005', '200039', '100055', '2024-09-05', '2024-09-20', '2024-11-01', '用完为止', '已实施');
INSERT INTO ecn VALUES ('ECN2024005', '电饭煲主控板MCU替代', '物料替代', '降本', '3000101', '3000102', 'BOM00007', '200039', '200040', '2024-09-05', '2024-09-20', '2024-11-01', '用完为止', '已实施');
INSERT INTO ecn VALUES ('ECN2024006', '电磁炉主板MCU替代', '物料替代', '供应短缺', '3000101', '3000102', 'BOM00008', '200039', '200040', '2024-09-06', '2024-09-18', '2024-11-01', '立即切换', '已实施');
INSERT INTO ecn VALUES ('ECN2024007', 'SMT回流焊温度曲线优化', '工艺变更', '质量改善', NULL, NULL, NULL, '200039', '100055', '2024-10-10', '2024-10-21', '2024-11-13', NULL, '已实施');
INSERT INTO ecn VALUES ('ECN2024008', '微波炉20L磁控管切换为2M246', '物料替代', '质量改善', '3000114', '3000115', 'BOM00015', '100040', '100055', '2024-11-20', '2024-12-03', '2025-01-01', '报废', '已实施');
INSERT INTO ecn VALUES ('ECN2024009', '微波炉23L磁控管切换为2M246', '物料替代', '质量改善', '3000114', '3000115', 'BOM00017', '100040', '200040', '2024-11-20', '2024-11-24', '2025-01-01', '报废', '已实施');
INSERT INTO ecn VALUES ('ECN2024010', '电热水壶发热盘改为304不锈钢', '设计变更', '法规要求', NULL, '3000407', 'BOM00026', '300042', '100055', '2024-12-02', '2024-12-12', '2024-12-25', '立即切换', '已批准');
INSERT INTO ecn VALUES ('ECN2025001', '注塑前面板保压时间调整', '工艺变更', '质量改善', NULL, NULL, NULL, '200039', '200040', '2025-01-14', '2025-01-21', '2025-02-26', NULL, '已实施');
INSERT INTO ecn VALUES ('ECN2025002', 'IH电饭煲线圈盘供应商切换', 'BOM变更', '供应短缺', NULL, '3000404', 'BOM00023', '100040', '100055', '2025-02-20', '2025-03-06', '2025-04-05', '用完为止', '已实施');
INSERT INTO ecn VALUES ('ECN2025003', '彩盒由五层改三层瓦楞', '物料替代', '降本', '4000101', '4000103', 'BOM00016', '100040', '100055', '2025-03-03', '2025-03-13', '2025-04-08', '用完为止', '已批准');
INSERT INTO ecn VALUES ('ECN2025004', '微波炉前面板ABS改PP降本', '物料替代', '降本', '3000201', '3000202', 'BOM00009', '300042', '200040', '2025-04-08', '2025-04-17', NULL, NULL, '已驳回');
INSERT INTO ecn VALUES ('ECN2025005', '空气炸锅增加PC可视窗', '设计变更', '客户要求', NULL, '3000203', 'BOM00027', '100040', NULL, '2025-05-12', NULL, NULL, NULL, '评审中');
INSERT INTO ecn VALUES ('ECN2025006', '电磁炉底座材料ABS改PP', '物料替代', '降本', '3000201', '3000202', 'BOM00012', '300042', NULL, '2025-06-10', NULL, NULL, NULL, '草稿');
