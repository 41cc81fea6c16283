CREATE TABLE 区域 ( -- 管理区域：总行直辖片区和异地分行，网点按区域归口管理
    区域代码 TEXT PRIMARY KEY, -- 区域代码，如 R01
    区域名称 TEXT NOT NULL, -- 区域名称
    所在城市 TEXT NOT NULL, -- 区域所在城市
    区域类型 TEXT NOT NULL, -- 区域类型（总行直辖、异地分行）
    负责人姓名 TEXT, -- 区域负责人姓名
    设立日期 TEXT -- 区域设立日期
);

CREATE TABLE 网点 ( -- 营业网点：支行、分理处、社区支行、小微专营支行等对外营业机构
    网点号 TEXT PRIMARY KEY, -- 网点编号，如 B001
    网点名称 TEXT NOT NULL, -- 网点全称
    区域代码 TEXT NOT NULL, -- 所属管理区域代码
    网点类型 TEXT NOT NULL, -- 网点类型（支行、分理处、社区支行、小微专营支行）
    网点地址 TEXT, -- 营业地址
    开业日期 TEXT, -- 开业日期
    营业状态 TEXT NOT NULL, -- 营业状态（营业中、暂停营业、已撤并）
    负责人工号 TEXT, -- 网点负责人员工号
    联系电话 TEXT, -- 网点对外联系电话
    是否现金网点 TEXT NOT NULL, -- 是否办理现金业务（是、否）
    柜台数 INTEGER, -- 对外营业柜台数量
    FOREIGN KEY (区域代码) REFERENCES 区域(区域代码)
);

CREATE TABLE staff ( -- 员工：本行在职及已离职员工，含柜员、客户经理、审批、催收等岗位
    emp_no TEXT PRIMARY KEY, -- 员工工号，如 E0001
    emp_name TEXT NOT NULL, -- 员工姓名
    gender TEXT NOT NULL, -- 性别（男、女）
    网点号 TEXT NOT NULL, -- 所在网点编号（总行部门人员挂靠总行营业部）
    dept TEXT NOT NULL, -- 所属部门（营业部、个人金融部、公司金融部、风险管理部、资产保全部、信用卡中心、运营管理部）
    position TEXT NOT NULL, -- 岗位（柜员、大堂经理、客户经理、理财经理、支行行长、信贷审批员、催收专员、运营主管）
    job_grade TEXT, -- 职级（P1至P8）
    edu TEXT, -- 最高学历（大专、本科、硕士）
    hire_date TEXT NOT NULL, -- 入职日期
    leave_date TEXT, -- 离职日期，在职为空
    emp_status TEXT NOT NULL, -- 在职状态（在职、离职）
    mobile TEXT, -- 手机号码
    FOREIGN KEY (网点号) REFERENCES 网点(网点号)
);

CREATE TABLE 客户经理 ( -- 客户经理：具备管户资格的员工及其管户资质
    客户经理号 TEXT PRIMARY KEY, -- 客户经理编号，如 CM001
    emp_no TEXT NOT NULL, -- 对应员工工号
    经理级别 TEXT NOT NULL, -- 客户经理级别（初级、中级、高级、资深）
    管户类型 TEXT NOT NULL, -- 管户类型（零售、小微、综合）
    资格证书 TEXT, -- 持有的专业资格证书（AFP、CFP、银行从业资格）
    任职日期 TEXT NOT NULL, -- 担任客户经理的起始日期
    管户上限 INTEGER, -- 可管户数上限
    年度考核 TEXT, -- 2024年度考核等级（A、B、C、D）
    FOREIGN KEY (emp_no) REFERENCES staff(emp_no)
);

CREATE TABLE 客户 ( -- 个人客户：零售客户基本信息
    客户号 TEXT PRIMARY KEY, -- 个人客户号，如 P10001
    姓名 TEXT NOT NULL, -- 客户姓名
    性别 TEXT NOT NULL, -- 性别（男、女）
    出生日期 TEXT, -- 出生日期
    证件类型 TEXT NOT NULL, -- 证件类型（居民身份证、护照、港澳居民来往内地通行证）
    证件号码 TEXT NOT NULL, -- 证件号码
    手机号 TEXT, -- 手机号码
    所在城市 TEXT, -- 常住城市
    职业 TEXT, -- 职业（企业职员、个体工商户、公务员、教师、医生、自由职业、退休、农户、学生）
    年收入 REAL, -- 自报年收入（元）
    开户网点号 TEXT, -- 首次开户的网点编号
    客户经理号 TEXT, -- 归属客户经理编号
    客户等级 TEXT NOT NULL, -- 客户等级（普通、金卡、白金、钻石）
    开户日期 TEXT NOT NULL, -- 建立客户关系日期
    客户状态 TEXT NOT NULL, -- 客户状态（正常、冻结、已销户）
    FOREIGN KEY (客户经理号) REFERENCES 客户经理(客户经理号)
);

CREATE TABLE corp_cust ( -- 对公客户：小微企业及个体经营的公司类客户
    corp_cust_no TEXT PRIMARY KEY, -- 对公客户号，如 C20001
    corp_name TEXT NOT NULL, -- 企业名称
    uscc TEXT NOT NULL, -- 统一社会信用代码
    corp_type TEXT NOT NULL, -- 企业类型（有限责任公司、股份有限公司、个人独资企业、合伙企业）
    industry TEXT NOT NULL, -- 所属行业（制造业、批发零售、建筑业、交通运输、住宿餐饮、信息技术、农林牧渔）
    scale TEXT NOT NULL, -- 企业规模（中型、小型、微型）
    reg_capital REAL, -- 注册资本（万元）
    legal_rep TEXT NOT NULL, -- 法定代表人姓名
    found_date TEXT, -- 企业成立日期
    city TEXT, -- 注册所在城市
    contact_phone TEXT, -- 企业联系电话
    网点号 TEXT, -- 开户网点编号
    客户经理号 TEXT, -- 归属客户经理编号
    credit_rating TEXT, -- 内部信用评级（AAA、AA、A、BBB、BB、未评级）
    open_date TEXT NOT NULL, -- 建立客户关系日期
    cust_status TEXT NOT NULL, -- 客户状态（正常、冻结、已销户）
    FOREIGN KEY (客户经理号) REFERENCES 客户经理(客户经理号)
);

CREATE TABLE 风险评估 ( -- 客户风险评估（KYC）：个人客户的风险承受能力测评与反洗钱评级
    评估编号 TEXT PRIMARY KEY, -- 评估记录编号
    客户号 TEXT NOT NULL, -- 被评估的个人客户号
    评估日期 TEXT NOT NULL, -- 测评日期
    问卷得分 INTEGER, -- 风险测评问卷得分（0至100）
    风险承受等级 TEXT NOT NULL, -- 风险承受能力等级（C1保守型、C2稳健型、C3平衡型、C4成长型、C5进取型，存代码C1至C5）
    反洗钱等级 TEXT NOT NULL, -- 反洗钱风险等级（低、中、高）
    有效截止日 TEXT NOT NULL, -- 测评结果有效截止日期
    评估渠道 TEXT, -- 测评渠道（柜面、手机银行、网上银行）
    经办人工号 TEXT, -- 经办员工工号，线上测评为空
    FOREIGN KEY (经办人工号) REFERENCES staff(emp_no)
);

CREATE TABLE 币种 ( -- 币种：本行办理业务的币种代码表
    币种代码 TEXT PRIMARY KEY, -- ISO币种代码，如 USD
    币种名称 TEXT NOT NULL, -- 币种中文名称
    币种符号 TEXT, -- 货币符号
    是否外币 TEXT NOT NULL, -- 是否外币（是、否）
    报价单位 INTEGER -- 牌价报价单位（每多少外币兑人民币）
);

CREATE TABLE acct ( -- 存款账户：个人及对公的在用存款账户（已销户账户移入销户归档表）
    acct_no TEXT PRIMARY KEY, -- 账号
    客户号 TEXT, -- 个人客户号（个人账户填写）
    corp_cust_no TEXT, -- 对公客户号（对公账户填写）
    acct_type TEXT NOT NULL, -- 账户类型（个人活期、个人定期、对公基本户、对公一般户、保证金户）
    ccy TEXT NOT NULL, -- 币种代码
    网点号 TEXT NOT NULL, -- 开户网点编号
    open_date TEXT NOT NULL, -- 开户日期
    bal REAL NOT NULL, -- 账户余额（元）
    avail_bal REAL NOT NULL, -- 可用余额（元，扣除冻结金额）
    int_rate REAL, -- 执行年利率（%）
    acct_status TEXT NOT NULL, -- 账户状态（正常、冻结、久悬、挂失）
    last_txn_date TEXT, -- 最近一次动账日期
    open_channel TEXT, -- 开户渠道（柜面、手机银行、网上银行）
    FOREIGN KEY (客户号) REFERENCES 客户(客户号),
    FOREIGN KEY (ccy) REFERENCES 币种(币种代码)
);

CREATE TABLE 定期存款 ( -- 定期存单：个人定期账户下的每一笔整存整取存单
    存单号 TEXT PRIMARY KEY, -- 存单编号
    acct_no TEXT NOT NULL, -- 所属定期账号
    存期 TEXT NOT NULL, -- 存期（3个月、6个月、1年、2年、3年、5年）
    存期月数 INTEGER NOT NULL, -- 存期折算月数
    本金 REAL NOT NULL, -- 存入本金（元）
    年利率 REAL NOT NULL, -- 执行年利率（%）
    起息日 TEXT NOT NULL, -- 起息日期
    到期日 TEXT NOT NULL, -- 到期日期
    转存方式 TEXT NOT NULL, -- 到期转存方式（自动转存、到期不转存）
    存单状态 TEXT NOT NULL, -- 存单状态（未到期、已转存、已支取、提前支取）
    支取日期 TEXT, -- 实际支取日期，未支取或已转存为空
    FOREIGN KEY (acct_no) REFERENCES acct(acct_no)
);

CREATE TABLE txn_dtl ( -- 账户交易明细：存款账户的每一笔动账流水
    txn_id INTEGER PRIMARY KEY, -- 交易流水号
    acct_no TEXT NOT NULL, -- 交易账号
    txn_date TEXT NOT NULL, -- 交易日期
    txn_time TEXT, -- 交易时间（时:分:秒）
    txn_type TEXT NOT NULL, -- 交易类型（现金存入、现金支取、转账转入、转账转出、结息、代发工资、消费扣款、手续费、贷款放款、贷款还款）
    dr_cr TEXT NOT NULL, -- 借贷标志（借表示支出，贷表示收入）
    txn_amt REAL NOT NULL, -- 交易金额（元）
    bal_after REAL NOT NULL, -- 交易后余额（元）
    channel TEXT NOT NULL, -- 交易渠道（柜面、ATM、手机银行、网上银行、POS、批量）
    网点号 TEXT, -- 交易网点编号（柜面交易填写）
    cpty_name TEXT, -- 对手方户名
    memo TEXT -- 交易摘要
);

CREATE TABLE 转账记录 ( -- 行内转账：本行账户之间的转账汇款
    转账流水号 TEXT PRIMARY KEY, -- 转账流水号
    付款账号 TEXT NOT NULL, -- 付款方账号
    收款账号 TEXT NOT NULL, -- 收款方账号
    转账金额 REAL NOT NULL, -- 转账金额（元）
    交易日期 TEXT NOT NULL, -- 转账日期
    交易渠道 TEXT NOT NULL, -- 转账渠道（手机银行、网上银行、柜面、ATM）
    转账状态 TEXT NOT NULL, -- 转账状态（成功、失败、已退回）
    手续费 REAL NOT NULL, -- 收取的手续费（元）
    附言 TEXT, -- 转账附言
    FOREIGN KEY (付款账号) REFERENCES acct(acct_no),
    FOREIGN KEY (收款账号) REFERENCES acct(acct_no)
);

CREATE TABLE card ( -- 银行卡：个人客户持有的借记卡和信用卡
    card_no TEXT PRIMARY KEY, -- 卡号
    客户号 TEXT NOT NULL, -- 持卡人个人客户号
    card_type TEXT NOT NULL, -- 卡种（借记卡、信用卡）
    card_prod TEXT NOT NULL, -- 卡产品名称
    card_level TEXT NOT NULL, -- 卡等级（普卡、金卡、白金卡）
    acct_no TEXT, -- 借记卡关联的活期账号，信用卡为空
    credit_limit REAL, -- 信用额度（元），借记卡为空
    issue_date TEXT NOT NULL, -- 发卡日期
    expire_date TEXT NOT NULL, -- 卡片有效期截止日
    card_status TEXT NOT NULL, -- 卡片状态（正常、挂失、冻结、已注销）
    网点号 TEXT, -- 发卡网点编号
    FOREIGN KEY (客户号) REFERENCES 客户(客户号)
);

CREATE TABLE mcc_code ( -- 商户类别码：银联MCC及对应的手续费类别
    mcc TEXT PRIMARY KEY, -- 商户类别码（四位数字）
    mcc_desc TEXT NOT NULL, -- 类别说明
    mcc_category TEXT NOT NULL, -- 计费大类（餐娱类、一般类、民生类、批发类、公益类）
    std_fee_rate REAL -- 标准扣率（%）
);

CREATE TABLE merchant ( -- 收单商户：本行签约的POS及扫码收单商户
    mcht_id TEXT PRIMARY KEY, -- 商户编号
    mcht_name TEXT NOT NULL, -- 商户名称
    mcc TEXT NOT NULL, -- 商户类别码
    city TEXT, -- 所在城市
    district TEXT, -- 所在区县
    onboard_date TEXT NOT NULL, -- 签约日期
    mcht_status TEXT NOT NULL, -- 商户状态（正常、暂停交易、已解约）
    settle_acct_no TEXT -- 结算入账账号
);

CREATE TABLE card_txn ( -- 银行卡交易：借记卡和信用卡的刷卡、扫码及线上消费交易
    ctxn_id INTEGER PRIMARY KEY, -- 卡交易流水号
    card_no TEXT NOT NULL, -- 交易卡号
    txn_dt TEXT NOT NULL, -- 交易日期
    txn_amt REAL NOT NULL, -- 交易金额（交易币种）
    txn_ccy TEXT NOT NULL, -- 交易币种代码
    cny_amt REAL NOT NULL, -- 折合人民币金额（元）
    mcht_id TEXT, -- 本行收单商户编号，他行收单或境外交易为空
    txn_country TEXT NOT NULL, -- 交易发生国家或地区
    txn_chnl TEXT NOT NULL, -- 交易方式（POS刷卡、扫码支付、线上快捷、ATM取现）
    auth_cd TEXT, -- 授权码
    txn_status TEXT NOT NULL, -- 交易状态（成功、已撤销、已退货）
    inst_terms INTEGER NOT NULL, -- 分期期数（0表示不分期）
    FOREIGN KEY (card_no) REFERENCES card(card_no)
);

CREATE TABLE 信用卡账单 ( -- 信用卡账单：信用卡按月出具的对账单及还款情况
    账单编号 TEXT PRIMARY KEY, -- 账单编号
    card_no TEXT NOT NULL, -- 信用卡卡号
    账单月份 TEXT NOT NULL, -- 账单所属月份（YYYY-MM）
    账单日 TEXT NOT NULL, -- 出账日期
    本期应还金额 REAL NOT NULL, -- 本期应还款总额（元）
    最低还款额 REAL NOT NULL, -- 最低还款额（元）
    到期还款日 TEXT NOT NULL, -- 最后还款日期
    已还金额 REAL NOT NULL, -- 截至数据日已还金额（元）
    账单状态 TEXT NOT NULL, -- 账单状态（已全额还款、已最低还款、未还款、逾期）
    FOREIGN KEY (card_no) REFERENCES card(card_no)
);

CREATE TABLE 贷款产品 ( -- 贷款产品：零售及小微贷款产品目录
    产品代码 TEXT PRIMARY KEY, -- 贷款产品代码，如 LP01
    产品名称 TEXT NOT NULL, -- 产品名称
    贷款类别 TEXT NOT NULL, -- 贷款类别（个人住房、个人消费、个人经营、小微企业）
    担保方式 TEXT NOT NULL, -- 主要担保方式（抵押、质押、保证、信用）
    最高额度 REAL NOT NULL, -- 单笔最高额度（元）
    最长期限月 INTEGER NOT NULL, -- 最长贷款期限（月）
    参考年利率 REAL NOT NULL, -- 参考年利率（%）
    还款方式 TEXT NOT NULL, -- 默认还款方式（等额本息、等额本金、先息后本）
    上线日期 TEXT, -- 产品上线日期
    产品状态 TEXT NOT NULL -- 产品状态（在售、停售）
);

CREATE TABLE 贷款申请 ( -- 贷款申请：借款申请及审批结果
    申请编号 TEXT PRIMARY KEY, -- 贷款申请编号
    申请客户号 TEXT NOT NULL, -- 借款申请人个人客户号
    担保人客户号 TEXT, -- 保证人个人客户号，无保证人为空
    借款企业号 TEXT, -- 小微企业贷款的借款企业对公客户号
    产品代码 TEXT NOT NULL, -- 申请的贷款产品代码
    申请金额 REAL NOT NULL, -- 申请金额（元）
    申请期限月 INTEGER NOT NULL, -- 申请期限（月）
    贷款用途 TEXT, -- 贷款用途说明
    申请日期 TEXT NOT NULL, -- 申请提交日期
    受理网点号 TEXT, -- 受理网点编号
    审批人工号 TEXT, -- 审批员工号
    审批日期 TEXT, -- 审批完成日期，审批中为空
    审批结果 TEXT NOT NULL, -- 审批结果（通过、拒绝、审批中、已撤回）
    批准金额 REAL, -- 批准金额（元），未通过为空
    拒绝原因 TEXT, -- 拒绝原因
    FOREIGN KEY (申请客户号) REFERENCES 客户(客户号),
    FOREIGN KEY (担保人客户号) REFERENCES 客户(客户号),
    FOREIGN KEY (借款企业号) REFERENCES corp_cust(corp_cust_no)
);

CREATE TABLE 贷款合同 ( -- 贷款合同：审批通过后签订的借款合同及当前状态
    合同编号 TEXT PRIMARY KEY, -- 借款合同编号
    申请编号 TEXT NOT NULL, -- 来源贷款申请编号
    客户号 TEXT NOT NULL, -- 借款人个人客户号
    产品代码 TEXT NOT NULL, -- 贷款产品代码
    合同金额 REAL NOT NULL, -- 合同金额（元）
    执行年利率 REAL NOT NULL, -- 合同执行年利率（%）
    期限月数 INTEGER NOT NULL, -- 贷款期限（月）
    签订日期 TEXT NOT NULL, -- 合同签订日期
    起始日期 TEXT NOT NULL, -- 放款起息日期
    到期日期 TEXT NOT NULL, -- 合同到期日期
    还款方式 TEXT NOT NULL, -- 还款方式（等额本息、等额本金、先息后本）
    放款账号 TEXT, -- 放款入账的存款账号
    客户经理号 TEXT, -- 管户客户经理编号
    贷款余额 REAL NOT NULL, -- 截至数据日的贷款本金余额（元）
    五级分类 TEXT NOT NULL, -- 风险五级分类（正常、关注、次级、可疑、损失）
    合同状态 TEXT NOT NULL, -- 合同状态（正常、逾期、已结清、已核销）
    FOREIGN KEY (申请编号) REFERENCES 贷款申请(申请编号),
    FOREIGN KEY (产品代码) REFERENCES 贷款产品(产品代码)
);

CREATE TABLE 还款计划 ( -- 还款计划：贷款合同按期次的应还本息（仅载入2025年1月至4月到期的期次）
    计划编号 INTEGER PRIMARY KEY, -- 还款计划编号
    合同编号 TEXT NOT NULL, -- 借款合同编号
    期次 INTEGER NOT NULL, -- 第几期
    应还日期 TEXT NOT NULL, -- 本期应还款日期
    应还本金 REAL NOT NULL, -- 本期应还本金（元）
    应还利息 REAL NOT NULL, -- 本期应还利息（元）
    应还合计 REAL NOT NULL, -- 本期应还本息合计（元）
    计划状态 TEXT NOT NULL, -- 本期状态（已还清、部分还款、逾期、未到期）
    FOREIGN KEY (合同编号) REFERENCES 贷款合同(合同编号)
);

CREATE TABLE repay_rec ( -- 实际还款流水：借款人每次实际归还本息的记录
    repay_id INTEGER PRIMARY KEY, -- 还款流水号
    合同编号 TEXT NOT NULL, -- 借款合同编号
    计划编号 INTEGER, -- 对应还款计划编号，提前还款为空
    repay_date TEXT NOT NULL, -- 实际还款日期
    repay_prin REAL NOT NULL, -- 归还本金（元）
    repay_int REAL NOT NULL, -- 归还利息（元）
    penalty_int REAL NOT NULL, -- 归还罚息（元）
    repay_total REAL NOT NULL, -- 还款合计（元）
    repay_type TEXT NOT NULL, -- 还款类型（正常还款、逾期还款、提前还款）
    repay_acct_no TEXT, -- 扣款账号
    channel TEXT NOT NULL, -- 还款渠道（自动扣款、柜面、手机银行）
    FOREIGN KEY (计划编号) REFERENCES 还款计划(计划编号)
);

CREATE TABLE 逾期记录 ( -- 逾期记录：贷款合同发生逾期的登记及催收进展
    逾期编号 TEXT PRIMARY KEY, -- 逾期记录编号
    合同编号 TEXT NOT NULL, -- 借款合同编号
    逾期起始日 TEXT NOT NULL, -- 首次逾期日期
    逾期天数 INTEGER NOT NULL, -- 截至数据日或结清日的逾期天数
    逾期本金 REAL NOT NULL, -- 逾期本金（元）
    逾期利息 REAL NOT NULL, -- 逾期利息（元）
    逾期阶段 TEXT NOT NULL, -- 逾期阶段（M1、M2、M3、M3+）
    催收状态 TEXT NOT NULL, -- 催收状态（催收中、已结清、已转诉讼、已核销）
    结清日期 TEXT, -- 逾期结清日期
    FOREIGN KEY (合同编号) REFERENCES 贷款合同(合同编号)
);

CREATE TABLE collect_act ( -- 催收行动：对逾期贷款开展的每一次催收动作
    act_id INTEGER PRIMARY KEY, -- 催收行动编号
    逾期编号 TEXT NOT NULL, -- 逾期记录编号
    emp_no TEXT NOT NULL, -- 催收人员工号
    act_date TEXT NOT NULL, -- 催收日期
    act_type TEXT NOT NULL, -- 催收方式（电话催收、短信提醒、上门催收、律师函、司法诉讼）
    contact_result TEXT NOT NULL, -- 联系结果（承诺还款、无人接听、失联、已还款、拒绝还款）
    promise_amt REAL, -- 承诺还款金额（元）
    promise_date TEXT, -- 承诺还款日期
    remark TEXT, -- 备注
    FOREIGN KEY (emp_no) REFERENCES staff(emp_no)
);

CREATE TABLE collateral ( -- 押品：贷款合同项下的抵押物和质押物
    coll_id TEXT PRIMARY KEY, -- 押品编号
    合同编号 TEXT NOT NULL, -- 担保的借款合同编号
    owner_cust_no TEXT NOT NULL, -- 押品所有人个人客户号
    coll_type TEXT NOT NULL, -- 押品类型（住宅、商铺、厂房、车辆、定期存单）
    coll_desc TEXT, -- 押品描述（坐落或品牌型号）
    eval_value REAL NOT NULL, -- 评估价值（元）
    eval_org TEXT, -- 评估机构
    eval_date TEXT NOT NULL, -- 评估日期
    ltv_pct REAL, -- 抵质押率（%）
    reg_cert_no TEXT, -- 他项权证或登记证明编号
    coll_status TEXT NOT NULL, -- 押品状态（已登记抵押、已解押、处置中）
    FOREIGN KEY (owner_cust_no) REFERENCES 客户(客户号)
);

CREATE TABLE wm_prod ( -- 理财产品：本行代销及自营的理财产品
    prod_cd TEXT PRIMARY KEY, -- 理财产品代码
    prod_name TEXT NOT NULL, -- 理财产品名称
    prod_type TEXT NOT NULL, -- 产品类型（现金管理类、固定收益类、混合类、权益类）
    risk_lvl TEXT NOT NULL, -- 产品风险等级（R1至R5）
    issuer TEXT NOT NULL, -- 发行机构
    min_amt REAL NOT NULL, -- 起购金额（元）
    bench_yield REAL, -- 业绩比较基准（年化%）
    term_days INTEGER, -- 产品期限（天），开放式为空
    raise_start TEXT, -- 募集开始日
    raise_end TEXT, -- 募集结束日
    value_date TEXT, -- 成立日
    mature_date TEXT, -- 到期日，开放式为空
    prod_status TEXT NOT NULL -- 产品状态（募集中、存续中、已到期）
);

CREATE TABLE 理财持仓 ( -- 理财持仓：个人客户购买理财产品的持仓明细
    持仓编号 TEXT PRIMARY KEY, -- 持仓记录编号
    客户号 TEXT NOT NULL, -- 个人客户号
    prod_cd TEXT NOT NULL, -- 理财产品代码
    认购日期 TEXT NOT NULL, -- 认购或申购日期
    认购金额 REAL NOT NULL, -- 认购金额（元）
    持有份额 REAL NOT NULL, -- 当前持有份额
    最新市值 REAL NOT NULL, -- 最新市值（元）
    累计收益 REAL NOT NULL, -- 累计收益（元）
    持仓状态 TEXT NOT NULL, -- 持仓状态（持有中、已赎回、已到期兑付）
    赎回日期 TEXT, -- 赎回或兑付日期
    理财经理工号 TEXT, -- 销售理财经理员工号
    FOREIGN KEY (prod_cd) REFERENCES wm_prod(prod_cd)
);

CREATE TABLE fx_rate ( -- 外汇牌价：每月末本行公布的外汇牌价（每100外币兑人民币）
    rate_id INTEGER PRIMARY KEY, -- 牌价记录编号
    ccy_cd TEXT NOT NULL, -- 外币币种代码
    rate_date TEXT NOT NULL, -- 牌价日期
    fx_buy REAL NOT NULL, -- 现汇买入价
    cash_buy REAL NOT NULL, -- 现钞买入价
    fx_sell REAL NOT NULL, -- 现汇卖出价
    mid_rate REAL NOT NULL, -- 中行折算价（中间价）
    FOREIGN KEY (ccy_cd) REFERENCES 币种(币种代码)
);

CREATE TABLE atm ( -- 自助设备：ATM、存取款一体机等自助机具
    atm_id TEXT PRIMARY KEY, -- 设备编号
    网点号 TEXT NOT NULL, -- 管理网点编号
    location_type TEXT NOT NULL, -- 布放位置类型（在行、离行）
    address TEXT, -- 布放地址
    atm_type TEXT NOT NULL, -- 设备类型（取款机、存取款一体机）
    vendor TEXT, -- 设备厂商
    install_date TEXT NOT NULL, -- 启用日期
    atm_status TEXT NOT NULL, -- 设备状态（正常、故障、已撤机）
    cash_cap REAL, -- 最大装钞金额（元）
    FOREIGN KEY (网点号) REFERENCES 网点(网点号)
);

CREATE TABLE 加钞记录 ( -- 加钞记录：自助设备的清机加钞作业，双人操作
    加钞编号 TEXT PRIMARY KEY, -- 加钞作业编号
    atm_id TEXT NOT NULL, -- 自助设备编号
    加钞日期 TEXT NOT NULL, -- 作业日期
    加钞金额 REAL NOT NULL, -- 本次装入现金金额（元）
    回收余款 REAL NOT NULL, -- 清机时回收的剩余现金（元）
    操作员一工号 TEXT NOT NULL, -- 第一操作员（钥匙管理）员工号
    操作员二工号 TEXT NOT NULL, -- 第二操作员（密码管理）员工号
    复核状态 TEXT NOT NULL, -- 复核结果（已复核、差错待查）
    FOREIGN KEY (操作员一工号) REFERENCES staff(emp_no),
    FOREIGN KEY (操作员二工号) REFERENCES staff(emp_no)
);

CREATE TABLE 投诉 ( -- 客户投诉：个人客户的投诉受理与处理
    投诉编号 TEXT PRIMARY KEY, -- 投诉工单编号
    客户号 TEXT NOT NULL, -- 投诉人个人客户号
    网点号 TEXT, -- 被投诉网点编号
    投诉日期 TEXT NOT NULL, -- 受理日期
    投诉渠道 TEXT NOT NULL, -- 投诉渠道（客服热线、网点现场、手机银行、监管转办）
    投诉类别 TEXT NOT NULL, -- 投诉类别（服务态度、收费争议、理财销售、信用卡、贷款业务、系统故障）
    投诉摘要 TEXT, -- 投诉内容摘要
    处理人工号 TEXT, -- 处理人员工号
    办结日期 TEXT, -- 办结日期，未办结为空
    处理状态 TEXT NOT NULL, -- 处理状态（已受理、处理中、已办结）
    满意度 TEXT, -- 客户回访满意度（满意、基本满意、不满意）
    FOREIGN KEY (处理人工号) REFERENCES staff(emp_no)
);

CREATE TABLE closed_acct ( -- 销户归档：已销户的存款账户归档，不再出现在存款账户表中
    acct_no TEXT PRIMARY KEY, -- 原账号
    客户号 TEXT, -- 个人客户号（个人账户填写）
    corp_cust_no TEXT, -- 对公客户号（对公账户填写）
    acct_type TEXT NOT NULL, -- 账户类型（个人活期、个人定期、对公基本户、对公一般户、保证金户）
    ccy TEXT NOT NULL, -- 币种代码
    网点号 TEXT NOT NULL, -- 开户网点编号
    open_date TEXT NOT NULL, -- 开户日期
    close_date TEXT NOT NULL, -- 销户日期
    close_reason TEXT NOT NULL, -- 销户原因（客户主动销户、久悬户清理、转至他行、企业注销、网点撤并）
    final_bal REAL NOT NULL, -- 销户时结清支付的金额（元）
    close_emp_no TEXT -- 办理销户的员工工号
);

-- 数据（由 make_data.py 生成）

INSERT INTO 区域 VALUES ('R01', '椒江区域', '台州', '总行直辖', '苏波', '2008-05-18');
INSERT INTO 区域 VALUES ('R02', '黄岩路桥区域', '台州', '总行直辖', '田晶燕', '2009-03-01');
INSERT INTO 区域 VALUES ('R03', '温岭玉环区域', '台州', '总行直辖', '杨帆超', '2011-06-20');
INSERT INTO 区域 VALUES ('R04', '临海三门区域', '台州', '总行直辖', '田刚刚', '2012-09-10');
INSERT INTO 区域 VALUES ('R05', '杭州分行', '杭州', '异地分行', '吴华斌', '2016-11-28');
INSERT INTO 区域 VALUES ('R06', '宁波分行', '宁波', '异地分行', '袁强俊', '2019-04-16');

INSERT INTO 网点 VALUES ('B001', '总行营业部', 'R01', '支行', '台州市椒江区市府大道388号', '2008-05-18', '营业中', 'E0001', '0576-82982964', '是', 12);
INSERT INTO 网点 VALUES ('B002', '海门支行', 'R01', '支行', '台州市椒江区东海大道215号', '2009-08-08', '营业中', 'E0010', '0576-86486624', '是', 6);
INSERT INTO 网点 VALUES ('B003', '白云社区支行', 'R01', '社区支行', '台州市椒江区白云山南路66号', '2015-12-01', '营业中', 'E0018', '0576-83284228', '否', 2);
INSERT INTO 网点 VALUES ('B004', '椒江小微专营支行', 'R01', '小微专营支行', '台州市椒江区开发大道东段512号', '2017-03-15', '营业中', 'E0021', '0576-83916240', '是', 4);
INSERT INTO 网点 VALUES ('B005', '黄岩支行', 'R02', '支行', '台州市黄岩区劳动北路118号', '2009-03-01', '营业中', 'E0027', '0576-86392060', '是', 7);
INSERT INTO 网点 VALUES ('B006', '路桥支行', 'R02', '支行', '台州市路桥区路桥大道299号', '2010-01-18', '营业中', 'E0035', '0576-88629508', '是', 7);
INSERT INTO 网点 VALUES ('B007', '路桥小商品市场分理处', 'R02', '分理处', '台州市路桥区商城街8号', '2012-05-20', '营业中', 'E0043', '0576-82351829', '是', 3);
INSERT INTO 网点 VALUES ('B008', '黄岩西城社区支行', 'R02', '社区支行', '台州市黄岩区西城街道青年路21号', '2016-06-06', '已撤并', 'E0047', '0576-88320101', '否', 2);
INSERT INTO 网点 VALUES ('B009', '温岭支行', 'R03', '支行', '温岭市太平街道万昌中路168号', '2011-06-20', '营业中', 'E0048', '0576-88427887', '是', 8);
INSERT INTO 网点 VALUES ('B010', '泽国支行', 'R03', '支行', '温岭市泽国镇文昌路55号', '2013-10-10', '营业中', 'E0056', '0576-82223408', '是', 4);
INSERT INTO 网点 VALUES ('B011', '玉环支行', 'R03', '支行', '玉环市玉城街道广陵路77号', '2012-12-12', '营业中', 'E0061', '0576-85164500', '是', 5);
INSERT INTO 网点 VALUES ('B012', '楚门分理处', 'R03', '分理处', '玉环市楚门镇中山东路19号', '2014-04-28', '暂停营业', 'E0067', '0576-89069738', '是', 2);
INSERT INTO 网点 VALUES ('B013', '临海支行', 'R04', '支行', '临海市古城街道赤城路200号', '2012-09-10', '营业中', 'E0071', '0576-88376245', '是', 6);
INSERT INTO 网点 VALUES ('B014', '杜桥分理处', 'R04', '分理处', '临海市杜桥镇杜南大道36号', '2014-08-18', '营业中', 'E0079', '0576-81529440', '是', 3);
INSERT INTO 网点 VALUES ('B015', '三门支行', 'R04', '支行', '三门县海游街道广场路12号', '2015-05-05', '营业中', 'E0083', '0576-85471878', '是', 4);
INSERT INTO 网点 VALUES ('B016', '杭州分行营业部', 'R05', '支行', '杭州市上城区钱江路639号', '2016-11-28', '营业中', 'E0088', '0571-83571173', '是', 8);
INSERT INTO 网点 VALUES ('B017', '杭州滨江支行', 'R05', '支行', '杭州市滨江区江南大道3850号', '2018-07-01', '营业中', 'E0097', '0571-83271855', '是', 4);
INSERT INTO 网点 VALUES ('B018', '杭州余杭小微专营支行', 'R05', '小微专营支行', '杭州市余杭区文一西路1500号', '2020-09-09', '营业中', 'E0102', '0571-86056278', '否', 2);
INSERT INTO 网点 VALUES ('B019', '宁波分行营业部', 'R06', '支行', '宁波市鄞州区宁东路268号', '2019-04-16', '营业中', 'E0106', '0574-83255296', '是', 6);
INSERT INTO 网点 VALUES ('B020', '宁波北仑支行', 'R06', '支行', '宁波市北仑区新碶街道明州路88号', '2021-01-08', '营业中', 'E0114', '0574-86616553', '是', 3);

INSERT INTO staff VALUES ('E0001', '徐博平', '男', 'B001', '营业部', '支行行长', 'P6', '本科', '2010-02-01', NULL, '在职', '18491286921');
INSERT INTO staff VALUES ('E0002', '杜健', '男', 'B001', '营业部', '柜员', 'P2', '本科', '2017-10-22', NULL, '在职', '15171591970');
INSERT INTO staff VALUES ('E0003', '吕慧楠', '女', 'B001', '营业部', '柜员', 'P2', '硕士', '2018-07-19', NULL, '在职', '13319941649');
INSERT INTO staff VALUES ('E0004', '朱涛', '男', 'B001', '营业部', '柜员', 'P4', '本科', '2021-03-15', NULL, '在职', '17490030452');
INSERT INTO staff VALUES ('E0005', '黄燕', '女', 'B001', '营业部', '大堂经理', 'P3', '本科', '2012-11-27', NULL, '在职', '17643417494');
INSERT INTO staff VALUES ('E0006', '沈阳强', '男', 'B001', '个人金融部', '客户经理', 'P5', '本科', '2015-10-15', NULL, '在职', '15706398132');
INSERT INTO staff VALUES ('E0007', '罗洁菲', '女', 'B001', '个人金融部', '客户经理', 'P3', '本科', '2012-07-11', NULL, '在职', '18638551805');
INSERT INTO staff VALUES ('E0008', '谢倩', '女', 'B001', '个人金融部', '理财经理', 'P5', '本科', '2019-12-31', NULL, '在职', '19819043712');
INSERT INTO staff VALUES ('E0009', '高磊', '男', 'B001', '运营管理部', '运营主管', 'P5', '本科', '2010-06-08', NULL, '在职', '13783876736');
INSERT INTO staff VALUES ('E0010', '余洁怡', '女', 'B002', '个人金融部', '支行行长', 'P6', '本科', '2014-09-10', NULL, '在职', '18923475500');
INSERT INTO staff VALUES ('E0011', '林林轩', '男', 'B002', '营业部', '柜员', 'P2', '大专', '2018-11-26', NULL, '在职', '19892140642');
INSERT INTO staff VALUES ('E0012', '马国荣', '男', 'B002', '营业部', '柜员', 'P2', '本科', '2012-02-15', NULL, '在职', '13304189957');
INSERT INTO staff VALUES ('E0013', '周轩凯', '男', 'B002', '营业部', '大堂经理', 'P3', '本科', '2020-01-10', NULL, '在职', '15215569732');
INSERT INTO staff VALUES ('E0014', '袁伟华', '男', 'B002', '个人金融部', '客户经理', 'P4', '硕士', '2014-02-22', NULL, '在职', '13217790771');
INSERT INTO staff VALUES ('E0015', '于娜慧', '女', 'B002', '个人金融部', '客户经理', 'P4', '本科', '2009-09-22', NULL, '在职', '13191061467');
INSERT INTO staff VALUES ('E0016', '黄龙文', '男', 'B002', '个人金融部', '理财经理', 'P4', '本科', '2009-11-15', NULL, '在职', '18820285205');
INSERT INTO staff VALUES ('E0017', '蔡华凯', '男', 'B002', '运营管理部', '运营主管', 'P5', '本科', '2017-02-17', NULL, '在职', '17545609352');
INSERT INTO staff VALUES ('E0018', '曹艳', '女', 'B003', '个人金融部', '支行行长', 'P7', '本科', '2016-08-15', NULL, '在职', '18399677184');
INSERT INTO staff VALUES ('E0019', '彭波华', '男', 'B003', '营业部', '柜员', 'P3', '硕士', '2024-01-18', NULL, '在职', '13745083006');
INSERT INTO staff VALUES ('E0020', '于彤艳', '女', 'B003', '个人金融部', '客户经理', 'P5', '本科', '2021-03-17', NULL, '在职', '18111518328');
INSERT INTO staff VALUES ('E0021', '彭娜', '女', 'B004', '个人金融部', '支行行长', 'P7', '本科', '2017-07-27', NULL, '在职', '18716633623');
INSERT INTO staff VALUES ('E0022', '任燕静', '女', 'B004', '营业部', '柜员', 'P3', '本科', '2018-06-06', NULL, '在职', '17260195151');
INSERT INTO staff VALUES ('E0023', '谢平鑫', '男', 'B004', '营业部', '柜员', 'P3', '大专', '2021-12-15', NULL, '在职', '19757244594');
INSERT INTO staff VALUES ('E0024', '任博', '男', 'B004', '营业部', '大堂经理', 'P3', '本科', '2019-06-26', NULL, '在职', '15979057808');
INSERT INTO staff VALUES ('E0025', '潘欣', '女', 'B004', '公司金融部', '客户经理', 'P3', '硕士', '2019-05-10', NULL, '在职', '13648602785');
INSERT INTO staff VALUES ('E0026', '苏雪慧', '女', 'B004', '公司金融部', '客户经理', 'P4', '本科', '2021-05-03', NULL, '在职', '13107575592');
INSERT INTO staff VALUES ('E0027', '于磊明', '男', 'B005', '个人金融部', '支行行长', 'P7', '本科', '2012-08-07', NULL, '在职', '17652183631');
INSERT INTO staff VALUES ('E0028', '孙佳颖', '女', 'B005', '营业部', '柜员', 'P3', '硕士', '2020-07-13', NULL, '在职', '15992916528');
INSERT INTO staff VALUES ('E0029', '朱超浩', '男', 'B005', '营业部', '柜员', 'P2', '本科', '2021-05-26', NULL, '在职', '18979049632');
INSERT INTO staff VALUES ('E0030', '罗秀', '女', 'B005', '营业部', '大堂经理', 'P4', '本科', '2015-07-11', NULL, '在职', '13597777747');
INSERT INTO staff VALUES ('E0031', '张轩', '男', 'B005', '个人金融部', '客户经理', 'P5', '大专', '2010-11-05', NULL, '在职', '17467431873');
INSERT INTO staff VALUES ('E0032', '田芳倩', '女', 'B005', '个人金融部', '客户经理', 'P5', '硕士', '2016-05-02', NULL, '在职', '13845253977');
INSERT INTO staff VALUES ('E0033', '曾磊荣', '男', 'B005', '个人金融部', '理财经理', 'P4', '本科', '2018-11-11', NULL, '在职', '19131903000');
INSERT INTO staff VALUES ('E0034', '刘飞博', '男', 'B005', '运营管理部', '运营主管', 'P5', '硕士', '2010-07-08', NULL, '在职', '13665095997');
INSERT INTO staff VALUES ('E0035', '邓琳颖', '女', 'B006', '个人金融部', '支行行长', 'P6', '大专', '2012-02-11', NULL, '在职', '18270783656');
INSERT INTO staff VALUES ('E0036', '杜博平', '男', 'B006', '营业部', '柜员', 'P4', '本科', '2017-03-20', NULL, '在职', '17871204633');
INSERT INTO staff VALUES ('E0037', '吴菲倩', '女', 'B006', '营业部', '柜员', 'P2', '硕士', '2023-08-22', NULL, '在职', '15307713660');
INSERT INTO staff VALUES ('E0038', '徐刚波', '男', 'B006', '营业部', '大堂经理', 'P3', '本科', '2012-07-20', NULL, '在职', '15117584171');
INSERT INTO staff VALUES ('E0039', '沈文博', '男', 'B006', '个人金融部', '客户经理', 'P4', '本科', '2021-11-24', NULL, '在职', '15189066141');
INSERT INTO staff VALUES ('E0040', '彭睿国', '男', 'B006', '个人金融部', '客户经理', 'P5', '本科', '2019-11-17', NULL, '在职', '17853760839');
INSERT INTO staff VALUES ('E0041', '张辉', '男', 'B006', '个人金融部', '理财经理', 'P4', '本科', '2019-11-28', NULL, '在职', '18269712258');
INSERT INTO staff VALUES ('E0042', '许琳静', '女', 'B006', '运营管理部', '运营主管', 'P5', '大专', '2017-07-15', NULL, '在职', '19556185421');
INSERT INTO staff VALUES ('E0043', '马玲', '女', 'B007', '个人金融部', '支行行长', 'P6', '本科', '2016-01-11', NULL, '在职', '17705752827');
INSERT INTO staff VALUES ('E0044', '赵倩欣', '女', 'B007', '营业部', '柜员', 'P4', '大专', '2015-01-26', NULL, '在职', '15200371881');
INSERT INTO staff VALUES ('E0045', '曹晨国', '男', 'B007', '营业部', '柜员', 'P4', '大专', '2014-09-26', NULL, '在职', '17781469013');
INSERT INTO staff VALUES ('E0046', '徐国晨', '男', 'B007', '个人金融部', '客户经理', 'P3', '本科', '2015-03-21', NULL, '在职', '15993291978');
INSERT INTO staff VALUES ('E0047', '罗娜艳', '女', 'B008', '个人金融部', '支行行长', 'P6', '本科', '2016-07-26', '2023-08-31', '离职', '15987186702');
INSERT INTO staff VALUES ('E0048', '宋倩敏', '女', 'B009', '个人金融部', '支行行长', 'P7', '本科', '2012-06-03', NULL, '在职', '18958616877');
INSERT INTO staff VALUES ('E0049', '吴宇建', '男', 'B009', '营业部', '柜员', 'P2', '本科', '2017-01-19', NULL, '在职', '19987603464');
INSERT INTO staff VALUES ('E0050', '董燕', '女', 'B009', '营业部', '柜员', 'P2', '硕士', '2012-01-14', NULL, '在职', '17449949080');
INSERT INTO staff VALUES ('E0051', '邓荣平', '男', 'B009', '营业部', '大堂经理', 'P3', '本科', '2012-09-30', NULL, '在职', '18225704299');
INSERT INTO staff VALUES ('E0052', '杜萱霞', '女', 'B009', '个人金融部', '客户经理', 'P3', '硕士', '2018-05-13', NULL, '在职', '15403118044');
INSERT INTO staff VALUES ('E0053', '曹阳轩', '男', 'B009', '个人金融部', '客户经理', 'P5', '本科', '2017-07-11', NULL, '在职', '13962121422');
INSERT INTO staff VALUES ('E0054', '蔡丽艳', '女', 'B009', '个人金融部', '理财经理', 'P5', '大专', '2018-12-08', NULL, '在职', '19820850179');
INSERT INTO staff VALUES ('E0055', '赵璐怡', '女', 'B009', '运营管理部', '运营主管', 'P5', '硕士', '2020-11-03', NULL, '在职', '17871028487');
INSERT INTO staff VALUES ('E0056', '梁阳涛', '男', 'B010', '个人金融部', '支行行长', 'P6', '硕士', '2016-05-14', NULL, '在职', '19706603940');
INSERT INTO staff VALUES ('E0057', '何荣涛', '男', 'B010', '营业部', '柜员', 'P3', '本科', '2022-03-27', NULL, '在职', '15878071584');
INSERT INTO staff VALUES ('E0058', '郭玲婷', '女', 'B010', '营业部', '柜员', 'P4', '本科', '2014-06-24', NULL, '在职', '13788629925');
INSERT INTO staff VALUES ('E0059', '苏霞', '女', 'B010', '营业部', '大堂经理', 'P3', '本科', '2023-05-10', NULL, '在职', '19900041210');
INSERT INTO staff VALUES ('E0060', '马倩', '女', 'B010', '个人金融部', '客户经理', 'P5', '本科', '2015-02-12', NULL, '在职', '13934135217');
INSERT INTO staff VALUES ('E0061', '马敏瑶', '女', 'B011', '个人金融部', '支行行长', 'P6', '大专', '2015-11-14', NULL, '在职', '18168009555');
INSERT INTO staff VALUES ('E0062', '罗睿', '男', 'B011', '营业部', '柜员', 'P4', '大专', '2020-01-26', NULL, '在职', '15475453622');
INSERT INTO staff VALUES ('E0063', '吴波凯', '男', 'B011', '营业部', '柜员', 'P2', '硕士', '2023-01-18', NULL, '在职', '18712631891');
INSERT INTO staff VALUES ('E0064', '苏强帆', '男', 'B011', '营业部', '大堂经理', 'P4', '本科', '2018-11-28', NULL, '在职', '18927565777');
INSERT INTO staff VALUES ('E0065', '宋静秀', '女', 'B011', '个人金融部', '客户经理', 'P3', '本科', '2023-05-02', NULL, '在职', '15533217171');
INSERT INTO staff VALUES ('E0066', '杨荣建', '男', 'B011', '个人金融部', '理财经理', 'P5', '本科', '2013-04-16', NULL, '在职', '18121194097');
INSERT INTO staff VALUES ('E0067', '沈楠秀', '女', 'B012', '个人金融部', '支行行长', 'P7', '大专', '2015-01-22', NULL, '在职', '19929861471');
INSERT INTO staff VALUES ('E0068', '梁旭国', '男', 'B012', '营业部', '柜员', 'P4', '本科', '2022-05-28', NULL, '在职', '19829079548');
INSERT INTO staff VALUES ('E0069', '何月雪', '女', 'B012', '营业部', '柜员', 'P2', '本科', '2019-06-06', NULL, '在职', '13219812237');
INSERT INTO staff VALUES ('E0070', '吕平明', '男', 'B012', '个人金融部', '客户经理', 'P5', '本科', '2015-10-31', NULL, '在职', '13155629436');
INSERT INTO staff VALUES ('E0071', '王斌旭', '男', 'B013', '个人金融部', '支行行长', 'P7', '本科', '2015-04-16', NULL, '在职', '18662631371');
INSERT INTO staff VALUES ('E0072', '苏璐欣', '女', 'B013', '营业部', '柜员', 'P3', '大专', '2014-08-08', NULL, '在职', '13990742606');
INSERT INTO staff VALUES ('E0073', '吴瑶佳', '女', 'B013', '营业部', '柜员', 'P2', '本科', '2016-05-29', NULL, '在职', '19875081784');
INSERT INTO staff VALUES ('E0074', '冯雪玲', '女', 'B013', '营业部', '大堂经理', 'P3', '本科', '2024-06-17', NULL, '在职', '19511960007');
INSERT INTO staff VALUES ('E0075', '叶晶', '女', 'B013', '个人金融部', '客户经理', 'P5', '本科', '2020-02-26', NULL, '在职', '17518979110');
INSERT INTO staff VALUES ('E0076', '许燕怡', '女', 'B013', '个人金融部', '客户经理', 'P3', '硕士', '2016-07-31', NULL, '在职', '18892839036');
INSERT INTO staff VALUES ('E0077', '杜斌刚', '男', 'B013', '个人金融部', '理财经理', 'P4', '硕士', '2013-09-25', NULL, '在职', '13227348526');
INSERT INTO staff VALUES ('E0078', '李勇磊', '男', 'B013', '运营管理部', '运营主管', 'P5', '本科', '2017-05-11', NULL, '在职', '19727832146');
INSERT INTO staff VALUES ('E0079', '朱文阳', '男', 'B014', '个人金融部', '支行行长', 'P7', '本科', '2014-10-13', NULL, '在职', '15742556061');
INSERT INTO staff VALUES ('E0080', '田杰', '男', 'B014', '营业部', '柜员', 'P4', '大专', '2015-03-04', NULL, '在职', '19182493519');
INSERT INTO staff VALUES ('E0081', '孙玲', '女', 'B014', '营业部', '柜员', 'P3', '本科', '2022-01-05', NULL, '在职', '17377873820');
INSERT INTO staff VALUES ('E0082', '吕琳芳', '女', 'B014', '个人金融部', '客户经理', 'P3', '硕士', '2019-09-23', NULL, '在职', '13972643968');
INSERT INTO staff VALUES ('E0083', '黄阳国', '男', 'B015', '个人金融部', '支行行长', 'P7', '硕士', '2016-02-15', NULL, '在职', '13250105347');
INSERT INTO staff VALUES ('E0084', '赵国斌', '男', 'B015', '营业部', '柜员', 'P3', '本科', '2022-11-26', NULL, '在职', '19260881566');
INSERT INTO staff VALUES ('E0085', '张波俊', '男', 'B015', '营业部', '柜员', 'P4', '本科', '2019-11-20', NULL, '在职', '19854174402');
INSERT INTO staff VALUES ('E0086', '胡秀娟', '女', 'B015', '营业部', '大堂经理', 'P4', '本科', '2018-07-04', NULL, '在职', '13640729797');
INSERT INTO staff VALUES ('E0087', '吴文哲', '男', 'B015', '个人金融部', '客户经理', 'P5', '本科', '2017-11-19', NULL, '在职', '18824217205');
INSERT INTO staff VALUES ('E0088', '孙晨华', '男', 'B016', '个人金融部', '支行行长', 'P7', '本科', '2017-03-06', NULL, '在职', '15374772905');
INSERT INTO staff VALUES ('E0089', '林佳慧', '女', 'B016', '营业部', '柜员', 'P4', '本科', '2022-03-30', NULL, '在职', '18698952553');
INSERT INTO staff VALUES ('E0090', '赵浩鑫', '男', 'B016', '营业部', '柜员', 'P3', '硕士', '2023-07-23', NULL, '在职', '19909747376');
INSERT INTO staff VALUES ('E0091', '蔡强俊', '男', 'B016', '营业部', '柜员', 'P2', '本科', '2018-11-15', NULL, '在职', '15339465208');
INSERT INTO staff VALUES ('E0092', '袁睿', '男', 'B016', '营业部', '大堂经理', 'P3', '大专', '2020-07-30', NULL, '在职', '13910730330');
INSERT INTO staff VALUES ('E0093', '潘琳秀', '女', 'B016', '个人金融部', '客户经理', 'P3', '本科', '2019-02-18', NULL, '在职', '19678966673');
INSERT INTO staff VALUES ('E0094', '曾蕾璐', '女', 'B016', '个人金融部', '客户经理', 'P5', '本科', '2022-01-05', NULL, '在职', '18277919052');
INSERT INTO staff VALUES ('E0095', '何斌轩', '男', 'B016', '个人金融部', '理财经理', 'P4', '本科', '2022-09-28', NULL, '在职', '13746305413');
INSERT INTO staff VALUES ('E0096', '陈静', '女', 'B016', '运营管理部', '运营主管', 'P5', '硕士', '2017-05-16', NULL, '在职', '18777275893');
INSERT INTO staff VALUES ('E0097', '曹龙鑫', '男', 'B017', '个人金融部', '支行行长', 'P6', '本科', '2018-08-04', NULL, '在职', '15437705663');
INSERT INTO staff VALUES ('E0098', '于华健', '男', 'B017', '营业部', '柜员', 'P2', '本科', '2023-05-22', NULL, '在职', '15282843612');
INSERT INTO staff VALUES ('E0099', '吴婷燕', '女', 'B017', '营业部', '柜员', 'P3', '硕士', '2023-12-10', NULL, '在职', '15775418083');
INSERT INTO staff VALUES ('E0100', '肖鹏飞', '男', 'B017', '营业部', '大堂经理', 'P4', '硕士', '2020-05-03', NULL, '在职', '17552385861');
INSERT INTO staff VALUES ('E0101', '蔡悦', '女', 'B017', '个人金融部', '客户经理', 'P5', '本科', '2021-02-18', NULL, '在职', '17207471584');
INSERT INTO staff VALUES ('E0102', '董勇波', '男', 'B018', '个人金融部', '支行行长', 'P7', '本科', '2021-03-12', NULL, '在职', '15276964276');
INSERT INTO staff VALUES ('E0103', '魏艳', '女', 'B018', '营业部', '柜员', 'P3', '本科', '2023-01-15', NULL, '在职', '17210508198');
INSERT INTO staff VALUES ('E0104', '梁萱娜', '女', 'B018', '公司金融部', '客户经理', 'P5', '大专', '2021-06-18', NULL, '在职', '18450666686');
INSERT INTO staff VALUES ('E0105', '何芳', '女', 'B018', '公司金融部', '客户经理', 'P5', '本科', '2022-05-15', NULL, '在职', '17950379393');
INSERT INTO staff VALUES ('E0106', '郑宇辉', '男', 'B019', '个人金融部', '支行行长', 'P7', '本科', '2019-05-05', NULL, '在职', '13176787636');
INSERT INTO staff VALUES ('E0107', '袁涛明', '男', 'B019', '营业部', '柜员', 'P3', '本科', '2020-09-06', NULL, '在职', '13344201885');
INSERT INTO staff VALUES ('E0108', '韩华', '男', 'B019', '营业部', '柜员', 'P2', '本科', '2022-03-06', NULL, '在职', '13204229217');
INSERT INTO staff VALUES ('E0109', '冯杰勇', '男', 'B019', '营业部', '大堂经理', 'P3', '本科', '2019-06-21', NULL, '在职', '19739288210');
INSERT INTO staff VALUES ('E0110', '苏彤秀', '女', 'B019', '个人金融部', '客户经理', 'P5', '本科', '2020-09-20', NULL, '在职', '15938224776');
INSERT INTO staff VALUES ('E0111', '罗芳欣', '女', 'B019', '个人金融部', '客户经理', 'P3', '大专', '2020-12-03', NULL, '在职', '13991215376');
INSERT INTO staff VALUES ('E0112', '程旭', '男', 'B019', '个人金融部', '理财经理', 'P4', '本科', '2022-02-25', NULL, '在职', '15390551507');
INSERT INTO staff VALUES ('E0113', '何浩', '男', 'B019', '运营管理部', '运营主管', 'P5', '本科', '2019-09-17', NULL, '在职', '17610456246');
INSERT INTO staff VALUES ('E0114', '肖荣', '男', 'B020', '个人金融部', '支行行长', 'P6', '硕士', '2021-05-28', NULL, '在职', '15455501758');
INSERT INTO staff VALUES ('E0115', '郑轩', '男', 'B020', '营业部', '柜员', 'P2', '本科', '2022-08-24', NULL, '在职', '18740957994');
INSERT INTO staff VALUES ('E0116', '袁佳欣', '女', 'B020', '营业部', '柜员', 'P3', '硕士', '2024-01-09', NULL, '在职', '13272838554');
INSERT INTO staff VALUES ('E0117', '许彤瑶', '女', 'B020', '个人金融部', '客户经理', 'P4', '大专', '2022-10-30', NULL, '在职', '13880982664');
INSERT INTO staff VALUES ('E0118', '徐玲敏', '女', 'B001', '风险管理部', '信贷审批员', 'P5', '本科', '2008-08-30', NULL, '在职', '18368150017');
INSERT INTO staff VALUES ('E0119', '唐霞佳', '女', 'B001', '风险管理部', '信贷审批员', 'P6', '本科', '2017-09-13', NULL, '在职', '17783119051');
INSERT INTO staff VALUES ('E0120', '郭悦敏', '女', 'B001', '风险管理部', '信贷审批员', 'P6', '本科', '2008-12-17', NULL, '在职', '17357467110');
INSERT INTO staff VALUES ('E0121', '唐霞敏', '女', 'B001', '风险管理部', '信贷审批员', 'P5', '本科', '2011-08-11', NULL, '在职', '18867903784');
INSERT INTO staff VALUES ('E0122', '程强鑫', '男', 'B001', '风险管理部', '信贷审批员', 'P5', '本科', '2011-11-08', NULL, '在职', '19159554206');
INSERT INTO staff VALUES ('E0123', '卢哲辉', '男', 'B001', '资产保全部', '催收专员', 'P4', '硕士', '2014-04-01', NULL, '在职', '19432105417');
INSERT INTO staff VALUES ('E0124', '马强飞', '男', 'B001', '资产保全部', '催收专员', 'P4', '本科', '2020-10-30', NULL, '在职', '19685257629');
INSERT INTO staff VALUES ('E0125', '罗楠晶', '女', 'B001', '资产保全部', '催收专员', 'P4', '本科', '2022-08-24', NULL, '在职', '19673707192');
INSERT INTO staff VALUES ('E0126', '林军超', '男', 'B001', '资产保全部', '催收专员', 'P3', '硕士', '2020-08-22', NULL, '在职', '13705760716');
INSERT INTO staff VALUES ('E0127', '杜艳慧', '女', 'B001', '信用卡中心', '客户经理', 'P4', '本科', '2010-06-06', NULL, '在职', '15563384008');
INSERT INTO staff VALUES ('E0128', '邓辉', '男', 'B001', '信用卡中心', '客户经理', 'P4', '大专', '2012-01-20', NULL, '在职', '17503885525');
INSERT INTO staff VALUES ('E0129', '余杰', '男', 'B001', '信用卡中心', '客户经理', 'P4', '本科', '2022-08-13', NULL, '在职', '13806175581');
INSERT INTO staff VALUES ('E0130', '曾萱悦', '女', 'B005', '营业部', '理财经理', 'P3', '本科', '2017-06-30', '2025-02-21', '离职', '18588436133');
INSERT INTO staff VALUES ('E0131', '高洁燕', '女', 'B014', '营业部', '柜员', 'P3', '硕士', '2021-05-23', '2024-10-19', '离职', '17338647724');
INSERT INTO staff VALUES ('E0132', '曾佳娟', '女', 'B018', '营业部', '柜员', 'P3', '本科', '2021-11-13', '2024-11-10', '离职', '19478111102');
INSERT INTO staff VALUES ('E0133', '胡浩', '男', 'B007', '营业部', '客户经理', 'P3', '本科', '2019-01-13', '2023-04-01', '离职', '15887716558');
INSERT INTO staff VALUES ('E0134', '朱玲蕾', '女', 'B011', '营业部', '客户经理', 'P3', '硕士', '2018-10-11', '2022-10-24', '离职', '18572389634');
INSERT INTO staff VALUES ('E0135', '蔡洁萱', '女', 'B009', '营业部', '理财经理', 'P3', '本科', '2013-08-07', '2017-02-07', '离职', '19716275943');
INSERT INTO staff VALUES ('E0136', '任彤蕾', '女', 'B001', '风险管理部', '信贷审批员', 'P5', '大专', '2010-07-07', '2020-08-06', '离职', '13581817268');

INSERT INTO 客户经理 VALUES ('CM001', 'E0006', '中级', '零售', '银行从业资格', '2017-10-16', 250, 'A');
INSERT INTO 客户经理 VALUES ('CM002', 'E0007', '初级', '零售', NULL, '2012-11-19', 150, 'B');
INSERT INTO 客户经理 VALUES ('CM003', 'E0014', '资深', '零售', 'AFP', '2018-08-15', 500, 'B');
INSERT INTO 客户经理 VALUES ('CM004', 'E0015', '初级', '综合', '银行从业资格', '2017-10-24', 150, 'D');
INSERT INTO 客户经理 VALUES ('CM005', 'E0020', '初级', '零售', '银行从业资格', '2022-10-16', 150, 'B');
INSERT INTO 客户经理 VALUES ('CM006', 'E0025', '资深', '小微', 'CFP', '2020-06-01', 500, 'C');
INSERT INTO 客户经理 VALUES ('CM007', 'E0026', '高级', '小微', '银行从业资格', '2021-07-26', 350, 'A');
INSERT INTO 客户经理 VALUES ('CM008', 'E0031', '高级', '综合', NULL, '2018-07-04', 350, 'C');
INSERT INTO 客户经理 VALUES ('CM009', 'E0032', '高级', '综合', 'AFP', '2018-05-08', 350, 'B');
INSERT INTO 客户经理 VALUES ('CM010', 'E0039', '资深', '零售', 'AFP', '2022-11-08', 500, 'C');
INSERT INTO 客户经理 VALUES ('CM011', 'E0040', '高级', '综合', 'AFP', '2021-01-16', 350, 'B');
INSERT INTO 客户经理 VALUES ('CM012', 'E0046', '资深', '零售', '银行从业资格', '2018-08-01', 500, 'C');
INSERT INTO 客户经理 VALUES ('CM013', 'E0052', '高级', '综合', '银行从业资格', '2020-05-13', 350, 'B');
INSERT INTO 客户经理 VALUES ('CM014', 'E0053', '高级', '零售', NULL, '2021-04-11', 350, 'B');
INSERT INTO 客户经理 VALUES ('CM015', 'E0060', '初级', '零售', '银行从业资格', '2015-11-08', 150, 'B');
INSERT INTO 客户经理 VALUES ('CM016', 'E0065', '中级', '综合', '银行从业资格', '2023-10-06', 250, 'A');
INSERT INTO 客户经理 VALUES ('CM017', 'E0070', '高级', '综合', '银行从业资格', '2018-02-01', 350, 'B');
INSERT INTO 客户经理 VALUES ('CM018', 'E0075', '初级', '零售', 'CFP', '2021-03-15', 150, 'C');
INSERT INTO 客户经理 VALUES ('CM019', 'E0076', '中级', '综合', '银行从业资格', '2021-11-28', 250, 'B');
INSERT INTO 客户经理 VALUES ('CM020', 'E0082', '高级', '零售', 'CFP', '2021-06-09', 350, 'B');
INSERT INTO 客户经理 VALUES ('CM021', 'E0087', '高级', '零售', 'AFP', '2021-01-31', 350, 'C');
INSERT INTO 客户经理 VALUES ('CM022', 'E0093', '中级', '零售', '银行从业资格', '2020-02-07', 250, 'C');
INSERT INTO 客户经理 VALUES ('CM023', 'E0094', '初级', '零售', 'AFP', '2023-06-13', 150, 'A');
INSERT INTO 客户经理 VALUES ('CM024', 'E0101', '初级', '零售', 'AFP', '2023-11-11', 150, 'D');
INSERT INTO 客户经理 VALUES ('CM025', 'E0104', '高级', '小微', NULL, '2022-05-30', 350, 'A');
INSERT INTO 客户经理 VALUES ('CM026', 'E0105', '中级', '小微', 'AFP', '2023-12-06', 250, 'B');
INSERT INTO 客户经理 VALUES ('CM027', 'E0110', '高级', '零售', NULL, '2022-01-12', 350, 'C');
INSERT INTO 客户经理 VALUES ('CM028', 'E0111', '中级', '综合', '银行从业资格', '2022-06-21', 250, 'B');
INSERT INTO 客户经理 VALUES ('CM029', 'E0117', '高级', '零售', '银行从业资格', '2023-04-25', 350, 'C');
INSERT INTO 客户经理 VALUES ('CM030', 'E0127', '中级', '零售', '银行从业资格', '2022-06-14', 250, 'A');
INSERT INTO 客户经理 VALUES ('CM031', 'E0128', '高级', '零售', 'AFP', '2013-04-29', 350, 'B');
INSERT INTO 客户经理 VALUES ('CM032', 'E0129', '高级', '零售', NULL, '2023-06-01', 350, 'A');
INSERT INTO 客户经理 VALUES ('CM033', 'E0133', '中级', '零售', NULL, '2023-03-08', 250, NULL);
INSERT INTO 客户经理 VALUES ('CM034', 'E0134', '初级', '零售', 'CFP', '2020-09-05', 150, NULL);

INSERT INTO 客户 VALUES ('P10001', '卢洁蕾', '女', '1979-03-23', '居民身份证', '331025197903233734', '13742813783', '台州', '企业职员', 131000.0, 'B008', 'CM010', '普通', '2022-11-14', '正常');
INSERT INTO 客户 VALUES ('P10002', '曹敏婷', '女', '1975-08-11', '居民身份证', '331044197508115031', '13445432981', '台州', '自由职业', 295000.0, 'B010', 'CM015', '金卡', '2016-09-19', '正常');
INSERT INTO 客户 VALUES ('P10003', '胡倩彤', '女', '1974-12-06', '居民身份证', '331064197412061915', '15786933987', '金华', '自由职业', 195000.0, 'B009', 'CM014', '普通', '2020-12-23', '正常');
INSERT INTO 客户 VALUES ('P10004', '应健辉', '男', '1997-08-19', '居民身份证', '331061199708195322', '17635241529', '台州', '企业职员', 107000.0, 'B010', 'CM015', '白金', '2019-09-01', '正常');
INSERT INTO 客户 VALUES ('P10005', '苏彤', '女', '1968-03-24', '居民身份证', '331075196803247507', '15713752245', '台州', '企业职员', 191000.0, 'B004', 'CM006', '普通', '2021-01-27', '正常');
INSERT INTO 客户 VALUES ('P10006', '林菲雪', '女', '1997-02-21', '居民身份证', '331039199702218355', '18579857115', '上海', '个体工商户', 599000.0, 'B002', 'CM003', '金卡', '2024-05-27', '正常');
INSERT INTO 客户 VALUES ('P10007', '余飞强', '男', '1979-05-15', '居民身份证', '33109519790515601X', '19457070111', '上海', '医生', 318000.0, 'B013', 'CM019', '普通', '2023-11-25', '正常');
INSERT INTO 客户 VALUES ('P10008', '何丽', '女', '1971-11-25', '居民身份证', '331001197111258048', '18856031714', '杭州', '企业职员', 71000.0, 'B017', 'CM024', '普通', '2018-11-18', '正常');
INSERT INTO 客户 VALUES ('P10009', '梁磊林', '男', '1994-08-25', '居民身份证', '33106119940825278X', '17976579769', '台州', '企业职员', 162000.0, 'B006', 'CM010', '普通', '2013-09-12', '正常');
INSERT INTO 客户 VALUES ('P10010', '肖勇建', '男', '1985-01-07', '居民身份证', '331007198501073044', '17129709221', '台州', '企业职员', 254000.0, 'B002', 'CM003', '普通', '2009-09-08', '正常');
INSERT INTO 客户 VALUES ('P10011', '黄秀', '女', '1981-04-14', '居民身份证', '331073198104148750', '17974029003', '台州', '企业职员', 123000.0, 'B014', 'CM020', '普通', '2024-10-07', '正常');
INSERT INTO 客户 VALUES ('P10012', '任艳颖', '女', '1997-09-19', '居民身份证', '331088199709196347', '19200071821', '台州', '农户', 102000.0, 'B005', 'CM009', '普通', '2018-08-31', '正常');
INSERT INTO 客户 VALUES ('P10013', '吴菲', '女', '1978-03-21', '居民身份证', '33108319780321598X', '18717197740', '台州', '企业职员', 72000.0, 'B003', 'CM005', '金卡', '2020-11-20', '正常');
INSERT INTO 客户 VALUES ('P10014', '苏慧玲', '女', '1976-12-25', '居民身份证', '331022197612252450', '13431200496', '台州', '个体工商户', 433000.0, 'B002', 'CM003', '普通', '2023-10-28', '正常');
INSERT INTO 客户 VALUES ('P10015', '彭平龙', '男', '1996-04-17', '居民身份证', '331009199604173793', '13502644401', '台州', '教师', 116000.0, 'B003', 'CM005', '钻石', '2019-08-23', '正常');
INSERT INTO 客户 VALUES ('P10016', '卢月婷', '女', '1989-12-27', '居民身份证', '331064198912272840', '15958785596', '台州', '自由职业', 206000.0, 'B004', 'CM006', '金卡', '2018-04-16', '正常');
INSERT INTO 客户 VALUES ('P10017', '胡文华', '男', '1975-02-17', '居民身份证', '331087197502176259', '13120619183', '杭州', '医生', 169000.0, 'B017', 'CM024', '普通', '2024-08-19', '正常');
INSERT INTO 客户 VALUES ('P10018', '孙悦悦', '女', '1989-04-07', '居民身份证', '331078198904071482', '13196345490', '杭州', '农户', 94000.0, 'B017', 'CM024', '钻石', '2022-09-13', '正常');
INSERT INTO 客户 VALUES ('P10019', '何蕾', '女', '1996-06-30', '居民身份证', '331071199606306804', '19998701250', '台州', '农户', 60000.0, 'B004', 'CM007', '白金', '2019-06-29', '正常');
INSERT INTO 客户 VALUES ('P10020', '梁宁勇', '男', '1985-01-30', '护照', 'E68902223', '13310390355', '台州', '教师', 177000.0, 'B009', 'CM013', '白金', '2020-07-21', '已销户');
INSERT INTO 客户 VALUES ('P10021', '黄璐敏', '女', '1952-03-21', '居民身份证', '331076195203217981', '17898872822', '杭州', '退休', 55000.0, 'B017', 'CM024', '白金', '2023-06-24', '正常');
INSERT INTO 客户 VALUES ('P10022', '吕勇晨', '男', '1964-03-22', '居民身份证', '331053196403224528', '19675020808', '金华', '退休', 76000.0, 'B009', 'CM014', '金卡', '2014-08-28', '正常');
INSERT INTO 客户 VALUES ('P10023', '林轩文', '男', '1990-08-21', '居民身份证', '331092199008219983', '18184421821', '温州', '企业职员', 67000.0, 'B005', 'CM008', '普通', '2013-11-29', '正常');
INSERT INTO 客户 VALUES ('P10024', '黄瑶', '女', '1993-12-14', '护照', 'E32950682', '19916834753', '台州', '教师', 127000.0, 'B004', 'CM006', '普通', '2018-08-16', '正常');
INSERT INTO 客户 VALUES ('P10025', '吴杰阳', '男', '1966-08-10', '居民身份证', '33105519660810960X', '19285934244', '台州', '个体工商户', 615000.0, 'B012', 'CM017', '金卡', '2017-07-22', '正常');
INSERT INTO 客户 VALUES ('P10026', '马悦燕', '女', '1990-02-20', '居民身份证', '331036199002206903', '19619494914', '宁波', '企业职员', 247000.0, 'B019', 'CM028', '金卡', '2019-06-18', '正常');
INSERT INTO 客户 VALUES ('P10027', '谢凯宇', '男', '1998-10-26', '居民身份证', '331053199810264699', '17752434736', '台州', '企业职员', 193000.0, 'B014', 'CM020', '金卡', '2023-06-04', '正常');
INSERT INTO 客户 VALUES ('P10028', '杨娜娜', '女', '1998-07-01', '居民身份证', '331016199807011396', '13994480003', '台州', '教师', 174000.0, 'B009', 'CM014', '普通', '2018-06-20', '正常');
INSERT INTO 客户 VALUES ('P10029', '郭菲欣', '女', '1984-12-04', '居民身份证', '331065198412048061', '19567896319', '台州', '农户', 101000.0, 'B002', 'CM003', '金卡', '2018-01-02', '正常');
INSERT INTO 客户 VALUES ('P10030', '谢婷琳', '女', '1966-04-24', '港澳居民来往内地通行证', 'H16740853', '19375864291', '台州', '教师', 145000.0, 'B015', 'CM021', '普通', '2015-09-18', '正常');
INSERT INTO 客户 VALUES ('P10031', '田建磊', '男', '1997-06-22', '居民身份证', '331077199706229748', '17460157224', '台州', '个体工商户', 327000.0, 'B011', 'CM016', '钻石', '2015-12-24', '正常');
INSERT INTO 客户 VALUES ('P10032', '袁哲磊', '男', '1980-12-25', '居民身份证', '331055198012254528', '18733834343', '台州', '企业职员', 183000.0, 'B001', 'CM032', '普通', '2020-10-17', '正常');
INSERT INTO 客户 VALUES ('P10033', '余娟雪', '女', '1973-12-04', '护照', 'E41179044', '18156583477', '台州', '个体工商户', 540000.0, 'B010', 'CM015', '钻石', '2018-12-03', '正常');
INSERT INTO 客户 VALUES ('P10034', '李静婷', '女', '1992-06-30', '居民身份证', '331082199206306255', '19665274469', '上海', '个体工商户', 445000.0, 'B005', 'CM009', '普通', '2012-12-01', '已销户');
INSERT INTO 客户 VALUES ('P10035', '苏哲阳', '男', '1957-08-11', '居民身份证', '331092195708116917', '15913002657', '台州', '退休', 81000.0, 'B012', 'CM017', '普通', '2017-04-18', '正常');
INSERT INTO 客户 VALUES ('P10036', '姚璐', '女', '1977-05-04', '居民身份证', '331025197705048020', '19185880491', '台州', '个体工商户', 177000.0, 'B013', 'CM019', '普通', '2014-11-04', '正常');
INSERT INTO 客户 VALUES ('P10037', '徐平轩', '男', '1981-08-05', '居民身份证', '331048198108053363', '17533786690', '台州', '企业职员', 62000.0, 'B009', 'CM013', '白金', '2018-03-08', '正常');
INSERT INTO 客户 VALUES ('P10038', '冯浩晨', '男', '1981-12-25', '居民身份证', '331037198112257963', '17386131884', '宁波', '自由职业', 145000.0, 'B020', 'CM029', '金卡', '2023-08-25', '正常');
INSERT INTO 客户 VALUES ('P10039', '彭娟丽', '女', '1979-03-25', '居民身份证', '331032197903255284', '19517065797', '台州', '企业职员', 73000.0, 'B014', 'CM020', '普通', '2023-10-09', '正常');
INSERT INTO 客户 VALUES ('P10040', '陈慧', '女', '1975-05-12', '居民身份证', '331069197505124026', '19415909072', '台州', '企业职员', 189000.0, 'B001', 'CM031', '白金', '2016-06-17', '已销户');
INSERT INTO 客户 VALUES ('P10041', '肖哲', '男', '1967-09-13', '居民身份证', '331027196709136033', '18514507236', '宁波', '个体工商户', 599000.0, 'B019', 'CM027', '白金', '2022-10-11', '正常');
INSERT INTO 客户 VALUES ('P10042', '肖宇健', '男', '1996-08-21', '居民身份证', '331063199608216521', '18736701752', '台州', '农户', 41000.0, 'B005', 'CM008', '金卡', '2017-08-31', '正常');
INSERT INTO 客户 VALUES ('P10043', '苏涛军', '男', '1990-07-06', '居民身份证', '331022199007067864', '17960773356', '台州', '教师', 191000.0, 'B001', 'CM002', '普通', '2013-10-29', '正常');
INSERT INTO 客户 VALUES ('P10044', '董伟杰', '男', '1984-12-21', '居民身份证', '331086198412216851', '13214469780', '台州', '自由职业', 264000.0, 'B005', 'CM008', '金卡', '2015-10-19', '正常');
INSERT INTO 客户 VALUES ('P10045', '应睿鑫', '男', '1983-09-17', '居民身份证', '331091198309179508', '19267636939', '台州', '自由职业', 233000.0, 'B006', 'CM011', '金卡', '2017-06-06', '正常');
INSERT INTO 客户 VALUES ('P10046', '唐娜萱', '女', '1974-10-18', '居民身份证', '33106919741018503X', '13501705472', '台州', '个体工商户', 504000.0, 'B007', 'CM012', '普通', '2015-03-28', '正常');
INSERT INTO 客户 VALUES ('P10047', '黄龙凯', '男', '1994-08-19', '居民身份证', '331043199408196024', '15517913312', '台州', '企业职员', 239000.0, 'B004', 'CM007', '普通', '2018-11-06', '正常');
INSERT INTO 客户 VALUES ('P10048', '罗阳浩', '男', '1985-01-04', '居民身份证', '331025198501043809', '19592371427', '杭州', '企业职员', 152000.0, 'B018', 'CM026', '金卡', '2022-01-25', '正常');
INSERT INTO 客户 VALUES ('P10049', '金彤洁', '女', '1986-09-10', '居民身份证', '331008198609106238', '15976539393', '台州', '教师', 94000.0, 'B002', 'CM003', '普通', '2015-01-19', '正常');
INSERT INTO 客户 VALUES ('P10050', '任萱菲', '女', '1985-06-06', '居民身份证', '331008198506064466', '13293765971', '台州', '个体工商户', 448000.0, 'B009', 'CM014', '普通', '2014-04-02', '正常');
INSERT INTO 客户 VALUES ('P10051', '杨月彤', '女', '1994-08-26', '港澳居民来往内地通行证', 'H74227756', '17628844905', '台州', '教师', 193000.0, 'B006', 'CM010', '普通', '2020-10-08', '正常');
INSERT INTO 客户 VALUES ('P10052', '蔡彤琳', '女', '1951-09-08', '居民身份证', '33101219510908995X', '13963528825', '台州', '退休', 73000.0, 'B002', 'CM003', '普通', '2014-04-06', '正常');
INSERT INTO 客户 VALUES ('P10053', '董霞丽', '女', '1998-01-30', '居民身份证', '331067199801309376', '15698078677', '宁波', '农户', 76000.0, 'B019', 'CM027', '普通', '2020-01-31', '正常');
INSERT INTO 客户 VALUES ('P10054', '姚睿', '男', '1985-03-03', '居民身份证', '331094198503034380', '17987595923', '台州', '企业职员', 118000.0, 'B001', 'CM030', '金卡', '2011-09-13', '正常');
INSERT INTO 客户 VALUES ('P10055', '于杰涛', '男', '1986-08-27', '居民身份证', '331083198608276058', '15649078529', '台州', '企业职员', 78000.0, 'B005', 'CM009', '普通', '2018-08-27', '正常');
INSERT INTO 客户 VALUES ('P10056', '郭洁霞', '女', '1969-04-12', '居民身份证', '331066196904128337', '19396893795', '台州', '企业职员', 156000.0, 'B005', 'CM009', '普通', '2018-12-25', '正常');
INSERT INTO 客户 VALUES ('P10057', '吕辉荣', '男', '1990-11-21', '居民身份证', '331011199011219539', '13673326968', '台州', '个体工商户', 626000.0, 'B002', 'CM003', '普通', '2013-08-09', '正常');
INSERT INTO 客户 VALUES ('P10058', '丁宇健', '男', '1995-02-01', '居民身份证', '331081199502018085', '13176009445', '台州', '医生', 224000.0, 'B015', 'CM021', '白金', '2016-09-19', '正常');
INSERT INTO 客户 VALUES ('P10059', '赵秀悦', '女', '1980-12-27', '居民身份证', '331036198012272211', '17829404905', '杭州', '农户', 45000.0, 'B018', 'CM026', '普通', '2023-05-16', '正常');
INSERT INTO 客户 VALUES ('P10060', '袁帆明', '男', '1959-04-03', '居民身份证', '331068195904034928', '15809301706', '台州', '退休', 75000.0, 'B009', 'CM013', '金卡', '2020-11-25', '正常');
INSERT INTO 客户 VALUES ('P10061', '朱帆辉', '男', '1985-12-02', '居民身份证', '331037198512025743', '18780473834', '温州', '企业职员', 64000.0, 'B001', 'CM030', '普通', '2010-10-17', '正常');
INSERT INTO 客户 VALUES ('P10062', '余洁敏', '女', '1987-08-23', '居民身份证', '331053198708239511', '13931852243', '台州', '企业职员', 189000.0, 'B006', 'CM010', '白金', '2023-09-10', '正常');
INSERT INTO 客户 VALUES ('P10063', '孙荣俊', '男', '1983-06-26', '居民身份证', '331053198306265336', '18763206267', '台州', '企业职员', 141000.0, 'B009', 'CM013', '普通', '2024-07-03', '正常');
INSERT INTO 客户 VALUES ('P10064', '肖俊杰', '男', '1996-04-10', '居民身份证', '331023199604106835', '15231495964', '金华', '个体工商户', 153000.0, 'B015', 'CM021', '普通', '2022-05-25', '正常');
INSERT INTO 客户 VALUES ('P10065', '朱明平', '男', '1952-04-08', '居民身份证', '331071195204089556', '17377126250', '台州', '退休', 76000.0, 'B013', 'CM019', '金卡', '2017-07-05', '已销户');
INSERT INTO 客户 VALUES ('P10066', '彭萱欣', '女', '1985-03-03', '护照', 'E43636903', '18862596110', '台州', '个体工商户', 524000.0, 'B002', 'CM004', '金卡', '2015-12-03', '正常');
INSERT INTO 客户 VALUES ('P10067', '唐伟强', '男', '1972-04-01', '居民身份证', '331086197204011091', '15955204317', '台州', '企业职员', 172000.0, 'B006', 'CM011', '普通', '2011-01-12', '正常');
INSERT INTO 客户 VALUES ('P10068', '曾博', '男', '2000-08-26', '居民身份证', '331026200008261081', '17328452662', '台州', '学生', 9000.0, 'B012', 'CM017', '金卡', '2024-12-01', '正常');
INSERT INTO 客户 VALUES ('P10069', '许磊帆', '男', '1995-03-25', '居民身份证', '331078199503252913', '17123684348', '杭州', '个体工商户', 606000.0, 'B016', 'CM022', '白金', '2018-05-31', '正常');
INSERT INTO 客户 VALUES ('P10070', '谢斌旭', '男', '1980-09-15', '居民身份证', '331019198009156151', '19605741730', '台州', '公务员', 159000.0, 'B009', 'CM013', '金卡', '2016-05-22', '正常');
INSERT INTO 客户 VALUES ('P10071', '谢睿', '男', '1973-06-20', '居民身份证', '331078197306209241', '15878801710', '台州', '农户', 113000.0, 'B006', 'CM010', '金卡', '2021-02-16', '正常');
INSERT INTO 客户 VALUES ('P10072', '董霞倩', '女', '1953-07-31', '居民身份证', '331066195307315964', '13496053058', '台州', '退休', 52000.0, 'B006', 'CM010', '普通', '2021-02-17', '正常');
INSERT INTO 客户 VALUES ('P10073', '林健', '男', '1975-03-16', '居民身份证', '331002197503165899', '17975752056', '台州', '个体工商户', 383000.0, 'B005', 'CM008', '白金', '2024-01-20', '正常');
INSERT INTO 客户 VALUES ('P10074', '何博浩', '男', '1984-08-25', '居民身份证', '331041198408254005', '17250036207', '台州', '公务员', 136000.0, 'B001', 'CM031', '普通', '2011-08-17', '正常');
INSERT INTO 客户 VALUES ('P10075', '应帆', '男', '1981-07-10', '居民身份证', '331082198107101241', '19191196676', '台州', '农户', 98000.0, 'B007', 'CM012', '金卡', '2020-11-25', '正常');
INSERT INTO 客户 VALUES ('P10076', '黄凯', '男', '1989-07-14', '居民身份证', '331031198907143799', '18264121630', '台州', '企业职员', 230000.0, 'B008', 'CM010', '普通', '2018-01-14', '冻结');
INSERT INTO 客户 VALUES ('P10077', '董建睿', '男', '1954-03-17', '居民身份证', '331036195403175040', '18554121553', '杭州', '退休', 81000.0, 'B018', 'CM026', '普通', '2020-09-29', '正常');
INSERT INTO 客户 VALUES ('P10078', '梁宁哲', '男', '1999-04-15', '居民身份证', '331048199904154508', '18322213484', '台州', '个体工商户', 360000.0, 'B010', 'CM015', '普通', '2024-07-15', '已销户');
INSERT INTO 客户 VALUES ('P10079', '韩佳', '女', '1980-10-13', '居民身份证', '331019198010133032', '19531475412', '台州', '企业职员', 199000.0, 'B015', 'CM021', '普通', '2017-11-14', '正常');
INSERT INTO 客户 VALUES ('P10080', '潘娟', '女', '1993-10-02', '居民身份证', '331042199310021762', '19650853166', '台州', '企业职员', 257000.0, 'B006', 'CM011', '金卡', '2016-04-28', '正常');
INSERT INTO 客户 VALUES ('P10081', '宋蕾娜', '女', '1983-08-31', '居民身份证', '331026198308311324', '13802960625', '台州', '农户', 37000.0, 'B007', 'CM012', '普通', '2023-10-15', '正常');
INSERT INTO 客户 VALUES ('P10082', '梁宁', '男', '1980-02-07', '居民身份证', '331048198002075712', '19846725301', '台州', '个体工商户', 703000.0, 'B006', 'CM011', '普通', '2011-12-12', '正常');
INSERT INTO 客户 VALUES ('P10083', '黄楠', '女', '1972-06-16', '居民身份证', '331017197206166094', '19971278787', '台州', '个体工商户', 680000.0, 'B004', 'CM007', '普通', '2019-10-12', '正常');
INSERT INTO 客户 VALUES ('P10084', '周旭平', '男', '1987-05-19', '居民身份证', '331006198705194921', '17318664132', '台州', '个体工商户', 648000.0, 'B006', 'CM010', '金卡', '2016-12-12', '正常');
INSERT INTO 客户 VALUES ('P10085', '陈瑶洁', '女', '2000-01-20', '居民身份证', '331081200001205890', '18278576216', '台州', '学生', 4000.0, 'B004', 'CM007', '普通', '2021-06-07', '正常');
INSERT INTO 客户 VALUES ('P10086', '郭俊', '男', '1989-08-30', '居民身份证', '331095198908304673', '19490253138', '杭州', '企业职员', 155000.0, 'B017', 'CM024', '金卡', '2020-02-23', '正常');
INSERT INTO 客户 VALUES ('P10087', '王蕾燕', '女', '1967-06-24', '居民身份证', '331068196706242151', '18179594452', '台州', '个体工商户', 146000.0, 'B006', 'CM010', '金卡', '2012-07-23', '正常');
INSERT INTO 客户 VALUES ('P10088', '李宇勇', '男', '1993-10-04', '居民身份证', '331054199310046941', '15764141348', '台州', '企业职员', 195000.0, 'B005', 'CM009', '普通', '2022-04-28', '正常');
INSERT INTO 客户 VALUES ('P10089', '余慧', '女', '1969-07-16', '居民身份证', '331047196907162294', '18950383130', '台州', '教师', 92000.0, 'B002', 'CM003', '金卡', '2013-05-03', '正常');
INSERT INTO 客户 VALUES ('P10090', '任燕', '女', '1992-08-02', '居民身份证', '331007199208024904', '18633347418', '台州', '企业职员', 159000.0, 'B006', 'CM011', '金卡', '2017-01-09', '正常');
INSERT INTO 客户 VALUES ('P10091', '田波文', '男', '1990-12-14', '居民身份证', '331016199012143852', '15104310422', '台州', '企业职员', 235000.0, 'B011', 'CM016', '白金', '2014-02-26', '正常');
INSERT INTO 客户 VALUES ('P10092', '潘旭健', '男', '1968-04-26', '居民身份证', '331063196804266517', '15291813063', '杭州', '企业职员', 83000.0, 'B018', 'CM025', '白金', '2023-02-13', '正常');
INSERT INTO 客户 VALUES ('P10093', '邓秀楠', '女', '1993-11-18', '居民身份证', '331053199311182674', '13332185624', '宁波', '企业职员', 247000.0, 'B019', 'CM028', '普通', '2019-08-05', '正常');
INSERT INTO 客户 VALUES ('P10094', '蔡彤芳', '女', '1998-09-16', '居民身份证', '331083199809161550', '15314257923', '台州', '企业职员', 172000.0, 'B007', 'CM012', '普通', '2023-07-05', '正常');
INSERT INTO 客户 VALUES ('P10095', '蒋涛', '男', '1986-09-08', '居民身份证', '331003198609086402', '15589053801', '杭州', '企业职员', 118000.0, 'B017', 'CM024', '钻石', '2018-12-18', '正常');
INSERT INTO 客户 VALUES ('P10096', '董哲平', '男', '1983-12-13', '居民身份证', '331006198312134016', '19413784843', '台州', '个体工商户', 730000.0, 'B001', 'CM030', '普通', '2016-11-30', '正常');
INSERT INTO 客户 VALUES ('P10097', '徐雪欣', '女', '1951-05-08', '居民身份证', '331093195105087511', '17718118533', '台州', '退休', 65000.0, 'B005', 'CM008', '普通', '2020-08-08', '正常');
INSERT INTO 客户 VALUES ('P10098', '魏睿文', '男', '1969-01-04', '居民身份证', '331018196901045386', '15370183393', '台州', '企业职员', 137000.0, 'B001', 'CM032', '普通', '2010-08-09', '正常');
INSERT INTO 客户 VALUES ('P10099', '肖芳彤', '女', '1995-08-15', '居民身份证', '331066199508156319', '18690751925', '台州', '自由职业', 145000.0, 'B014', 'CM020', '普通', '2016-07-11', '正常');
INSERT INTO 客户 VALUES ('P10100', '郑娟', '女', '1999-02-17', '居民身份证', '331054199902178207', '13607019698', '杭州', '个体工商户', 303000.0, 'B017', 'CM024', '普通', '2023-09-26', '正常');
INSERT INTO 客户 VALUES ('P10101', '叶强鹏', '男', '1966-02-07', '居民身份证', '331036196602071772', '17237494626', '宁波', '企业职员', 65000.0, 'B019', 'CM027', '金卡', '2024-06-16', '正常');
INSERT INTO 客户 VALUES ('P10102', '郭颖彤', '女', '1999-04-11', '居民身份证', '331041199904111451', '18982436437', '台州', '自由职业', 171000.0, 'B005', 'CM009', '钻石', '2018-08-06', '正常');
INSERT INTO 客户 VALUES ('P10103', '应欣倩', '女', '1953-01-20', '居民身份证', '33100519530120833X', '19997941077', '台州', '退休', 37000.0, 'B003', 'CM005', '普通', '2018-05-27', '已销户');
INSERT INTO 客户 VALUES ('P10104', '孙欣悦', '女', '2005-01-10', '居民身份证', '331044200501101455', '15381447585', '台州', '学生', 19000.0, 'B002', 'CM003', '普通', '2024-10-30', '正常');
INSERT INTO 客户 VALUES ('P10105', '蒋阳', '男', '1950-05-24', '居民身份证', '331063195005249908', '17623994022', '台州', '退休', 62000.0, 'B011', 'CM016', '普通', '2014-06-30', '正常');
INSERT INTO 客户 VALUES ('P10106', '唐萱', '女', '1992-09-25', '居民身份证', '331039199209256107', '17366242252', '台州', '企业职员', 157000.0, 'B008', 'CM010', '普通', '2024-12-29', '正常');
INSERT INTO 客户 VALUES ('P10107', '吴佳', '女', '1967-03-02', '居民身份证', '331057196703029398', '17518230828', '台州', '个体工商户', 398000.0, 'B001', 'CM001', '普通', '2015-10-25', '已销户');
INSERT INTO 客户 VALUES ('P10108', '何文平', '男', '1959-09-12', '居民身份证', '331007195909123755', '17944967609', '台州', '退休', 48000.0, 'B003', 'CM005', '普通', '2018-05-22', '正常');
INSERT INTO 客户 VALUES ('P10109', '梁丽', '女', '1993-02-10', '居民身份证', '33109319930210279X', '13848882611', '台州', '医生', 388000.0, 'B009', 'CM014', '金卡', '2022-09-17', '正常');
INSERT INTO 客户 VALUES ('P10110', '吕文超', '男', '1965-04-22', '居民身份证', '331073196504229889', '18369795354', '台州', '企业职员', 166000.0, 'B011', 'CM016', '普通', '2023-06-18', '正常');
INSERT INTO 客户 VALUES ('P10111', '赵荣斌', '男', '2005-10-14', '居民身份证', '331092200510147472', '15707117013', '台州', '学生', 14000.0, 'B005', 'CM009', '普通', '2024-09-23', '正常');
INSERT INTO 客户 VALUES ('P10112', '朱燕蕾', '女', '1990-02-28', '居民身份证', '33101819900228111X', '18475313472', '台州', '个体工商户', 250000.0, 'B009', 'CM014', '金卡', '2016-11-08', '正常');
INSERT INTO 客户 VALUES ('P10113', '罗菲静', '女', '1997-09-16', '居民身份证', '331047199709166731', '13279456049', '台州', '自由职业', 104000.0, 'B004', 'CM007', '白金', '2017-11-14', '正常');
INSERT INTO 客户 VALUES ('P10114', '丁俊', '男', '1960-01-28', '居民身份证', '331087196001288274', '15829114956', '台州', '退休', 82000.0, 'B005', 'CM009', '普通', '2021-12-06', '正常');
INSERT INTO 客户 VALUES ('P10115', '肖琳婷', '女', '1998-03-23', '居民身份证', '331084199803232180', '18796642438', '上海', '企业职员', 123000.0, 'B002', 'CM004', '普通', '2023-11-14', '正常');
INSERT INTO 客户 VALUES ('P10116', '曹慧', '女', '1964-08-08', '居民身份证', '331021196408084922', '18396215877', '台州', '退休', 69000.0, 'B002', 'CM003', '普通', '2012-09-28', '正常');
INSERT INTO 客户 VALUES ('P10117', '韩国哲', '男', '1971-11-29', '居民身份证', '331043197111293503', '18922856582', '杭州', '个体工商户', 650000.0, 'B016', 'CM022', '普通', '2021-10-09', '正常');
INSERT INTO 客户 VALUES ('P10118', '马怡芳', '女', '1992-10-09', '居民身份证', '331004199210092832', '18934116895', '台州', '个体工商户', 97000.0, 'B009', 'CM013', '普通', '2020-03-28', '正常');
INSERT INTO 客户 VALUES ('P10119', '朱凯龙', '男', '1980-11-30', '居民身份证', '331011198011301714', '17543358712', '台州', '企业职员', 110000.0, 'B002', 'CM004', '普通', '2012-01-07', '冻结');
INSERT INTO 客户 VALUES ('P10120', '曹文晨', '男', '1990-08-27', '居民身份证', '331066199008276752', '17837764733', '台州', '企业职员', 207000.0, 'B012', 'CM017', '金卡', '2022-01-22', '已销户');
INSERT INTO 客户 VALUES ('P10121', '任倩菲', '女', '1972-09-02', '居民身份证', '331097197209028522', '15703785546', '宁波', '自由职业', 207000.0, 'B019', 'CM027', '金卡', '2024-05-23', '正常');
INSERT INTO 客户 VALUES ('P10122', '姚慧欣', '女', '1983-08-18', '居民身份证', '331074198308187370', '18184357430', '台州', '医生', 258000.0, 'B006', 'CM010', '普通', '2021-10-09', '正常');
INSERT INTO 客户 VALUES ('P10123', '冯凯强', '男', '1968-05-04', '居民身份证', '331095196805042511', '15766641591', '台州', '农户', 32000.0, 'B015', 'CM021', '普通', '2015-09-16', '正常');
INSERT INTO 客户 VALUES ('P10124', '吴琳', '女', '1970-07-14', '港澳居民来往内地通行证', 'H97601223', '15933511561', '台州', '企业职员', 168000.0, 'B001', 'CM001', '普通', '2020-10-01', '正常');
INSERT INTO 客户 VALUES ('P10125', '沈悦秀', '女', '1972-09-07', '居民身份证', '331027197209073639', '18449818330', '台州', '个体工商户', 659000.0, 'B003', 'CM005', '金卡', '2017-11-26', '正常');
INSERT INTO 客户 VALUES ('P10126', '卢睿文', '男', '1964-03-22', '居民身份证', '331087196403226485', '13274229824', '台州', '退休', 44000.0, 'B005', 'CM009', '普通', '2021-02-24', '正常');
INSERT INTO 客户 VALUES ('P10127', '蔡哲平', '男', '1991-09-03', '居民身份证', '331056199109031097', '19781197248', '上海', '农户', 38000.0, 'B004', 'CM007', '普通', '2021-03-11', '正常');
INSERT INTO 客户 VALUES ('P10128', '吕林涛', '男', '1978-06-26', '居民身份证', '331055197806266658', '19985183670', '台州', '企业职员', 76000.0, 'B012', 'CM017', '普通', '2020-12-16', '已销户');
INSERT INTO 客户 VALUES ('P10129', '孙荣斌', '男', '1967-02-12', '居民身份证', '331089196702123844', '19438513916', '台州', '个体工商户', 798000.0, 'B002', 'CM004', '金卡', '2015-01-09', '正常');
INSERT INTO 客户 VALUES ('P10130', '沈丽秀', '女', '1997-08-22', '居民身份证', '331062199708226375', '18896752178', '台州', '公务员', 164000.0, 'B002', 'CM004', '普通', '2021-03-21', '正常');

INSERT INTO corp_cust VALUES ('C20001', '台州恒达塑料制品有限公司', '913316929K1Q9N3W97', '有限责任公司', '制造业', '微型', 113.0, '彭萱欣', '2003-05-02', '台州', '0576-83659698', 'B015', 'CM021', 'BBB', '2018-04-24', '正常');
INSERT INTO corp_cust VALUES ('C20002', '宁波市鄞州区永兴塑料制品厂', '913315654WH857UPET', '个人独资企业', '制造业', '小型', 1216.0, '冯浩晨', '2009-10-05', '宁波', '0574-81631884', 'B020', 'CM029', 'A', '2021-12-22', '正常');
INSERT INTO corp_cust VALUES ('C20003', '杭州华泰网络科技有限公司', '913314352PP568EENX', '有限责任公司', '信息技术', '小型', 1049.0, '肖勇建', '2006-10-02', '杭州', '0571-89174787', 'B017', 'CM024', 'A', '2019-11-18', '正常');
INSERT INTO corp_cust VALUES ('C20004', '台州鑫源酒店管理有限公司', '9133109574W731HYFT', '有限责任公司', '住宿餐饮', '小型', 1621.0, '肖哲', '2022-02-08', '台州', '0576-82880844', 'B010', 'CM015', '未评级', '2024-04-04', '正常');
INSERT INTO corp_cust VALUES ('C20005', '温岭市瑞丰模具厂', '913310950LK7M5KJTE', '个人独资企业', '制造业', '微型', 49.0, '唐娜萱', '2020-05-21', '台州', '0576-89325186', 'B015', 'CM021', 'BB', '2022-08-30', '正常');
INSERT INTO corp_cust VALUES ('C20006', '台州宏远商贸有限公司', '913312385DFC88KLYF', '有限责任公司', '批发零售', '小型', 1128.0, '郭洁霞', '2019-04-26', '台州', '0576-85679791', 'B001', 'CM032', 'A', '2023-03-31', '正常');
INSERT INTO corp_cust VALUES ('C20007', '台州金誉网络科技有限公司', '913319051GALWMLBPG', '有限责任公司', '信息技术', '微型', 42.0, '罗菲静', '2008-02-02', '台州', '0576-84094240', 'B013', 'CM018', 'A', '2023-05-30', '正常');
INSERT INTO corp_cust VALUES ('C20008', '杭州博川模具有限公司', '913315528XXAHYL2YD', '有限责任公司', '制造业', '小型', 210.0, '林健', '2020-10-20', '杭州', '0571-85427322', 'B018', 'CM025', 'A', '2023-04-21', '正常');
INSERT INTO corp_cust VALUES ('C20009', '台州立信商贸有限公司', '9133127255PW5TY4XN', '有限责任公司', '批发零售', '小型', 1157.0, '唐萱', '2014-06-04', '台州', '0576-89534590', 'B001', 'CM032', 'A', '2017-01-19', '正常');
INSERT INTO corp_cust VALUES ('C20010', '宁波市鄞州区海诚阀门厂', '913313844YRP6ELP09', '个人独资企业', '制造业', '微型', 119.0, '董伟杰', '2019-10-04', '宁波', '0574-83145849', 'B020', 'CM029', 'AA', '2023-08-12', '正常');
INSERT INTO corp_cust VALUES ('C20011', '宁波市北仑区天和缝制设备厂', '913313623HBDKGQCY7', '个人独资企业', '制造业', '微型', 101.0, '马怡芳', '2016-03-05', '宁波', '0574-88446758', 'B020', 'CM029', 'AA', '2023-12-07', '正常');
INSERT INTO corp_cust VALUES ('C20012', '三门市众成塑料制品厂', '913318294YGY7ACPDB', '个人独资企业', '制造业', '小型', 452.0, '吴琳', '2013-03-22', '台州', '0576-84198921', 'B006', 'CM010', 'A', '2016-02-04', '正常');
INSERT INTO corp_cust VALUES ('C20013', '宁波科迈缝制设备有限公司', '913315515PQGHL907N', '有限责任公司', '制造业', '小型', 243.0, '蔡彤芳', '2020-03-20', '宁波', '0574-89371937', 'B020', 'CM029', 'BB', '2021-03-24', '正常');
INSERT INTO corp_cust VALUES ('C20014', '宁波嘉禾汽摩配件有限公司', '913314421M33R865GX', '有限责任公司', '制造业', '小型', 1856.0, '魏睿文', '2007-09-22', '宁波', '0574-88122745', 'B019', 'CM027', 'A', '2021-06-14', '正常');
INSERT INTO corp_cust VALUES ('C20015', '台州锦程缝制设备有限公司', '913312216BTMB3BRDH', '有限责任公司', '制造业', '微型', 152.0, '郭颖彤', '2015-11-18', '台州', '0576-89944517', 'B006', 'CM011', 'A', '2020-11-05', '正常');
INSERT INTO corp_cust VALUES ('C20016', '台州汇通商贸企业（普通合伙）', '9133143921BW1B75AT', '合伙企业', '批发零售', '小型', 1208.0, '余娟雪', '2006-03-26', '台州', '0576-81102935', 'B001', 'CM002', 'A', '2019-09-06', '正常');
INSERT INTO corp_cust VALUES ('C20017', '台州新锐阀门企业（普通合伙）', '91331452311C3EJ695', '合伙企业', '制造业', '微型', 146.0, '卢月婷', '2020-03-06', '台州', '0576-81766184', 'B013', 'CM018', 'BBB', '2024-08-22', '正常');
INSERT INTO corp_cust VALUES ('C20018', '杭州市西湖区东升商贸厂', '9133115186L6GDXRC1', '个人独资企业', '批发零售', '小型', 1477.0, '应健辉', '2008-05-15', '杭州', '0571-87569511', 'B016', 'CM023', 'AAA', '2021-01-31', '正常');
INSERT INTO corp_cust VALUES ('C20019', '台州益达日用品有限公司', '913317440CJ338A4TF', '有限责任公司', '批发零售', '微型', 179.0, '郭俊', '2008-07-25', '台州', '0576-89206268', 'B002', 'CM003', '未评级', '2017-12-31', '正常');
INSERT INTO corp_cust VALUES ('C20020', '台州百川建筑工程有限公司', '91331876680WGNRF73', '有限责任公司', '建筑业', '微型', 72.0, '邓秀楠', '2018-04-30', '台州', '0576-85983448', 'B009', 'CM014', 'BB', '2023-11-01', '已销户');
INSERT INTO corp_cust VALUES ('C20021', '宁波力拓塑料制品有限公司', '913316567R73H7PC68', '有限责任公司', '制造业', '小型', 789.0, '孙荣俊', '2018-03-13', '宁波', '0574-88002848', 'B019', 'CM028', 'AA', '2022-08-15', '正常');
INSERT INTO corp_cust VALUES ('C20022', '杭州盛世贸易有限公司', '913316936A5LX0UFBU', '有限责任公司', '批发零售', '中型', 3628.0, '苏彤', '2007-08-04', '杭州', '0571-85387782', 'B016', 'CM022', 'BBB', '2024-08-20', '正常');
INSERT INTO corp_cust VALUES ('C20023', '台州春晖餐饮管理有限公司', '913316377WDT8QTJL5', '有限责任公司', '住宿餐饮', '小型', 1126.0, '黄楠', '2014-08-03', '台州', '0576-88626459', 'B013', 'CM018', '未评级', '2018-10-04', '正常');
INSERT INTO corp_cust VALUES ('C20024', '台州方圆阀门有限公司', '913311314CBDQ32R2R', '有限责任公司', '制造业', '小型', 268.0, '彭娟丽', '2019-09-18', '台州', '0576-84997557', 'B011', 'CM016', 'A', '2020-09-06', '正常');
INSERT INTO corp_cust VALUES ('C20025', '台州合力装饰工程有限公司', '913313134289B4G69R', '有限责任公司', '建筑业', '微型', 27.0, '任倩菲', '2007-03-24', '台州', '0576-83678027', 'B001', 'CM001', 'A', '2022-08-21', '正常');
INSERT INTO corp_cust VALUES ('C20026', '三门市远航贸易厂', '9133183639RP521AEN', '个人独资企业', '批发零售', '微型', 95.0, '任燕', '2015-12-23', '台州', '0576-85845342', 'B004', 'CM006', 'BBB', '2017-07-15', '正常');
INSERT INTO corp_cust VALUES ('C20027', '杭州德润信息技术有限公司', '913315361145WFH47F', '有限责任公司', '信息技术', '微型', 75.0, '孙荣斌', '2022-04-01', '杭州', '0571-83918013', 'B017', 'CM024', 'BBB', '2022-05-30', '正常');
INSERT INTO corp_cust VALUES ('C20028', '台州明泰农业开发有限公司', '913316331UDQ9TBUA4', '有限责任公司', '农林牧渔', '小型', 519.0, '田建磊', '2011-05-13', '台州', '0576-88379789', 'B013', 'CM019', 'BBB', '2018-12-06', '冻结');
INSERT INTO corp_cust VALUES ('C20029', '台州星辰塑料制品有限公司', '913317770Y4ANA5GKA', '有限责任公司', '制造业', '微型', 52.0, '肖琳婷', '2020-08-30', '台州', '0576-89471892', 'B001', 'CM030', 'A', '2024-10-02', '正常');
INSERT INTO corp_cust VALUES ('C20030', '台州绿源贸易有限公司', '913316871YJWFL133A', '有限责任公司', '批发零售', '微型', 12.0, '朱燕蕾', '2012-10-23', '台州', '0576-81982889', 'B005', 'CM009', 'BBB', '2016-07-26', '正常');
INSERT INTO corp_cust VALUES ('C20031', '杭州市滨江区精工眼镜厂', '9133123197FFM4W7DE', '个人独资企业', '制造业', '微型', 74.0, '董凯平', '2015-12-26', '杭州', '0571-88252242', 'B016', 'CM022', 'A', '2022-08-28', '正常');
INSERT INTO corp_cust VALUES ('C20032', '台州安泰贸易有限公司', '9133185441B3XAWE9A', '有限责任公司', '批发零售', '小型', 665.0, '吕文', '2015-05-06', '台州', '0576-88596551', 'B002', 'CM003', 'BBB', '2016-09-26', '正常');
INSERT INTO corp_cust VALUES ('C20033', '台州市椒江区伟业物流厂', '913313250HQLD8UB77', '个人独资企业', '交通运输', '微型', 85.0, '孙军林', '2012-12-14', '台州', '0576-88877979', 'B001', 'CM031', 'A', '2016-09-20', '正常');
INSERT INTO corp_cust VALUES ('C20034', '台州旺达装饰工程有限公司', '913318189E4EP7LWMK', '有限责任公司', '建筑业', '小型', 1543.0, '高强刚', '2006-02-02', '台州', '0576-83357051', 'B002', 'CM003', 'BB', '2014-03-26', '正常');
INSERT INTO corp_cust VALUES ('C20035', '杭州市余杭区顺发商贸厂', '913310994KL6Y02KU0', '个人独资企业', '批发零售', '微型', 41.0, '苏超', '2021-09-23', '杭州', '0571-84032578', 'B018', 'CM025', 'AAA', '2024-06-08', '正常');
INSERT INTO corp_cust VALUES ('C20036', '台州佳和装饰工程企业（普通合伙）', '913310134FLGYTFTRK', '合伙企业', '建筑业', '小型', 1490.0, '梁强俊', '2003-08-26', '台州', '0576-88065448', 'B013', 'CM019', 'AA', '2018-07-17', '正常');

INSERT INTO 风险评估 VALUES ('KYC00001', 'P10029', '2022-02-12', 43, 'C3', '低', '2024-02-12', '柜面', 'E0011');
INSERT INTO 风险评估 VALUES ('KYC00002', 'P10008', '2023-01-21', 50, 'C3', '中', '2025-01-20', '柜面', 'E0099');
INSERT INTO 风险评估 VALUES ('KYC00003', 'P10070', '2021-10-29', 14, 'C1', '中', '2022-10-29', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00004', 'P10021', '2023-08-01', 20, 'C2', '低', '2025-07-31', '柜面', 'E0099');
INSERT INTO 风险评估 VALUES ('KYC00005', 'P10083', '2023-12-03', 42, 'C3', '低', '2025-12-02', '柜面', 'E0022');
INSERT INTO 风险评估 VALUES ('KYC00006', 'P10083', '2025-01-04', 46, 'C3', '中', '2026-01-04', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00007', 'P10003', '2022-01-06', 44, 'C3', '高', '2023-01-06', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00008', 'P10097', '2021-09-05', 52, 'C3', '低', '2022-09-05', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00009', 'P10114', '2024-07-12', 76, 'C4', '低', '2025-07-12', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00010', 'P10080', '2023-06-28', 21, 'C2', '低', '2024-06-27', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00011', 'P10126', '2024-12-25', 86, 'C5', '低', '2025-12-25', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00012', 'P10035', '2022-05-26', 95, 'C5', '低', '2024-05-25', '柜面', 'E0068');
INSERT INTO 风险评估 VALUES ('KYC00013', 'P10099', '2023-07-20', 28, 'C2', '低', '2024-07-19', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00014', 'P10099', '2024-07-31', 80, 'C5', '低', '2025-07-31', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00015', 'P10115', '2024-07-19', 63, 'C4', '高', '2026-07-19', '柜面', 'E0011');
INSERT INTO 风险评估 VALUES ('KYC00016', 'P10108', '2024-10-09', 59, 'C3', '低', '2026-10-09', '柜面', 'E0019');
INSERT INTO 风险评估 VALUES ('KYC00017', 'P10073', '2025-02-01', 41, 'C3', '低', '2027-02-01', '柜面', 'E0033');
INSERT INTO 风险评估 VALUES ('KYC00018', 'P10026', '2022-09-08', 32, 'C2', '低', '2024-09-07', '柜面', 'E0108');
INSERT INTO 风险评估 VALUES ('KYC00019', 'P10082', '2021-04-20', 36, 'C2', '低', '2023-04-20', '柜面', 'E0041');
INSERT INTO 风险评估 VALUES ('KYC00020', 'P10082', '2023-12-28', 21, 'C2', '中', '2025-12-27', '柜面', 'E0037');
INSERT INTO 风险评估 VALUES ('KYC00021', 'P10027', '2023-06-12', 57, 'C3', '低', '2024-06-11', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00022', 'P10039', '2024-03-02', 51, 'C3', '低', '2025-03-02', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00023', 'P10052', '2021-05-22', 65, 'C4', '低', '2022-05-22', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00024', 'P10052', '2024-07-08', 96, 'C5', '中', '2025-07-08', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00025', 'P10056', '2023-02-20', 38, 'C2', '中', '2024-02-20', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00026', 'P10096', '2022-01-03', 18, 'C1', '低', '2023-01-03', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00027', 'P10053', '2021-08-07', 33, 'C2', '高', '2023-08-07', '柜面', 'E0112');
INSERT INTO 风险评估 VALUES ('KYC00028', 'P10053', '2024-11-21', 80, 'C5', '低', '2025-11-21', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00029', 'P10113', '2021-07-08', 28, 'C2', '低', '2023-07-08', '柜面', 'E0023');
INSERT INTO 风险评估 VALUES ('KYC00030', 'P10113', '2023-07-12', 21, 'C2', '低', '2025-07-11', '柜面', 'E0023');
INSERT INTO 风险评估 VALUES ('KYC00031', 'P10130', '2021-06-26', 88, 'C5', '中', '2023-06-26', '柜面', 'E0016');
INSERT INTO 风险评估 VALUES ('KYC00032', 'P10006', '2024-07-01', 66, 'C4', '低', '2025-07-01', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00033', 'P10044', '2021-05-27', 71, 'C4', '低', '2022-05-27', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00034', 'P10046', '2023-03-23', 52, 'C3', '低', '2024-03-22', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00035', 'P10012', '2021-08-02', 21, 'C2', '低', '2022-08-02', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00036', 'P10037', '2023-08-27', 54, 'C3', '中', '2025-08-26', '柜面', 'E0051');
INSERT INTO 风险评估 VALUES ('KYC00037', 'P10037', '2025-01-08', 58, 'C3', '低', '2027-01-08', '柜面', 'E0054');
INSERT INTO 风险评估 VALUES ('KYC00038', 'P10028', '2024-08-09', 37, 'C2', '低', '2026-08-09', '柜面', 'E0051');
INSERT INTO 风险评估 VALUES ('KYC00039', 'P10127', '2022-12-11', 21, 'C2', '低', '2024-12-10', '柜面', 'E0022');
INSERT INTO 风险评估 VALUES ('KYC00040', 'P10127', '2024-05-05', 60, 'C4', '低', '2025-05-05', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00041', 'P10022', '2022-04-07', 30, 'C2', '低', '2024-04-06', '柜面', 'E0050');
INSERT INTO 风险评估 VALUES ('KYC00042', 'P10022', '2023-06-07', 35, 'C2', '低', '2024-06-06', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00043', 'P10023', '2021-05-26', 90, 'C5', '中', '2022-05-26', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00044', 'P10124', '2022-05-05', 67, 'C4', '高', '2023-05-05', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00045', 'P10089', '2021-10-14', 50, 'C3', '低', '2022-10-14', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00046', 'P10064', '2022-12-31', 90, 'C5', '低', '2024-12-30', '柜面', 'E0086');
INSERT INTO 风险评估 VALUES ('KYC00047', 'P10066', '2023-05-02', 48, 'C3', '高', '2024-05-01', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00048', 'P10087', '2024-11-08', 47, 'C3', '低', '2026-11-08', '柜面', 'E0038');
INSERT INTO 风险评估 VALUES ('KYC00049', 'P10002', '2025-01-10', 64, 'C4', '低', '2027-01-10', '柜面', 'E0059');
INSERT INTO 风险评估 VALUES ('KYC00050', 'P10105', '2022-12-27', 95, 'C5', '低', '2024-12-26', '柜面', 'E0064');
INSERT INTO 风险评估 VALUES ('KYC00051', 'P10047', '2024-09-03', 24, 'C2', '低', '2025-09-03', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00052', 'P10025', '2023-05-05', 56, 'C3', '中', '2024-05-04', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00053', 'P10079', '2022-06-03', 29, 'C2', '中', '2023-06-03', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00054', 'P10067', '2021-10-05', 85, 'C5', '低', '2023-10-05', '柜面', 'E0037');
INSERT INTO 风险评估 VALUES ('KYC00055', 'P10010', '2024-10-21', 18, 'C1', '低', '2025-10-21', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00056', 'P10041', '2024-03-28', 18, 'C1', '低', '2025-03-28', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00057', 'P10038', '2024-05-06', 52, 'C3', '低', '2025-05-06', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00058', 'P10088', '2023-06-11', 70, 'C4', '低', '2025-06-10', '柜面', 'E0029');
INSERT INTO 风险评估 VALUES ('KYC00059', 'P10088', '2025-02-22', 96, 'C5', '低', '2026-02-22', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00060', 'P10123', '2021-03-25', 52, 'C3', '低', '2022-03-25', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00061', 'P10123', '2023-02-14', 80, 'C5', '中', '2025-02-13', '柜面', 'E0086');
INSERT INTO 风险评估 VALUES ('KYC00062', 'P10121', '2024-12-01', 61, 'C4', '低', '2026-12-01', '柜面', 'E0109');
INSERT INTO 风险评估 VALUES ('KYC00063', 'P10055', '2021-06-21', 13, 'C1', '低', '2022-06-21', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00064', 'P10055', '2024-07-05', 86, 'C5', '低', '2025-07-05', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00065', 'P10005', '2023-03-07', 45, 'C3', '高', '2024-03-06', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00066', 'P10094', '2023-09-24', 25, 'C2', '低', '2024-09-23', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00067', 'P10094', '2024-11-24', 51, 'C3', '低', '2025-11-24', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00068', 'P10086', '2024-01-11', 18, 'C1', '低', '2025-01-10', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00069', 'P10119', '2025-03-14', 71, 'C4', '中', '2026-03-14', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00070', 'P10074', '2022-10-26', 23, 'C2', '低', '2023-10-26', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00071', 'P10112', '2024-01-05', 48, 'C3', '低', '2026-01-04', '柜面', 'E0054');
INSERT INTO 风险评估 VALUES ('KYC00072', 'P10048', '2023-02-22', 29, 'C2', '低', '2025-02-21', '柜面', 'E0103');
INSERT INTO 风险评估 VALUES ('KYC00073', 'P10054', '2024-02-22', 44, 'C3', '低', '2025-02-21', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00074', 'P10117', '2022-11-22', 26, 'C2', '低', '2023-11-22', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00075', 'P10117', '2024-10-08', 32, 'C2', '中', '2025-10-08', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00076', 'P10100', '2025-01-11', 69, 'C4', '低', '2026-01-11', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00077', 'P10014', '2023-11-24', 62, 'C4', '高', '2025-11-23', '柜面', 'E0011');
INSERT INTO 风险评估 VALUES ('KYC00078', 'P10014', '2025-03-16', 41, 'C3', '低', '2026-03-16', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00079', 'P10032', '2022-03-02', 38, 'C2', '高', '2023-03-02', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00080', 'P10032', '2023-12-19', 82, 'C5', '低', '2025-12-18', '柜面', 'E0005');
INSERT INTO 风险评估 VALUES ('KYC00081', 'P10058', '2024-01-14', 68, 'C4', '低', '2025-01-13', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00082', 'P10122', '2023-11-06', 64, 'C4', '中', '2025-11-05', '柜面', 'E0037');
INSERT INTO 风险评估 VALUES ('KYC00083', 'P10016', '2025-01-25', 51, 'C3', '低', '2026-01-25', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00084', 'P10062', '2023-09-11', 86, 'C5', '低', '2024-09-10', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00085', 'P10062', '2025-03-13', 37, 'C2', '低', '2026-03-13', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00086', 'P10110', '2023-09-14', 80, 'C5', '低', '2025-09-13', '柜面', 'E0063');
INSERT INTO 风险评估 VALUES ('KYC00087', 'P10110', '2024-12-04', 33, 'C2', '低', '2025-12-04', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00088', 'P10024', '2024-05-05', 64, 'C4', '低', '2025-05-05', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00089', 'P10125', '2023-04-06', 69, 'C4', '低', '2025-04-05', '柜面', 'E0019');
INSERT INTO 风险评估 VALUES ('KYC00090', 'P10106', '2024-12-29', 27, 'C2', '中', '2026-12-29', '柜面', 'E0004');
INSERT INTO 风险评估 VALUES ('KYC00091', 'P10018', '2023-05-03', 49, 'C3', '低', '2025-05-02', '柜面', 'E0100');
INSERT INTO 风险评估 VALUES ('KYC00092', 'P10102', '2022-08-12', 29, 'C2', '低', '2023-08-12', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00093', 'P10019', '2024-04-18', 53, 'C3', '中', '2026-04-18', '柜面', 'E0022');
INSERT INTO 风险评估 VALUES ('KYC00094', 'P10095', '2021-01-30', 31, 'C2', '低', '2023-01-30', '柜面', 'E0100');
INSERT INTO 风险评估 VALUES ('KYC00095', 'P10059', '2025-01-20', 66, 'C4', '低', '2027-01-20', '柜面', 'E0103');
INSERT INTO 风险评估 VALUES ('KYC00096', 'P10042', '2021-02-28', 46, 'C3', '中', '2022-02-28', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00097', 'P10042', '2022-08-30', 82, 'C5', '中', '2023-08-30', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00098', 'P10116', '2023-08-03', 82, 'C5', '低', '2025-08-02', '柜面', 'E0012');
INSERT INTO 风险评估 VALUES ('KYC00099', 'P10116', '2025-02-03', 80, 'C5', '低', '2026-02-03', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00100', 'P10129', '2021-08-11', 93, 'C5', '低', '2022-08-11', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00101', 'P10077', '2023-12-11', 51, 'C3', '中', '2024-12-10', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00102', 'P10077', '2025-01-06', 41, 'C3', '低', '2026-01-06', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00103', 'P10081', '2024-12-07', 27, 'C2', '高', '2025-12-07', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00104', 'P10071', '2022-01-19', 64, 'C4', '中', '2023-01-19', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00105', 'P10069', '2024-02-10', 28, 'C2', '高', '2025-02-09', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00106', 'P10050', '2023-07-03', 93, 'C5', '中', '2024-07-02', '网上银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00107', 'P10118', '2021-12-04', 78, 'C4', '低', '2022-12-04', '手机银行', NULL);
INSERT INTO 风险评估 VALUES ('KYC00108', 'P10098', '2022-12-12', 39, 'C2', '低', '2024-12-11', '柜面', 'E0004');
INSERT INTO 风险评估 VALUES ('KYC00109', 'P10011', '2025-02-01', 71, 'C4', '低', '2026-02-01', '手机银行', NULL);

INSERT INTO 币种 VALUES ('CNY', '人民币', '¥', '否', 1);
INSERT INTO 币种 VALUES ('USD', '美元', '$', '是', 100);
INSERT INTO 币种 VALUES ('EUR', '欧元', '€', '是', 100);
INSERT INTO 币种 VALUES ('JPY', '日元', '¥', '是', 100);
INSERT INTO 币种 VALUES ('HKD', '港币', 'HK$', '是', 100);
INSERT INTO 币种 VALUES ('GBP', '英镑', '£', '是', 100);
INSERT INTO 币种 VALUES ('AUD', '澳大利亚元', 'A$', '是', 100);

INSERT INTO acct VALUES ('3300510000001', 'P10001', NULL, '个人活期', 'CNY', 'B005', '2022-11-14', 54784.33, 54784.33, 0.1, '正常', '2025-03-25', '网上银行');
INSERT INTO acct VALUES ('3301010000002', 'P10002', NULL, '个人活期', 'CNY', 'B010', '2016-09-19', 456915.75, 456915.75, 0.1, '正常', '2025-03-31', '手机银行');
INSERT INTO acct VALUES ('3300910000003', 'P10003', NULL, '个人活期', 'CNY', 'B009', '2020-12-23', 18445.46, 18445.46, 0.1, '正常', '2024-09-30', '柜面');
INSERT INTO acct VALUES ('3301010000004', 'P10004', NULL, '个人活期', 'CNY', 'B010', '2019-09-01', 553983.04, 553983.04, 0.1, '正常', '2025-02-12', '柜面');
INSERT INTO acct VALUES ('3300410000005', 'P10005', NULL, '个人活期', 'CNY', 'B004', '2021-01-27', 46474.62, 0.0, 0.1, '挂失', '2021-06-28', '柜面');
INSERT INTO acct VALUES ('3300210000006', 'P10006', NULL, '个人活期', 'CNY', 'B002', '2024-05-27', 446723.91, 446723.91, 0.1, '正常', '2024-08-18', '手机银行');
INSERT INTO acct VALUES ('3301310000007', 'P10007', NULL, '个人活期', 'CNY', 'B013', '2023-11-25', 45837.52, 45837.52, 0.1, '正常', '2025-03-07', '柜面');
INSERT INTO acct VALUES ('3301710000008', 'P10008', NULL, '个人活期', 'CNY', 'B017', '2018-11-18', 31280.32, 31280.32, 0.1, '正常', '2024-11-29', '柜面');
INSERT INTO acct VALUES ('3300610000009', 'P10009', NULL, '个人活期', 'CNY', 'B006', '2013-09-12', 21053.95, 21053.95, 0.1, '正常', '2024-11-15', '手机银行');
INSERT INTO acct VALUES ('3300210000010', 'P10010', NULL, '个人活期', 'CNY', 'B002', '2009-09-08', 22.46, 0.0, 0.1, '久悬', '2019-01-29', '柜面');
INSERT INTO acct VALUES ('3301410000011', 'P10011', NULL, '个人活期', 'CNY', 'B014', '2024-10-07', 6471.87, 6471.87, 0.1, '正常', '2024-10-07', '网上银行');
INSERT INTO acct VALUES ('3300510000012', 'P10012', NULL, '个人活期', 'CNY', 'B005', '2018-08-31', 53850.22, 53850.22, 0.1, '正常', '2024-12-01', '柜面');
INSERT INTO acct VALUES ('3300310000013', 'P10013', NULL, '个人活期', 'CNY', 'B003', '2020-11-20', 247488.54, 247488.54, 0.1, '正常', '2025-03-29', '网上银行');
INSERT INTO acct VALUES ('3300210000014', 'P10014', NULL, '个人活期', 'CNY', 'B002', '2023-10-28', 9455.04, 9455.04, 0.1, '正常', '2025-01-13', '柜面');
INSERT INTO acct VALUES ('3300310000015', 'P10015', NULL, '个人活期', 'CNY', 'B003', '2019-08-23', 398325.57, 398325.57, 0.1, '正常', '2025-02-14', '柜面');
INSERT INTO acct VALUES ('3300410000016', 'P10016', NULL, '个人活期', 'CNY', 'B004', '2018-04-16', 524846.8, 524846.8, 0.1, '正常', '2025-02-12', '手机银行');
INSERT INTO acct VALUES ('3301710000017', 'P10017', NULL, '个人活期', 'CNY', 'B017', '2024-08-19', 7855.17, 7855.17, 0.1, '正常', '2024-11-12', '网上银行');
INSERT INTO acct VALUES ('3301710000018', 'P10018', NULL, '个人活期', 'CNY', 'B017', '2022-09-13', 382916.51, 382916.51, 0.1, '正常', '2024-12-30', '柜面');
INSERT INTO acct VALUES ('3300410000019', 'P10019', NULL, '个人活期', 'CNY', 'B004', '2019-06-29', 439482.85, 439482.85, 0.1, '正常', '2024-02-06', '手机银行');
INSERT INTO acct VALUES ('3301710000020', 'P10021', NULL, '个人活期', 'CNY', 'B017', '2023-06-24', 349924.99, 349924.99, 0.1, '正常', '2025-03-01', '手机银行');
INSERT INTO acct VALUES ('3300910000021', 'P10022', NULL, '个人活期', 'CNY', 'B009', '2014-08-28', 55200.72, 55200.72, 0.1, '正常', '2025-01-09', '柜面');
INSERT INTO acct VALUES ('3300510000022', 'P10023', NULL, '个人活期', 'CNY', 'B005', '2013-11-29', 58069.5, 58069.5, 0.1, '正常', '2025-01-23', '手机银行');
INSERT INTO acct VALUES ('3300410000023', 'P10024', NULL, '个人活期', 'CNY', 'B004', '2018-08-16', 57.08, 0.0, 0.1, '久悬', '2019-08-04', '柜面');
INSERT INTO acct VALUES ('3301210000024', 'P10025', NULL, '个人活期', 'CNY', 'B012', '2017-07-22', 340419.63, 340419.63, 0.1, '正常', '2025-03-13', '柜面');
INSERT INTO acct VALUES ('3301910000025', 'P10026', NULL, '个人活期', 'CNY', 'B019', '2019-06-18', 260171.52, 260171.52, 0.1, '正常', '2021-08-08', '手机银行');
INSERT INTO acct VALUES ('3301410000026', 'P10027', NULL, '个人活期', 'CNY', 'B014', '2023-06-04', 525410.94, 525410.94, 0.1, '正常', '2025-02-10', '柜面');
INSERT INTO acct VALUES ('3300910000027', 'P10028', NULL, '个人活期', 'CNY', 'B009', '2018-06-20', 3754.92, 3754.92, 0.1, '正常', '2025-03-22', '柜面');
INSERT INTO acct VALUES ('3300210000028', 'P10029', NULL, '个人活期', 'CNY', 'B002', '2018-01-02', 571200.85, 571200.85, 0.1, '正常', '2021-11-22', '手机银行');
INSERT INTO acct VALUES ('3301510000029', 'P10030', NULL, '个人活期', 'CNY', 'B015', '2015-09-18', 33742.26, 33742.26, 0.1, '正常', '2021-09-06', '柜面');
INSERT INTO acct VALUES ('3301110000030', 'P10031', NULL, '个人活期', 'CNY', 'B011', '2015-12-24', 403791.0, 403791.0, 0.1, '正常', '2025-02-02', '柜面');
INSERT INTO acct VALUES ('3300110000031', 'P10032', NULL, '个人活期', 'CNY', 'B001', '2020-10-17', 15615.82, 15615.82, 0.1, '正常', '2024-11-28', '网上银行');
INSERT INTO acct VALUES ('3301010000032', 'P10033', NULL, '个人活期', 'CNY', 'B010', '2018-12-03', 402952.21, 402952.21, 0.1, '正常', '2025-02-26', '网上银行');
INSERT INTO acct VALUES ('3301210000033', 'P10035', NULL, '个人活期', 'CNY', 'B012', '2017-04-18', 40571.68, 40571.68, 0.1, '正常', '2025-03-15', '柜面');
INSERT INTO acct VALUES ('3301310000034', 'P10036', NULL, '个人活期', 'CNY', 'B013', '2014-11-04', 47226.09, 47226.09, 0.1, '正常', '2025-03-15', '网上银行');
INSERT INTO acct VALUES ('3300910000035', 'P10037', NULL, '个人活期', 'CNY', 'B009', '2018-03-08', 329888.24, 329888.24, 0.1, '正常', '2024-11-29', '手机银行');
INSERT INTO acct VALUES ('3302010000036', 'P10038', NULL, '个人活期', 'CNY', 'B020', '2023-08-25', 251563.0, 251563.0, 0.1, '正常', '2025-03-16', '柜面');
INSERT INTO acct VALUES ('3301410000037', 'P10039', NULL, '个人活期', 'CNY', 'B014', '2023-10-09', 52098.78, 52098.78, 0.1, '正常', '2023-10-25', '柜面');
INSERT INTO acct VALUES ('3301910000038', 'P10041', NULL, '个人活期', 'CNY', 'B019', '2022-10-11', 226146.88, 226146.88, 0.1, '正常', '2025-02-27', '网上银行');
INSERT INTO acct VALUES ('3300510000039', 'P10042', NULL, '个人活期', 'CNY', 'B005', '2017-08-31', 199320.88, 199320.88, 0.1, '正常', '2024-11-21', '手机银行');
INSERT INTO acct VALUES ('3300110000040', 'P10043', NULL, '个人活期', 'CNY', 'B001', '2013-10-29', 53913.7, 53913.7, 0.1, '正常', '2025-02-11', '手机银行');
INSERT INTO acct VALUES ('3300510000041', 'P10044', NULL, '个人活期', 'CNY', 'B005', '2015-10-19', 305881.76, 305881.76, 0.1, '正常', '2025-01-14', '手机银行');
INSERT INTO acct VALUES ('3300610000042', 'P10045', NULL, '个人活期', 'CNY', 'B006', '2017-06-06', 515190.05, 515190.05, 0.1, '正常', '2023-09-25', '柜面');
INSERT INTO acct VALUES ('3300710000043', 'P10046', NULL, '个人活期', 'CNY', 'B007', '2015-03-28', 3416.95, 3416.95, 0.1, '正常', '2025-01-05', '手机银行');
INSERT INTO acct VALUES ('3300410000044', 'P10047', NULL, '个人活期', 'CNY', 'B004', '2018-11-06', 13549.19, 13549.19, 0.1, '正常', '2025-03-31', '手机银行');
INSERT INTO acct VALUES ('3301810000045', 'P10048', NULL, '个人活期', 'CNY', 'B018', '2022-01-25', 590659.07, 590659.07, 0.1, '正常', '2022-01-27', '柜面');
INSERT INTO acct VALUES ('3300210000046', 'P10049', NULL, '个人活期', 'CNY', 'B002', '2015-01-19', 37037.12, 37037.12, 0.1, '正常', '2025-02-12', '网上银行');
INSERT INTO acct VALUES ('3300910000047', 'P10050', NULL, '个人活期', 'CNY', 'B009', '2014-04-02', 2964.03, 2964.03, 0.1, '正常', '2017-09-12', '手机银行');
INSERT INTO acct VALUES ('3300610000048', 'P10051', NULL, '个人活期', 'CNY', 'B006', '2020-10-08', 32278.7, 32278.7, 0.1, '正常', '2024-06-07', '柜面');
INSERT INTO acct VALUES ('3300210000049', 'P10052', NULL, '个人活期', 'CNY', 'B002', '2014-04-06', 47251.93, 47251.93, 0.1, '正常', '2024-11-27', '手机银行');
INSERT INTO acct VALUES ('3301910000050', 'P10053', NULL, '个人活期', 'CNY', 'B019', '2020-01-31', 5896.16, 5896.16, 0.1, '正常', '2024-12-21', '手机银行');
INSERT INTO acct VALUES ('3300110000051', 'P10054', NULL, '个人活期', 'CNY', 'B001', '2011-09-13', 522714.22, 522714.22, 0.1, '正常', '2025-01-30', '柜面');
INSERT INTO acct VALUES ('3300510000052', 'P10055', NULL, '个人活期', 'CNY', 'B005', '2018-08-27', 49955.95, 49955.95, 0.1, '正常', '2025-03-27', '柜面');
INSERT INTO acct VALUES ('3300510000053', 'P10056', NULL, '个人活期', 'CNY', 'B005', '2018-12-25', 21607.27, 21607.27, 0.1, '正常', '2025-01-21', '柜面');
INSERT INTO acct VALUES ('3300210000054', 'P10057', NULL, '个人活期', 'CNY', 'B002', '2013-08-09', 1201.9, 1201.9, 0.1, '正常', '2025-02-16', '网上银行');
INSERT INTO acct VALUES ('3301510000055', 'P10058', NULL, '个人活期', 'CNY', 'B015', '2016-09-19', 558280.44, 558280.44, 0.1, '正常', '2024-10-05', '柜面');
INSERT INTO acct VALUES ('3301810000056', 'P10059', NULL, '个人活期', 'CNY', 'B018', '2023-05-16', 4417.6, 4417.6, 0.1, '正常', '2025-03-23', '柜面');
INSERT INTO acct VALUES ('3300910000057', 'P10060', NULL, '个人活期', 'CNY', 'B009', '2020-11-25', 256841.0, 256841.0, 0.1, '正常', '2025-03-08', '柜面');
INSERT INTO acct VALUES ('3300110000058', 'P10061', NULL, '个人活期', 'CNY', 'B001', '2010-10-17', 20928.58, 20928.58, 0.1, '正常', '2020-09-08', '柜面');
INSERT INTO acct VALUES ('3300610000059', 'P10062', NULL, '个人活期', 'CNY', 'B006', '2023-09-10', 252090.7, 252090.7, 0.1, '正常', '2024-01-16', '网上银行');
INSERT INTO acct VALUES ('3300910000060', 'P10063', NULL, '个人活期', 'CNY', 'B009', '2024-07-03', 22301.04, 22301.04, 0.1, '正常', '2025-03-05', '手机银行');
INSERT INTO acct VALUES ('3301510000061', 'P10064', NULL, '个人活期', 'CNY', 'B015', '2022-05-25', 51224.9, 51224.9, 0.1, '正常', '2025-02-25', '手机银行');
INSERT INTO acct VALUES ('3300210000062', 'P10066', NULL, '个人活期', 'CNY', 'B002', '2015-12-03', 8.73, 0.0, 0.1, '久悬', '2016-03-26', '柜面');
INSERT INTO acct VALUES ('3300610000063', 'P10067', NULL, '个人活期', 'CNY', 'B006', '2011-01-12', 48643.2, 48643.2, 0.1, '正常', '2025-02-20', '手机银行');
INSERT INTO acct VALUES ('3301210000064', 'P10068', NULL, '个人活期', 'CNY', 'B012', '2024-12-01', 240391.35, 240391.35, 0.1, '正常', '2025-01-10', '柜面');
INSERT INTO acct VALUES ('3301610000065', 'P10069', NULL, '个人活期', 'CNY', 'B016', '2018-05-31', 539843.83, 539843.83, 0.1, '正常', '2019-04-15', '柜面');
INSERT INTO acct VALUES ('3300910000066', 'P10070', NULL, '个人活期', 'CNY', 'B009', '2016-05-22', 533848.2, 533848.2, 0.1, '正常', '2024-11-13', '柜面');
INSERT INTO acct VALUES ('3300610000067', 'P10071', NULL, '个人活期', 'CNY', 'B006', '2021-02-16', 87919.42, 87919.42, 0.1, '正常', '2024-12-18', '柜面');
INSERT INTO acct VALUES ('3300610000068', 'P10072', NULL, '个人活期', 'CNY', 'B006', '2021-02-17', 24946.43, 24946.43, 0.1, '正常', '2023-08-05', '手机银行');
INSERT INTO acct VALUES ('3300510000069', 'P10073', NULL, '个人活期', 'CNY', 'B005', '2024-01-20', 334242.73, 334242.73, 0.1, '正常', '2024-10-24', '手机银行');
INSERT INTO acct VALUES ('3300110000070', 'P10074', NULL, '个人活期', 'CNY', 'B001', '2011-08-17', 16764.79, 16764.79, 0.1, '正常', '2025-01-05', '手机银行');
INSERT INTO acct VALUES ('3300710000071', 'P10075', NULL, '个人活期', 'CNY', 'B007', '2020-11-25', 212529.93, 212529.93, 0.1, '正常', '2022-08-25', '手机银行');
INSERT INTO acct VALUES ('3300510000072', 'P10076', NULL, '个人活期', 'CNY', 'B005', '2018-01-14', 49065.09, 0.0, 0.1, '冻结', '2023-07-01', '柜面');
INSERT INTO acct VALUES ('3301810000073', 'P10077', NULL, '个人活期', 'CNY', 'B018', '2020-09-29', 21111.86, 21111.86, 0.1, '正常', '2025-01-15', '手机银行');
INSERT INTO acct VALUES ('3301510000074', 'P10079', NULL, '个人活期', 'CNY', 'B015', '2017-11-14', 42204.01, 42204.01, 0.1, '正常', '2022-01-21', '柜面');
INSERT INTO acct VALUES ('3300610000075', 'P10080', NULL, '个人活期', 'CNY', 'B006', '2016-04-28', 511780.99, 511780.99, 0.1, '正常', '2025-01-21', '柜面');
INSERT INTO acct VALUES ('3300710000076', 'P10081', NULL, '个人活期', 'CNY', 'B007', '2023-10-15', 15013.9, 15013.9, 0.1, '正常', '2025-01-24', '柜面');
INSERT INTO acct VALUES ('3300610000077', 'P10082', NULL, '个人活期', 'CNY', 'B006', '2011-12-12', 54007.41, 54007.41, 0.1, '正常', '2025-03-09', '柜面');
INSERT INTO acct VALUES ('3300410000078', 'P10083', NULL, '个人活期', 'CNY', 'B004', '2019-10-12', 33381.53, 33381.53, 0.1, '正常', '2021-02-05', '柜面');
INSERT INTO acct VALUES ('3300610000079', 'P10084', NULL, '个人活期', 'CNY', 'B006', '2016-12-12', 310609.83, 310609.83, 0.1, '正常', '2024-11-11', '网上银行');
INSERT INTO acct VALUES ('3300410000080', 'P10085', NULL, '个人活期', 'CNY', 'B004', '2021-06-07', 30798.81, 30798.81, 0.1, '正常', '2024-10-27', '柜面');
INSERT INTO acct VALUES ('3301710000081', 'P10086', NULL, '个人活期', 'CNY', 'B017', '2020-02-23', 551255.86, 0.0, 0.1, '挂失', '2020-03-29', '柜面');
INSERT INTO acct VALUES ('3300610000082', 'P10087', NULL, '个人活期', 'CNY', 'B006', '2012-07-23', 155250.29, 155250.29, 0.1, '正常', '2025-03-07', '手机银行');
INSERT INTO acct VALUES ('3300510000083', 'P10088', NULL, '个人活期', 'CNY', 'B005', '2022-04-28', 23732.28, 23732.28, 0.1, '正常', '2024-03-26', '柜面');
INSERT INTO acct VALUES ('3300210000084', 'P10089', NULL, '个人活期', 'CNY', 'B002', '2013-05-03', 265961.17, 265961.17, 0.1, '正常', '2023-02-14', '手机银行');
INSERT INTO acct VALUES ('3300610000085', 'P10090', NULL, '个人活期', 'CNY', 'B006', '2017-01-09', 243210.18, 243210.18, 0.1, '正常', '2024-12-16', '手机银行');
INSERT INTO acct VALUES ('3301110000086', 'P10091', NULL, '个人活期', 'CNY', 'B011', '2014-02-26', 34.38, 0.0, 0.1, '久悬', '2019-04-01', '手机银行');
INSERT INTO acct VALUES ('3301810000087', 'P10092', NULL, '个人活期', 'CNY', 'B018', '2023-02-13', 285872.28, 285872.28, 0.1, '正常', '2025-03-29', '手机银行');
INSERT INTO acct VALUES ('3301910000088', 'P10093', NULL, '个人活期', 'CNY', 'B019', '2019-08-05', 38927.52, 38927.52, 0.1, '正常', '2024-12-12', '柜面');
INSERT INTO acct VALUES ('3300710000089', 'P10094', NULL, '个人活期', 'CNY', 'B007', '2023-07-05', 2410.24, 2410.24, 0.1, '正常', '2025-02-21', '手机银行');
INSERT INTO acct VALUES ('3301710000090', 'P10095', NULL, '个人活期', 'CNY', 'B017', '2018-12-18', 266143.14, 266143.14, 0.1, '正常', '2025-01-08', '手机银行');
INSERT INTO acct VALUES ('3300110000091', 'P10096', NULL, '个人活期', 'CNY', 'B001', '2016-11-30', 54948.23, 54948.23, 0.1, '正常', '2025-01-18', '手机银行');
INSERT INTO acct VALUES ('3300510000092', 'P10097', NULL, '个人活期', 'CNY', 'B005', '2020-08-08', 21919.94, 21919.94, 0.1, '正常', '2024-11-27', '柜面');
INSERT INTO acct VALUES ('3300110000093', 'P10098', NULL, '个人活期', 'CNY', 'B001', '2010-08-09', 3358.34, 3358.34, 0.1, '正常', '2024-12-27', '网上银行');
INSERT INTO acct VALUES ('3301410000094', 'P10099', NULL, '个人活期', 'CNY', 'B014', '2016-07-11', 34459.12, 34459.12, 0.1, '正常', '2025-01-06', '手机银行');
INSERT INTO acct VALUES ('3301710000095', 'P10100', NULL, '个人活期', 'CNY', 'B017', '2023-09-26', 46471.03, 46471.03, 0.1, '正常', '2023-10-22', '手机银行');
INSERT INTO acct VALUES ('3301910000096', 'P10101', NULL, '个人活期', 'CNY', 'B019', '2024-06-16', 24939.83, 24939.83, 0.1, '正常', '2025-03-17', '柜面');
INSERT INTO acct VALUES ('3300510000097', 'P10102', NULL, '个人活期', 'CNY', 'B005', '2018-08-06', 189071.92, 189071.92, 0.1, '正常', '2025-01-21', '手机银行');
INSERT INTO acct VALUES ('3300210000098', 'P10104', NULL, '个人活期', 'CNY', 'B002', '2024-10-30', 19569.09, 19569.09, 0.1, '正常', '2025-03-09', '柜面');
INSERT INTO acct VALUES ('3301110000099', 'P10105', NULL, '个人活期', 'CNY', 'B011', '2014-06-30', 42339.1, 42339.1, 0.1, '正常', '2025-02-17', '手机银行');
INSERT INTO acct VALUES ('3300510000100', 'P10106', NULL, '个人活期', 'CNY', 'B005', '2024-12-29', 31013.23, 31013.23, 0.1, '正常', '2025-01-26', '柜面');
INSERT INTO acct VALUES ('3300310000101', 'P10108', NULL, '个人活期', 'CNY', 'B003', '2018-05-22', 42303.15, 42303.15, 0.1, '正常', '2025-03-31', '柜面');
INSERT INTO acct VALUES ('3300910000102', 'P10109', NULL, '个人活期', 'CNY', 'B009', '2022-09-17', 553859.73, 553859.73, 0.1, '正常', '2024-11-29', '手机银行');
INSERT INTO acct VALUES ('3301110000103', 'P10110', NULL, '个人活期', 'CNY', 'B011', '2023-06-18', 2928.35, 2928.35, 0.1, '正常', '2024-10-15', '柜面');
INSERT INTO acct VALUES ('3300510000104', 'P10111', NULL, '个人活期', 'CNY', 'B005', '2024-09-23', 27106.01, 27106.01, 0.1, '正常', '2025-03-25', '柜面');
INSERT INTO acct VALUES ('3300910000105', 'P10112', NULL, '个人活期', 'CNY', 'B009', '2016-11-08', 243584.02, 243584.02, 0.1, '正常', '2017-03-31', '网上银行');
INSERT INTO acct VALUES ('3300410000106', 'P10113', NULL, '个人活期', 'CNY', 'B004', '2017-11-14', 591929.8, 591929.8, 0.1, '正常', '2024-11-14', '网上银行');
INSERT INTO acct VALUES ('3300510000107', 'P10114', NULL, '个人活期', 'CNY', 'B005', '2021-12-06', 16265.17, 16265.17, 0.1, '正常', '2025-03-05', '手机银行');
INSERT INTO acct VALUES ('3300210000108', 'P10115', NULL, '个人活期', 'CNY', 'B002', '2023-11-14', 9807.83, 9807.83, 0.1, '正常', '2024-09-17', '手机银行');
INSERT INTO acct VALUES ('3300210000109', 'P10116', NULL, '个人活期', 'CNY', 'B002', '2012-09-28', 28367.17, 28367.17, 0.1, '正常', '2025-02-04', '手机银行');
INSERT INTO acct VALUES ('3301610000110', 'P10117', NULL, '个人活期', 'CNY', 'B016', '2021-10-09', 13234.53, 13234.53, 0.1, '正常', '2024-07-11', '柜面');
INSERT INTO acct VALUES ('3300910000111', 'P10118', NULL, '个人活期', 'CNY', 'B009', '2020-03-28', 26521.96, 26521.96, 0.1, '正常', '2024-12-24', '柜面');
INSERT INTO acct VALUES ('3300210000112', 'P10119', NULL, '个人活期', 'CNY', 'B002', '2012-01-07', 40804.97, 0.0, 0.1, '冻结', '2017-06-14', '手机银行');
INSERT INTO acct VALUES ('3301910000113', 'P10121', NULL, '个人活期', 'CNY', 'B019', '2024-05-23', 34567.88, 34567.88, 0.1, '正常', '2024-12-15', '柜面');
INSERT INTO acct VALUES ('3300610000114', 'P10122', NULL, '个人活期', 'CNY', 'B006', '2021-10-09', 49529.23, 49529.23, 0.1, '正常', '2024-10-31', '手机银行');
INSERT INTO acct VALUES ('3301510000115', 'P10123', NULL, '个人活期', 'CNY', 'B015', '2015-09-16', 50683.98, 50683.98, 0.1, '正常', '2024-10-29', '柜面');
INSERT INTO acct VALUES ('3300110000116', 'P10124', NULL, '个人活期', 'CNY', 'B001', '2020-10-01', 32013.56, 32013.56, 0.1, '正常', '2024-12-13', '手机银行');
INSERT INTO acct VALUES ('3300310000117', 'P10125', NULL, '个人活期', 'CNY', 'B003', '2017-11-26', 215597.22, 215597.22, 0.1, '正常', '2019-01-07', '手机银行');
INSERT INTO acct VALUES ('3300510000118', 'P10126', NULL, '个人活期', 'CNY', 'B005', '2021-02-24', 41973.84, 41973.84, 0.1, '正常', '2023-06-04', '手机银行');
INSERT INTO acct VALUES ('3300410000119', 'P10127', NULL, '个人活期', 'CNY', 'B004', '2021-03-11', 29661.36, 29661.36, 0.1, '正常', '2025-03-14', '网上银行');
INSERT INTO acct VALUES ('3300210000120', 'P10129', NULL, '个人活期', 'CNY', 'B002', '2015-01-09', 200701.05, 200701.05, 0.1, '正常', '2021-03-29', '网上银行');
INSERT INTO acct VALUES ('3300210000121', 'P10130', NULL, '个人活期', 'CNY', 'B002', '2021-03-21', 11919.59, 11919.59, 0.1, '正常', '2024-12-25', '柜面');
INSERT INTO acct VALUES ('3301930000122', 'P10026', NULL, '个人活期', 'USD', 'B019', '2024-02-18', 9597.5, 9597.5, 0.3, '正常', '2024-03-10', '网上银行');
INSERT INTO acct VALUES ('3300530000123', 'P10042', NULL, '个人活期', 'HKD', 'B005', '2017-09-06', 16843.26, 16843.26, 0.2, '正常', '2022-11-20', '手机银行');
INSERT INTO acct VALUES ('3300630000124', 'P10071', NULL, '个人活期', 'EUR', 'B006', '2024-10-27', 10107.35, 10107.35, 0.05, '正常', '2024-10-27', '手机银行');
INSERT INTO acct VALUES ('3301030000125', 'P10004', NULL, '个人活期', 'EUR', 'B010', '2022-06-13', 18318.0, 18318.0, 0.05, '正常', '2022-07-13', '手机银行');
INSERT INTO acct VALUES ('3300530000126', 'P10044', NULL, '个人活期', 'JPY', 'B005', '2024-02-22', 2655945.96, 2655945.96, 0.0001, '正常', '2024-09-08', '手机银行');
INSERT INTO acct VALUES ('3300430000127', 'P10019', NULL, '个人活期', 'USD', 'B004', '2024-10-19', 8121.28, 8121.28, 0.3, '正常', '2024-10-19', '手机银行');
INSERT INTO acct VALUES ('3300930000128', 'P10037', NULL, '个人活期', 'USD', 'B009', '2023-05-14', 24280.27, 24280.27, 0.3, '正常', '2023-11-10', '柜面');
INSERT INTO acct VALUES ('3300730000129', 'P10075', NULL, '个人活期', 'USD', 'B007', '2021-11-09', 27466.82, 27466.82, 0.3, '正常', '2024-03-30', '柜面');
INSERT INTO acct VALUES ('3300220000130', 'P10057', NULL, '个人定期', 'CNY', 'B002', '2019-10-05', 0.0, 0.0, NULL, '正常', '2023-02-10', '柜面');
INSERT INTO acct VALUES ('3301920000131', 'P10121', NULL, '个人定期', 'CNY', 'B019', '2024-06-01', 410000.0, 410000.0, NULL, '正常', '2025-02-17', '柜面');
INSERT INTO acct VALUES ('3300320000132', 'P10015', NULL, '个人定期', 'CNY', 'B003', '2022-02-08', 85000.0, 85000.0, NULL, '正常', '2024-05-01', '柜面');
INSERT INTO acct VALUES ('3300620000133', 'P10082', NULL, '个人定期', 'CNY', 'B006', '2019-10-21', 493000.0, 493000.0, NULL, '正常', '2022-06-13', '柜面');
INSERT INTO acct VALUES ('3300120000134', 'P10061', NULL, '个人定期', 'CNY', 'B001', '2021-05-15', 377000.0, 377000.0, NULL, '正常', '2021-07-17', '柜面');
INSERT INTO acct VALUES ('3300920000135', 'P10060', NULL, '个人定期', 'CNY', 'B009', '2023-02-04', 364000.0, 364000.0, NULL, '正常', '2024-08-03', '柜面');
INSERT INTO acct VALUES ('3300520000136', 'P10044', NULL, '个人定期', 'CNY', 'B005', '2023-04-23', 0.0, 0.0, NULL, '正常', '2023-05-31', '柜面');
INSERT INTO acct VALUES ('3300620000137', 'P10071', NULL, '个人定期', 'CNY', 'B006', '2021-05-16', 702000.0, 702000.0, NULL, '正常', '2025-03-02', '柜面');
INSERT INTO acct VALUES ('3301520000138', 'P10123', NULL, '个人定期', 'CNY', 'B015', '2020-08-27', 204000.0, 204000.0, NULL, '正常', '2022-07-31', '柜面');
INSERT INTO acct VALUES ('3300620000139', 'P10045', NULL, '个人定期', 'CNY', 'B006', '2020-10-18', 0.0, 0.0, NULL, '正常', '2022-02-17', '柜面');
INSERT INTO acct VALUES ('3300720000140', 'P10046', NULL, '个人定期', 'CNY', 'B007', '2023-02-25', 46000.0, 46000.0, NULL, '正常', '2024-07-12', '柜面');
INSERT INTO acct VALUES ('3300220000141', 'P10129', NULL, '个人定期', 'CNY', 'B002', '2024-05-05', 348000.0, 348000.0, NULL, '正常', '2024-09-27', '柜面');
INSERT INTO acct VALUES ('3300520000142', 'P10073', NULL, '个人定期', 'CNY', 'B005', '2024-03-04', 274000.0, 274000.0, NULL, '正常', '2024-09-21', '柜面');
INSERT INTO acct VALUES ('3300420000143', 'P10047', NULL, '个人定期', 'CNY', 'B004', '2020-07-10', 0.0, 0.0, NULL, '正常', '2023-01-09', '柜面');
INSERT INTO acct VALUES ('3301020000144', 'P10004', NULL, '个人定期', 'CNY', 'B010', '2019-11-17', 0.0, 0.0, NULL, '正常', '2022-12-22', '柜面');
INSERT INTO acct VALUES ('3301820000145', 'P10059', NULL, '个人定期', 'CNY', 'B018', '2024-02-04', 58000.0, 58000.0, NULL, '正常', '2024-08-04', '柜面');
INSERT INTO acct VALUES ('3301920000146', 'P10093', NULL, '个人定期', 'CNY', 'B019', '2019-09-24', 0.0, 0.0, NULL, '正常', '2020-07-01', '柜面');
INSERT INTO acct VALUES ('3300520000147', 'P10114', NULL, '个人定期', 'CNY', 'B005', '2022-09-11', 0.0, 0.0, NULL, '正常', '2022-09-22', '柜面');
INSERT INTO acct VALUES ('3300620000148', 'P10122', NULL, '个人定期', 'CNY', 'B006', '2023-09-12', 0.0, 0.0, NULL, '正常', '2024-09-27', '柜面');
INSERT INTO acct VALUES ('3300220000149', 'P10010', NULL, '个人定期', 'CNY', 'B002', '2019-07-08', 252000.0, 252000.0, NULL, '正常', '2021-06-23', '柜面');
INSERT INTO acct VALUES ('3300920000150', 'P10003', NULL, '个人定期', 'CNY', 'B009', '2022-06-22', 272000.0, 272000.0, NULL, '正常', '2023-10-10', '柜面');
INSERT INTO acct VALUES ('3301820000151', 'P10048', NULL, '个人定期', 'CNY', 'B018', '2024-05-10', 0.0, 0.0, NULL, '正常', '2025-03-26', '柜面');
INSERT INTO acct VALUES ('3301620000152', 'P10117', NULL, '个人定期', 'CNY', 'B016', '2023-05-04', 386000.0, 386000.0, NULL, '正常', '2025-02-24', '柜面');
INSERT INTO acct VALUES ('3300920000153', 'P10109', NULL, '个人定期', 'CNY', 'B009', '2024-06-03', 92000.0, 92000.0, NULL, '正常', '2024-12-25', '柜面');
INSERT INTO acct VALUES ('3300120000154', 'P10054', NULL, '个人定期', 'CNY', 'B001', '2019-04-04', 0.0, 0.0, NULL, '正常', '2023-06-29', '柜面');
INSERT INTO acct VALUES ('3300620000155', 'P10087', NULL, '个人定期', 'CNY', 'B006', '2019-01-16', 0.0, 0.0, NULL, '正常', '2025-02-03', '柜面');
INSERT INTO acct VALUES ('3301550000156', NULL, 'C20001', '对公基本户', 'CNY', 'B015', '2018-04-24', 1250316.86, 1250316.86, 0.2, '正常', '2025-02-14', '柜面');
INSERT INTO acct VALUES ('3302050000157', NULL, 'C20002', '对公基本户', 'CNY', 'B020', '2021-12-22', 1669688.27, 1669688.27, 0.2, '正常', '2025-02-18', '柜面');
INSERT INTO acct VALUES ('3301750000158', NULL, 'C20003', '对公基本户', 'CNY', 'B017', '2019-11-18', 2282111.48, 2282111.48, 0.2, '正常', '2025-02-03', '柜面');
INSERT INTO acct VALUES ('3301050000159', NULL, 'C20004', '对公基本户', 'CNY', 'B010', '2024-04-04', 418624.38, 418624.38, 0.2, '正常', '2025-03-11', '柜面');
INSERT INTO acct VALUES ('3301550000160', NULL, 'C20005', '对公基本户', 'CNY', 'B015', '2022-08-30', 2426324.76, 2426324.76, 0.2, '正常', '2024-02-09', '柜面');
INSERT INTO acct VALUES ('3300150000161', NULL, 'C20006', '对公基本户', 'CNY', 'B001', '2023-03-31', 580850.75, 580850.75, 0.2, '正常', '2024-11-28', '柜面');
INSERT INTO acct VALUES ('3301350000162', NULL, 'C20007', '对公基本户', 'CNY', 'B013', '2023-05-30', 1771159.11, 1771159.11, 0.2, '正常', '2025-01-02', '柜面');
INSERT INTO acct VALUES ('3301850000163', NULL, 'C20008', '对公基本户', 'CNY', 'B018', '2023-04-21', 1107744.04, 1107744.04, 0.2, '正常', '2025-02-25', '柜面');
INSERT INTO acct VALUES ('3300150000164', NULL, 'C20009', '对公基本户', 'CNY', 'B001', '2017-01-19', 221656.63, 221656.63, 0.2, '正常', '2024-12-27', '柜面');
INSERT INTO acct VALUES ('3302050000165', NULL, 'C20010', '对公基本户', 'CNY', 'B020', '2023-08-12', 458523.65, 458523.65, 0.2, '正常', '2024-08-13', '柜面');
INSERT INTO acct VALUES ('3302050000166', NULL, 'C20011', '对公基本户', 'CNY', 'B020', '2023-12-07', 2163490.66, 2163490.66, 0.2, '正常', '2025-02-21', '柜面');
INSERT INTO acct VALUES ('3300650000167', NULL, 'C20012', '对公基本户', 'CNY', 'B006', '2016-02-04', 411179.34, 411179.34, 0.2, '正常', '2025-01-09', '柜面');
INSERT INTO acct VALUES ('3302050000168', NULL, 'C20013', '对公基本户', 'CNY', 'B020', '2021-03-24', 1725511.79, 1725511.79, 0.2, '正常', '2025-03-01', '柜面');
INSERT INTO acct VALUES ('3301950000169', NULL, 'C20014', '对公基本户', 'CNY', 'B019', '2021-06-14', 1731705.5, 1731705.5, 0.2, '正常', '2024-12-25', '柜面');
INSERT INTO acct VALUES ('3300650000170', NULL, 'C20015', '对公基本户', 'CNY', 'B006', '2020-11-05', 727174.48, 727174.48, 0.2, '正常', '2025-02-13', '柜面');
INSERT INTO acct VALUES ('3300150000171', NULL, 'C20016', '对公基本户', 'CNY', 'B001', '2019-09-06', 1586555.13, 1586555.13, 0.2, '正常', '2025-01-26', '柜面');
INSERT INTO acct VALUES ('3301350000172', NULL, 'C20017', '对公基本户', 'CNY', 'B013', '2024-08-22', 2411429.99, 2411429.99, 0.2, '正常', '2025-02-21', '柜面');
INSERT INTO acct VALUES ('3301650000173', NULL, 'C20018', '对公基本户', 'CNY', 'B016', '2021-01-31', 736923.7, 736923.7, 0.2, '正常', '2025-03-25', '柜面');
INSERT INTO acct VALUES ('3300250000174', NULL, 'C20019', '对公基本户', 'CNY', 'B002', '2017-12-31', 1879531.47, 1879531.47, 0.2, '正常', '2025-03-07', '柜面');
INSERT INTO acct VALUES ('3301950000175', NULL, 'C20021', '对公基本户', 'CNY', 'B019', '2022-08-15', 1429098.02, 1429098.02, 0.2, '正常', '2022-11-17', '柜面');
INSERT INTO acct VALUES ('3301650000176', NULL, 'C20022', '对公基本户', 'CNY', 'B016', '2024-08-20', 2442246.74, 2442246.74, 0.2, '正常', '2025-03-05', '柜面');
INSERT INTO acct VALUES ('3301350000177', NULL, 'C20023', '对公基本户', 'CNY', 'B013', '2018-10-04', 951672.11, 951672.11, 0.2, '正常', '2024-11-21', '柜面');
INSERT INTO acct VALUES ('3301150000178', NULL, 'C20024', '对公基本户', 'CNY', 'B011', '2020-09-06', 1533027.43, 1533027.43, 0.2, '正常', '2024-11-22', '柜面');
INSERT INTO acct VALUES ('3300150000179', NULL, 'C20025', '对公基本户', 'CNY', 'B001', '2022-08-21', 281688.75, 281688.75, 0.2, '正常', '2025-01-24', '柜面');
INSERT INTO acct VALUES ('3300450000180', NULL, 'C20026', '对公基本户', 'CNY', 'B004', '2017-07-15', 44597.52, 44597.52, 0.2, '正常', '2025-01-30', '柜面');
INSERT INTO acct VALUES ('3301750000181', NULL, 'C20027', '对公基本户', 'CNY', 'B017', '2022-05-30', 582617.01, 582617.01, 0.2, '正常', '2025-02-24', '柜面');
INSERT INTO acct VALUES ('3301350000182', NULL, 'C20028', '对公基本户', 'CNY', 'B013', '2018-12-06', 2034444.46, 0.0, 0.2, '冻结', '2019-07-08', '柜面');
INSERT INTO acct VALUES ('3300150000183', NULL, 'C20029', '对公基本户', 'CNY', 'B001', '2024-10-02', 1064996.97, 1064996.97, 0.2, '正常', '2024-10-02', '柜面');
INSERT INTO acct VALUES ('3300550000184', NULL, 'C20030', '对公基本户', 'CNY', 'B005', '2016-07-26', 1722672.64, 1722672.64, 0.2, '正常', '2017-03-28', '柜面');
INSERT INTO acct VALUES ('3301650000185', NULL, 'C20031', '对公基本户', 'CNY', 'B016', '2022-08-28', 935644.92, 935644.92, 0.2, '正常', '2024-06-06', '柜面');
INSERT INTO acct VALUES ('3300250000186', NULL, 'C20032', '对公基本户', 'CNY', 'B002', '2016-09-26', 151925.22, 151925.22, 0.2, '正常', '2025-01-24', '柜面');
INSERT INTO acct VALUES ('3300150000187', NULL, 'C20033', '对公基本户', 'CNY', 'B001', '2016-09-20', 2160373.21, 2160373.21, 0.2, '正常', '2017-08-10', '柜面');
INSERT INTO acct VALUES ('3300250000188', NULL, 'C20034', '对公基本户', 'CNY', 'B002', '2014-03-26', 1245872.23, 1245872.23, 0.2, '正常', '2024-12-09', '柜面');
INSERT INTO acct VALUES ('3301850000189', NULL, 'C20035', '对公基本户', 'CNY', 'B018', '2024-06-08', 481711.17, 481711.17, 0.2, '正常', '2025-03-10', '柜面');
INSERT INTO acct VALUES ('3301350000190', NULL, 'C20036', '对公基本户', 'CNY', 'B013', '2018-07-17', 348664.29, 348664.29, 0.2, '正常', '2025-02-16', '柜面');
INSERT INTO acct VALUES ('3300160000191', NULL, 'C20029', '保证金户', 'CNY', 'B001', '2024-10-14', 1808561.0, 0.0, 1.35, '正常', '2024-10-14', '柜面');
INSERT INTO acct VALUES ('3301860000192', NULL, 'C20035', '保证金户', 'CNY', 'B018', '2024-07-01', 1473951.26, 0.0, 1.35, '正常', '2024-08-23', '柜面');
INSERT INTO acct VALUES ('3300160000193', NULL, 'C20033', '保证金户', 'CNY', 'B001', '2020-09-16', 535465.9, 0.0, 1.35, '正常', '2023-09-05', '柜面');
INSERT INTO acct VALUES ('3301360000194', NULL, 'C20017', '保证金户', 'CNY', 'B013', '2024-09-25', 1674461.96, 0.0, 1.35, '正常', '2024-09-25', '柜面');
INSERT INTO acct VALUES ('3301960000195', NULL, 'C20021', '对公一般户', 'CNY', 'B019', '2024-10-17', 1297750.19, 1297750.19, 0.2, '正常', '2024-10-17', '柜面');

INSERT INTO 定期存款 VALUES ('TD0000130001', '3300220000130', '6个月', 6, 392000.0, 1.3, '2023-02-10', '2023-08-10', '自动转存', '已转存', NULL);
INSERT INTO 定期存款 VALUES ('TD0000131002', '3301920000131', '3个月', 3, 410000.0, 1.05, '2025-02-17', '2025-05-17', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000131003', '3301920000131', '6个月', 6, 51000.0, 1.25, '2024-07-12', '2025-01-12', '自动转存', '已转存', NULL);
INSERT INTO 定期存款 VALUES ('TD0000132004', '3300320000132', '1年', 12, 85000.0, 1.65, '2024-05-01', '2025-05-01', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000133005', '3300620000133', '3年', 36, 493000.0, 1.95, '2022-06-13', '2025-06-13', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000134006', '3300120000134', '5年', 60, 377000.0, 2.0, '2021-07-17', '2026-07-17', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000135007', '3300920000135', '2年', 24, 364000.0, 1.55, '2024-08-03', '2026-08-03', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000136008', '3300520000136', '1年', 12, 304000.0, 1.45, '2023-05-31', '2024-05-31', '自动转存', '已转存', NULL);
INSERT INTO 定期存款 VALUES ('TD0000137009', '3300620000137', '2年', 24, 417000.0, 1.55, '2023-10-15', '2025-10-15', '到期不转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000137010', '3300620000137', '3年', 36, 285000.0, 1.85, '2025-03-02', '2028-03-02', '到期不转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000138011', '3301520000138', '5年', 60, 204000.0, 1.8, '2022-07-31', '2027-07-31', '到期不转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000139012', '3300620000139', '6个月', 6, 343000.0, 1.45, '2022-02-17', '2022-08-17', '自动转存', '已转存', NULL);
INSERT INTO 定期存款 VALUES ('TD0000140013', '3300720000140', '2年', 24, 46000.0, 1.55, '2024-07-12', '2026-07-12', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000141014', '3300220000141', '3年', 36, 348000.0, 1.85, '2024-09-27', '2027-09-27', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000142015', '3300520000142', '5年', 60, 274000.0, 1.8, '2024-09-21', '2029-09-21', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000143016', '3300420000143', '3个月', 3, 230000.0, 1.05, '2023-01-09', '2023-04-09', '自动转存', '已转存', NULL);
INSERT INTO 定期存款 VALUES ('TD0000143017', '3300420000143', '1年', 12, 209000.0, 1.65, '2020-10-15', '2021-10-15', '自动转存', '已转存', NULL);
INSERT INTO 定期存款 VALUES ('TD0000144018', '3301020000144', '6个月', 6, 500000.0, 1.45, '2022-06-18', '2022-12-18', '到期不转存', '已支取', '2022-12-22');
INSERT INTO 定期存款 VALUES ('TD0000145019', '3301820000145', '1年', 12, 58000.0, 1.45, '2024-08-04', '2025-08-04', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000146020', '3301920000146', '1年', 12, 241000.0, 1.55, '2020-07-01', '2021-07-01', '自动转存', '已转存', NULL);
INSERT INTO 定期存款 VALUES ('TD0000147021', '3300520000147', '2年', 24, 432000.0, 1.55, '2022-09-22', '2024-09-22', '自动转存', '已转存', NULL);
INSERT INTO 定期存款 VALUES ('TD0000148022', '3300620000148', '6个月', 6, 116000.0, 1.3, '2024-03-13', '2024-09-13', '到期不转存', '已支取', '2024-09-27');
INSERT INTO 定期存款 VALUES ('TD0000149023', '3300220000149', '5年', 60, 252000.0, 1.85, '2021-06-23', '2026-06-23', '到期不转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000150024', '3300920000150', '3个月', 3, 439000.0, 1.05, '2023-04-07', '2023-07-07', '到期不转存', '已支取', '2023-08-01');
INSERT INTO 定期存款 VALUES ('TD0000150025', '3300920000150', '3年', 36, 272000.0, 1.85, '2023-10-10', '2026-10-10', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000151026', '3301820000151', '2年', 24, 225000.0, 1.55, '2024-11-17', '2026-11-17', '自动转存', '提前支取', '2025-03-26');
INSERT INTO 定期存款 VALUES ('TD0000152027', '3301620000152', '1年', 12, 335000.0, 1.45, '2024-02-04', '2025-02-04', '到期不转存', '已支取', '2025-02-24');
INSERT INTO 定期存款 VALUES ('TD0000152028', '3301620000152', '1年', 12, 386000.0, 1.5, '2024-04-21', '2025-04-21', '到期不转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000153029', '3300920000153', '5年', 60, 92000.0, 1.8, '2024-12-25', '2029-12-25', '自动转存', '未到期', NULL);
INSERT INTO 定期存款 VALUES ('TD0000154030', '3300120000154', '6个月', 6, 241000.0, 1.3, '2022-12-07', '2023-06-07', '到期不转存', '已支取', '2023-06-29');
INSERT INTO 定期存款 VALUES ('TD0000155031', '3300620000155', '2年', 24, 47000.0, 1.55, '2024-11-25', '2026-11-25', '自动转存', '提前支取', '2025-02-03');

INSERT INTO txn_dtl VALUES (1, '3300150000161', '2024-10-01', '17:13:07', '转账转入', '贷', 55239.27, 700421.2, '柜面', 'B001', '朱明平', '还款');
INSERT INTO txn_dtl VALUES (2, '3300910000060', '2024-10-04', '08:44:39', '代发工资', '贷', 15580.0, 23523.28, '批量', NULL, '台州锦程缝制设备有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (3, '3301710000017', '2024-10-04', '13:17:56', '代发工资', '贷', 1991.71, 6639.03, '批量', NULL, '台州合力装饰工程有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (4, '3300610000114', '2024-10-05', '08:21:08', '消费扣款', '借', 464.77, 32298.88, 'POS', NULL, '支付宝（中国）网络技术有限公司', '网购');
INSERT INTO txn_dtl VALUES (5, '3301510000055', '2024-10-05', '18:50:13', '转账转入', '贷', 41161.57, 558280.44, '柜面', 'B015', '任萱菲', '转账');
INSERT INTO txn_dtl VALUES (6, '3301810000056', '2024-10-06', '19:18:11', '消费扣款', '借', 1813.73, 3092.32, 'POS', NULL, '支付宝（中国）网络技术有限公司', '网购');
INSERT INTO txn_dtl VALUES (7, '3301510000115', '2024-10-07', '10:17:58', '消费扣款', '借', 2444.78, 40433.48, 'POS', NULL, '财付通支付科技有限公司', '网购');
INSERT INTO txn_dtl VALUES (8, '3300510000104', '2024-10-09', '19:24:04', '消费扣款', '借', 1427.28, 25553.93, 'POS', NULL, '财付通支付科技有限公司', '网购');
INSERT INTO txn_dtl VALUES (9, '3301210000024', '2024-10-11', '10:12:50', '消费扣款', '借', 2480.22, 338858.26, 'POS', NULL, '财付通支付科技有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (10, '3300110000040', '2024-10-11', '14:29:47', '手续费', '借', 2.0, 65463.89, '批量', NULL, NULL, '年费');
INSERT INTO txn_dtl VALUES (11, '3300910000057', '2024-10-13', '18:52:50', '现金支取', '借', 32027.82, 255235.9, 'ATM', NULL, NULL, '取现');
INSERT INTO txn_dtl VALUES (12, '3302010000036', '2024-10-15', '12:41:33', '转账转出', '借', 29204.24, 254482.13, '手机银行', NULL, '郭颖彤', '工资');
INSERT INTO txn_dtl VALUES (13, '3301110000103', '2024-10-15', '21:02:20', '贷款还款', '借', 25244.3, 2928.35, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (14, '3301050000159', '2024-10-17', '12:07:40', '转账转入', '贷', 67726.68, 101092.87, '网上银行', NULL, '叶强鹏', '生活费');
INSERT INTO txn_dtl VALUES (15, '3300110000051', '2024-10-17', '14:25:54', '消费扣款', '借', 1551.4, 509439.74, 'POS', NULL, '财付通支付科技有限公司', '水电费');
INSERT INTO txn_dtl VALUES (16, '3301910000038', '2024-10-18', '07:59:20', '消费扣款', '借', 2900.73, 200122.54, 'POS', NULL, '财付通支付科技有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (17, '3300410000016', '2024-10-18', '10:33:56', '现金支取', '借', 8675.32, 499156.8, '柜面', 'B004', NULL, '取现');
INSERT INTO txn_dtl VALUES (18, '3300110000116', '2024-10-21', '21:29:29', '结息', '贷', 208.8, 43747.57, '批量', NULL, NULL, '活期结息');
INSERT INTO txn_dtl VALUES (19, '3300510000092', '2024-10-22', '10:59:45', '手续费', '借', 15.0, 24377.68, '批量', NULL, NULL, '短信服务费');
INSERT INTO txn_dtl VALUES (20, '3301350000177', '2024-10-22', '16:53:39', '转账转出', '借', 126257.02, 1094284.75, '手机银行', NULL, '郭颖彤', '转账');
INSERT INTO txn_dtl VALUES (21, '3301510000061', '2024-10-22', '17:22:42', '现金支取', '借', 624.52, 36824.9, 'ATM', NULL, NULL, '取现');
INSERT INTO txn_dtl VALUES (22, '3300510000069', '2024-10-24', '14:42:16', '贷款还款', '借', 1373.93, 334242.73, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (23, '3300410000080', '2024-10-27', '17:34:57', '贷款还款', '借', 29352.74, 30798.81, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (24, '3300510000092', '2024-10-27', '18:11:45', '消费扣款', '借', 25.79, 24351.89, 'POS', NULL, '财付通支付科技有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (25, '3301510000115', '2024-10-29', '07:01:47', '代发工资', '贷', 10250.5, 50683.98, '批量', NULL, '宁波市鄞州区永兴塑料制品厂', '代发工资');
INSERT INTO txn_dtl VALUES (26, '3300150000164', '2024-10-29', '11:34:21', '转账转出', '借', 148255.68, 317301.73, '柜面', 'B001', '彭平龙', '房租');
INSERT INTO txn_dtl VALUES (27, '3300910000021', '2024-10-29', '15:57:39', '现金存入', '贷', 34233.37, 45452.5, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (28, '3300210000054', '2024-10-30', '17:25:43', '转账转入', '贷', 4689.14, 15630.47, '网上银行', NULL, '杭州德润信息技术有限公司', '转账');
INSERT INTO txn_dtl VALUES (29, '3300110000070', '2024-10-30', '21:08:12', '现金存入', '贷', 40524.73, 51587.22, '柜面', 'B001', NULL, '现金存款');
INSERT INTO txn_dtl VALUES (30, '3300610000114', '2024-10-31', '08:41:47', '代发工资', '贷', 17230.35, 49529.23, '批量', NULL, '温岭市瑞丰模具厂', '代发工资');
INSERT INTO txn_dtl VALUES (31, '3300110000031', '2024-11-01', '11:46:53', '转账转入', '贷', 20548.05, 51816.58, '手机银行', NULL, '董霞丽', '转账');
INSERT INTO txn_dtl VALUES (32, '3301310000007', '2024-11-03', '15:41:53', '代发工资', '贷', 5171.26, 17237.52, '批量', NULL, '台州恒达塑料制品有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (33, '3301010000032', '2024-11-06', '14:26:35', '代发工资', '贷', 26760.0, 402972.21, '批量', NULL, '台州鑫源酒店管理有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (34, '3301710000017', '2024-11-07', '11:31:40', '转账转入', '贷', 2845.3, 9484.33, '手机银行', NULL, '金彤洁', '货款');
INSERT INTO txn_dtl VALUES (35, '3300110000051', '2024-11-08', '08:41:05', '消费扣款', '借', 1286.46, 508153.28, 'POS', NULL, '支付宝（中国）网络技术有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (36, '3301210000024', '2024-11-08', '16:05:57', '代发工资', '贷', 6020.5, 344878.76, '批量', NULL, '台州方圆阀门有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (37, '3300250000174', '2024-11-10', '09:54:17', '转账转入', '贷', 87574.85, 2114061.89, '手机银行', NULL, '宁波市鄞州区永兴塑料制品厂', '转账');
INSERT INTO txn_dtl VALUES (38, '3301310000034', '2024-11-10', '12:31:09', '现金支取', '借', 24190.54, 13571.21, 'ATM', NULL, NULL, '取现');
INSERT INTO txn_dtl VALUES (39, '3300510000039', '2024-11-11', '13:26:10', '消费扣款', '借', 8.47, 177581.7, 'POS', NULL, '支付宝（中国）网络技术有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (40, '3300610000079', '2024-11-11', '14:47:36', '转账转出', '借', 38932.69, 310609.83, '手机银行', NULL, '肖宇健', '转账');
INSERT INTO txn_dtl VALUES (41, '3301710000017', '2024-11-12', '08:26:12', '消费扣款', '借', 1629.16, 7855.17, 'POS', NULL, '财付通支付科技有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (42, '3300510000052', '2024-11-12', '11:04:47', '手续费', '借', 15.0, 52983.02, '批量', NULL, NULL, '汇款手续费');
INSERT INTO txn_dtl VALUES (43, '3300910000066', '2024-11-13', '17:14:19', '消费扣款', '借', 1012.06, 533848.2, 'POS', NULL, '支付宝（中国）网络技术有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (44, '3300510000001', '2024-11-13', '18:08:51', '代发工资', '贷', 23400.35, 65929.25, '批量', NULL, '台州佳和装饰工程企业（普通合伙）', '代发工资');
INSERT INTO txn_dtl VALUES (45, '3300410000106', '2024-11-14', '09:31:46', '转账转出', '借', 46160.59, 591929.8, '手机银行', NULL, '台州绿源贸易有限公司', '货款');
INSERT INTO txn_dtl VALUES (46, '3300610000009', '2024-11-15', '18:22:17', '消费扣款', '借', 1507.41, 21053.95, 'POS', NULL, '财付通支付科技有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (47, '3301710000008', '2024-11-19', '13:02:32', '转账转出', '借', 38582.34, 33697.53, '手机银行', NULL, '朱帆辉', '房租');
INSERT INTO txn_dtl VALUES (48, '3300510000039', '2024-11-21', '08:48:50', '转账转入', '贷', 21739.18, 199320.88, '手机银行', NULL, '冯凯强', '转账');
INSERT INTO txn_dtl VALUES (49, '3300710000089', '2024-11-21', '08:55:29', '结息', '贷', 11.37, 34210.77, '批量', NULL, NULL, '活期结息');
INSERT INTO txn_dtl VALUES (50, '3300510000104', '2024-11-21', '09:26:21', '结息', '贷', 87.76, 25641.69, '批量', NULL, NULL, '活期结息');
INSERT INTO txn_dtl VALUES (51, '3300910000060', '2024-11-21', '15:56:09', '现金存入', '贷', 563.42, 24086.7, '柜面', 'B009', NULL, '现金存款');
INSERT INTO txn_dtl VALUES (52, '3301350000177', '2024-11-21', '20:20:58', '转账转出', '借', 142612.64, 951672.11, '柜面', 'B013', '台州星辰塑料制品有限公司', '房租');
INSERT INTO txn_dtl VALUES (53, '3301210000024', '2024-11-22', '08:17:03', '转账转出', '借', 23550.34, 321328.42, '手机银行', NULL, '何博浩', '工资');
INSERT INTO txn_dtl VALUES (54, '3301150000178', '2024-11-22', '17:03:53', '转账转出', '借', 155843.06, 1533027.43, '网上银行', NULL, '孙欣悦', '工资');
INSERT INTO txn_dtl VALUES (55, '3301010000002', '2024-11-25', '11:34:57', '消费扣款', '借', 879.23, 450205.25, 'POS', NULL, '财付通支付科技有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (56, '3300250000174', '2024-11-26', '13:39:42', '转账转出', '借', 169886.02, 1944175.87, '网上银行', NULL, '三门市远航贸易厂', '货款');
INSERT INTO txn_dtl VALUES (57, '3300510000097', '2024-11-27', '07:01:23', '现金支取', '借', 42708.78, 231080.54, '柜面', 'B005', NULL, '取现');
INSERT INTO txn_dtl VALUES (58, '3300510000092', '2024-11-27', '07:35:26', '消费扣款', '借', 2431.95, 21919.94, 'POS', NULL, '财付通支付科技有限公司', '水电费');
INSERT INTO txn_dtl VALUES (59, '3300210000049', '2024-11-27', '14:50:30', '消费扣款', '借', 821.46, 47251.93, 'POS', NULL, '支付宝（中国）网络技术有限公司', '网购');
INSERT INTO txn_dtl VALUES (60, '3300110000031', '2024-11-28', '11:22:10', '现金支取', '借', 36200.76, 15615.82, '柜面', 'B001', NULL, '取现');
INSERT INTO txn_dtl VALUES (61, '3300150000161', '2024-11-28', '18:06:29', '转账转出', '借', 119570.45, 580850.75, '手机银行', NULL, '台州恒达塑料制品有限公司', '货款');
INSERT INTO txn_dtl VALUES (62, '3300910000102', '2024-11-29', '12:31:40', '代发工资', '贷', 23930.0, 553859.73, '批量', NULL, '温岭市瑞丰模具厂', '代发工资');
INSERT INTO txn_dtl VALUES (63, '3300910000035', '2024-11-29', '12:53:17', '现金存入', '贷', 27569.08, 329888.24, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (64, '3301710000008', '2024-11-29', '14:22:00', '消费扣款', '借', 2417.21, 31280.32, 'POS', NULL, '支付宝（中国）网络技术有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (65, '3300510000012', '2024-12-01', '12:29:34', '转账转入', '贷', 30791.76, 53850.22, '柜面', 'B005', '魏睿文', '转账');
INSERT INTO txn_dtl VALUES (66, '3300150000171', '2024-12-02', '16:40:37', '转账转出', '借', 93983.21, 1547877.43, '手机银行', NULL, '宁波市鄞州区海诚阀门厂', '房租');
INSERT INTO txn_dtl VALUES (67, '3301050000159', '2024-12-02', '21:58:34', '转账转入', '贷', 180609.66, 281702.53, '手机银行', NULL, '罗阳浩', '生活费');
INSERT INTO txn_dtl VALUES (68, '3300910000027', '2024-12-04', '20:46:27', '消费扣款', '借', 2161.13, 1839.91, 'POS', NULL, '支付宝（中国）网络技术有限公司', '网购');
INSERT INTO txn_dtl VALUES (69, '3300410000119', '2024-12-08', '13:59:35', '代发工资', '贷', 4174.8, 13916.0, '批量', NULL, '台州方圆阀门有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (70, '3301310000034', '2024-12-08', '21:39:13', '转账转入', '贷', 23096.32, 36667.53, '网上银行', NULL, '朱燕蕾', '还款');
INSERT INTO txn_dtl VALUES (71, '3300250000188', '2024-12-09', '08:16:00', '转账转出', '借', 8966.05, 1245872.23, '手机银行', NULL, '蔡彤琳', '工资');
INSERT INTO txn_dtl VALUES (72, '3300210000054', '2024-12-10', '09:08:13', '转账转出', '借', 12923.82, 2706.65, '柜面', 'B002', '梁宁哲', '转账');
INSERT INTO txn_dtl VALUES (73, '3301710000090', '2024-12-10', '21:36:15', '贷款还款', '借', 13823.08, 255347.37, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (74, '3300110000070', '2024-12-11', '18:17:09', '转账转出', '借', 34170.47, 17416.75, '手机银行', NULL, '台州绿源贸易有限公司', '转账');
INSERT INTO txn_dtl VALUES (75, '3301910000088', '2024-12-12', '20:52:08', '贷款还款', '借', 16808.18, 38927.52, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (76, '3300510000104', '2024-12-13', '13:52:34', '转账转入', '贷', 632.88, 26274.57, '手机银行', NULL, '台州益达日用品有限公司', '生活费');
INSERT INTO txn_dtl VALUES (77, '3300110000116', '2024-12-13', '19:38:43', '贷款还款', '借', 11734.01, 32013.56, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (78, '3300610000067', '2024-12-14', '15:45:42', '消费扣款', '借', 515.16, 73929.07, 'POS', NULL, '支付宝（中国）网络技术有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (79, '3301910000113', '2024-12-15', '17:38:40', '转账转出', '借', 17477.8, 34567.88, '手机银行', NULL, '郭颖彤', '工资');
INSERT INTO txn_dtl VALUES (80, '3300610000085', '2024-12-16', '12:27:46', '现金存入', '贷', 43133.04, 243210.18, '柜面', 'B006', NULL, '现金存款');
INSERT INTO txn_dtl VALUES (81, '3300510000001', '2024-12-17', '19:21:12', '消费扣款', '借', 2988.75, 62940.5, 'POS', NULL, '财付通支付科技有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (82, '3300210000121', '2024-12-17', '21:29:04', '转账转出', '借', 16669.92, 9767.33, '网上银行', NULL, '董霞丽', '转账');
INSERT INTO txn_dtl VALUES (83, '3300610000067', '2024-12-18', '14:26:37', '代发工资', '贷', 13990.35, 87919.42, '批量', NULL, '台州恒达塑料制品有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (84, '3301910000050', '2024-12-21', '13:54:10', '结息', '贷', 176.35, 5896.16, '批量', NULL, NULL, '活期结息');
INSERT INTO txn_dtl VALUES (85, '3300210000121', '2024-12-23', '19:11:18', '转账转入', '贷', 4186.0, 13953.33, '网上银行', NULL, '徐平轩', '转账');
INSERT INTO txn_dtl VALUES (86, '3302050000157', '2024-12-24', '07:27:01', '转账转入', '贷', 49203.16, 1702067.84, '网上银行', NULL, '蔡哲平', '转账');
INSERT INTO txn_dtl VALUES (87, '3300610000077', '2024-12-24', '09:54:15', '转账转出', '借', 43212.15, 45696.91, '柜面', 'B006', '宁波力拓塑料制品有限公司', '房租');
INSERT INTO txn_dtl VALUES (88, '3300910000111', '2024-12-24', '18:49:53', '转账转出', '借', 29109.48, 26521.96, '网上银行', NULL, '台州鑫源酒店管理有限公司', '工资');
INSERT INTO txn_dtl VALUES (89, '3302050000157', '2024-12-25', '08:35:54', '转账转入', '贷', 20171.95, 1722239.79, '手机银行', NULL, '温岭市瑞丰模具厂', '转账');
INSERT INTO txn_dtl VALUES (90, '3300210000121', '2024-12-25', '15:15:59', '消费扣款', '借', 2033.74, 11919.59, 'POS', NULL, '支付宝（中国）网络技术有限公司', '网购');
INSERT INTO txn_dtl VALUES (91, '3301950000169', '2024-12-25', '16:18:01', '转账转入', '贷', 44617.08, 1731705.5, '手机银行', NULL, '台州宏远商贸有限公司', '货款');
INSERT INTO txn_dtl VALUES (92, '3300110000093', '2024-12-27', '09:44:24', '消费扣款', '借', 196.26, 3358.34, 'POS', NULL, '支付宝（中国）网络技术有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (93, '3300150000164', '2024-12-27', '16:07:09', '转账转出', '借', 95645.1, 221656.63, '手机银行', NULL, '田建磊', '转账');
INSERT INTO txn_dtl VALUES (94, '3300510000107', '2024-12-28', '14:43:31', '转账转出', '借', 23116.61, 1464.67, '手机银行', NULL, '姚睿', '工资');
INSERT INTO txn_dtl VALUES (95, '3301910000038', '2024-12-28', '17:16:52', '消费扣款', '借', 2606.01, 197516.53, 'POS', NULL, '支付宝（中国）网络技术有限公司', '水电费');
INSERT INTO txn_dtl VALUES (96, '3300650000167', '2024-12-30', '19:00:30', '转账转出', '借', 190425.14, 253456.69, '手机银行', NULL, '余洁敏', '房租');
INSERT INTO txn_dtl VALUES (97, '3301710000018', '2024-12-30', '21:15:03', '贷款还款', '借', 24189.77, 382916.51, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (98, '3300650000167', '2025-01-01', '07:33:04', '转账转入', '贷', 174686.2, 428142.89, '柜面', 'B006', '三门市众成塑料制品厂', '货款');
INSERT INTO txn_dtl VALUES (99, '3301350000162', '2025-01-02', '14:16:58', '转账转出', '借', 100758.2, 1771159.11, '柜面', 'B013', '黄璐敏', '转账');
INSERT INTO txn_dtl VALUES (100, '3301010000004', '2025-01-05', '09:13:18', '转账转出', '借', 16104.35, 598094.39, '手机银行', NULL, '徐平轩', '房租');
INSERT INTO txn_dtl VALUES (101, '3300110000070', '2025-01-05', '17:51:25', '消费扣款', '借', 651.96, 16764.79, 'POS', NULL, '支付宝（中国）网络技术有限公司', '水电费');
INSERT INTO txn_dtl VALUES (102, '3300710000043', '2025-01-05', '18:16:03', '消费扣款', '借', 2469.74, 3416.95, 'POS', NULL, '支付宝（中国）网络技术有限公司', '水电费');
INSERT INTO txn_dtl VALUES (103, '3301410000094', '2025-01-06', '18:34:37', '转账转入', '贷', 28845.59, 34459.12, '手机银行', NULL, '宁波嘉禾汽摩配件有限公司', '还款');
INSERT INTO txn_dtl VALUES (104, '3301710000090', '2025-01-08', '07:32:49', '转账转入', '贷', 10795.77, 266143.14, '柜面', 'B017', '宁波嘉禾汽摩配件有限公司', '货款');
INSERT INTO txn_dtl VALUES (105, '3300650000170', '2025-01-08', '21:33:56', '转账转出', '借', 100797.24, 866822.27, '手机银行', NULL, '曹敏婷', '房租');
INSERT INTO txn_dtl VALUES (106, '3300910000021', '2025-01-09', '10:17:16', '现金存入', '贷', 9748.22, 55200.72, '柜面', 'B009', NULL, '现金存款');
INSERT INTO txn_dtl VALUES (107, '3300510000052', '2025-01-09', '19:34:51', '消费扣款', '借', 1313.55, 51669.47, 'POS', NULL, '支付宝（中国）网络技术有限公司', '水电费');
INSERT INTO txn_dtl VALUES (108, '3300650000167', '2025-01-09', '21:44:42', '转账转出', '借', 16963.55, 411179.34, '手机银行', NULL, '台州市椒江区伟业物流厂', '货款');
INSERT INTO txn_dtl VALUES (109, '3301210000064', '2025-01-10', '07:50:24', '转账转出', '借', 7817.53, 240391.35, '柜面', 'B012', '叶强鹏', '货款');
INSERT INTO txn_dtl VALUES (110, '3301910000096', '2025-01-10', '21:25:34', '转账转出', '借', 38110.23, 8304.45, '柜面', 'B019', '肖宇健', '房租');
INSERT INTO txn_dtl VALUES (111, '3300910000027', '2025-01-11', '15:47:56', '代发工资', '贷', 788.53, 2628.44, '批量', NULL, '宁波市北仑区天和缝制设备厂', '代发工资');
INSERT INTO txn_dtl VALUES (112, '3300210000014', '2025-01-13', '09:53:20', '消费扣款', '借', 2905.22, 9455.04, 'POS', NULL, '支付宝（中国）网络技术有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (113, '3300510000041', '2025-01-14', '14:48:12', '现金存入', '贷', 19501.48, 305881.76, '柜面', 'B005', NULL, '现金存款');
INSERT INTO txn_dtl VALUES (114, '3301810000073', '2025-01-15', '10:15:18', '消费扣款', '借', 903.27, 21111.86, 'POS', NULL, '财付通支付科技有限公司', '网购');
INSERT INTO txn_dtl VALUES (115, '3301810000087', '2025-01-15', '15:18:57', '消费扣款', '借', 1061.18, 256471.78, 'POS', NULL, '财付通支付科技有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (116, '3300510000100', '2025-01-18', '10:27:54', '消费扣款', '借', 933.95, 62783.58, 'POS', NULL, '支付宝（中国）网络技术有限公司', '网购');
INSERT INTO txn_dtl VALUES (117, '3300110000091', '2025-01-18', '10:32:57', '转账转出', '借', 2225.7, 54948.23, '柜面', 'B001', '郭颖彤', '转账');
INSERT INTO txn_dtl VALUES (118, '3300510000107', '2025-01-19', '20:03:17', '代发工资', '贷', 4050.5, 5515.17, '批量', NULL, '台州锦程缝制设备有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (119, '3301650000176', '2025-01-20', '10:29:38', '转账转入', '贷', 100045.03, 2242425.12, '柜面', 'B016', '梁宁', '转账');
INSERT INTO txn_dtl VALUES (120, '3300510000053', '2025-01-21', '09:22:54', '结息', '贷', 130.77, 21607.27, '批量', NULL, NULL, '活期结息');
INSERT INTO txn_dtl VALUES (121, '3300510000097', '2025-01-21', '10:20:23', '转账转出', '借', 42008.62, 189071.92, '柜面', 'B005', '黄楠', '房租');
INSERT INTO txn_dtl VALUES (122, '3301110000030', '2025-01-21', '11:21:28', '消费扣款', '借', 1834.52, 383940.68, 'POS', NULL, '支付宝（中国）网络技术有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (123, '3300510000100', '2025-01-21', '12:49:48', '转账转出', '借', 37476.99, 25306.59, '网上银行', NULL, '朱凯龙', '工资');
INSERT INTO txn_dtl VALUES (124, '3300610000075', '2025-01-21', '12:57:53', '转账转出', '借', 39333.52, 511780.99, '柜面', 'B006', '于杰涛', '货款');
INSERT INTO txn_dtl VALUES (125, '3301650000173', '2025-01-21', '13:07:17', '转账转入', '贷', 29624.24, 842103.42, '柜面', 'B016', '董霞倩', '生活费');
INSERT INTO txn_dtl VALUES (126, '3300410000044', '2025-01-21', '19:05:11', '结息', '贷', 174.84, 82140.06, '批量', NULL, NULL, '活期结息');
INSERT INTO txn_dtl VALUES (127, '3300510000022', '2025-01-23', '20:49:47', '消费扣款', '借', 2111.69, 58069.5, 'POS', NULL, '支付宝（中国）网络技术有限公司', '水电费');
INSERT INTO txn_dtl VALUES (128, '3300150000179', '2025-01-24', '10:54:28', '转账转出', '借', 89387.73, 281688.75, '手机银行', NULL, '叶强鹏', '货款');
INSERT INTO txn_dtl VALUES (129, '3300250000186', '2025-01-24', '12:25:05', '转账转入', '贷', 45577.57, 151925.22, '柜面', 'B002', '曹文晨', '货款');
INSERT INTO txn_dtl VALUES (130, '3300710000076', '2025-01-24', '19:33:48', '转账转出', '借', 41679.21, 15013.9, '手机银行', NULL, '沈丽秀', '转账');
INSERT INTO txn_dtl VALUES (131, '3300150000171', '2025-01-26', '08:30:11', '现金存入', '贷', 38677.7, 1586555.13, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (132, '3300510000100', '2025-01-26', '11:33:12', '现金存入', '贷', 5706.64, 31013.23, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (133, '3300450000180', '2025-01-30', '08:24:31', '现金存入', '贷', 13379.26, 44597.52, '柜面', 'B004', NULL, '现金存款');
INSERT INTO txn_dtl VALUES (134, '3300110000051', '2025-01-30', '19:00:32', '现金存入', '贷', 14560.94, 522714.22, '柜面', 'B001', NULL, '现金存款');
INSERT INTO txn_dtl VALUES (135, '3300310000015', '2025-01-31', '19:46:15', '手续费', '借', 5.0, 400377.5, '批量', NULL, NULL, '短信服务费');
INSERT INTO txn_dtl VALUES (136, '3301110000030', '2025-02-02', '14:50:57', '转账转入', '贷', 19850.32, 403791.0, '柜面', 'B011', '肖琳婷', '转账');
INSERT INTO txn_dtl VALUES (137, '3301750000158', '2025-02-03', '18:28:28', '转账转出', '借', 59833.01, 2282111.48, '手机银行', NULL, '黄瑶', '货款');
INSERT INTO txn_dtl VALUES (138, '3300210000109', '2025-02-04', '07:44:19', '转账转出', '借', 32130.25, 28367.17, '手机银行', NULL, '丁宇健', '转账');
INSERT INTO txn_dtl VALUES (139, '3300610000063', '2025-02-07', '16:16:32', '转账转出', '借', 41514.2, 40280.61, '网上银行', NULL, '杭州市西湖区东升商贸厂', '房租');
INSERT INTO txn_dtl VALUES (140, '3301410000026', '2025-02-10', '10:28:01', '现金支取', '借', 46718.75, 525410.94, '柜面', 'B014', NULL, '取现');
INSERT INTO txn_dtl VALUES (141, '3300110000040', '2025-02-11', '08:02:32', '贷款还款', '借', 11550.19, 53913.7, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (142, '3300410000016', '2025-02-12', '07:29:54', '代发工资', '贷', 25690.0, 524846.8, '批量', NULL, '杭州德润信息技术有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (143, '3301010000004', '2025-02-12', '14:25:42', '现金支取', '借', 44111.35, 553983.04, '柜面', 'B010', NULL, '取现');
INSERT INTO txn_dtl VALUES (144, '3300210000046', '2025-02-12', '21:58:38', '消费扣款', '借', 1352.23, 37037.12, 'POS', NULL, '财付通支付科技有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (145, '3302050000157', '2025-02-13', '13:56:06', '转账转入', '贷', 71490.7, 1793730.49, '网上银行', NULL, '宁波市北仑区天和缝制设备厂', '转账');
INSERT INTO txn_dtl VALUES (146, '3300650000170', '2025-02-13', '19:27:27', '转账转出', '借', 139647.79, 727174.48, '网上银行', NULL, '应欣倩', '转账');
INSERT INTO txn_dtl VALUES (147, '3300310000015', '2025-02-14', '07:57:11', '消费扣款', '借', 2051.93, 398325.57, 'POS', NULL, '财付通支付科技有限公司', '水电费');
INSERT INTO txn_dtl VALUES (148, '3301550000156', '2025-02-14', '18:34:03', '手续费', '借', 15.0, 1250316.86, '批量', NULL, NULL, '短信服务费');
INSERT INTO txn_dtl VALUES (149, '3302050000166', '2025-02-15', '07:11:58', '转账转出', '借', 55862.97, 2076969.18, '柜面', 'B020', '孙欣悦', '转账');
INSERT INTO txn_dtl VALUES (150, '3301350000190', '2025-02-16', '08:35:06', '手续费', '借', 20.0, 348664.29, '批量', NULL, NULL, '短信服务费');
INSERT INTO txn_dtl VALUES (151, '3300210000054', '2025-02-16', '09:30:56', '消费扣款', '借', 1504.75, 1201.9, 'POS', NULL, '支付宝（中国）网络技术有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (152, '3301110000099', '2025-02-17', '13:12:26', '现金存入', '贷', 18238.41, 42339.1, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (153, '3302050000157', '2025-02-18', '20:17:56', '转账转出', '借', 124042.22, 1669688.27, '手机银行', NULL, '董建睿', '房租');
INSERT INTO txn_dtl VALUES (154, '3300610000063', '2025-02-20', '18:41:52', '转账转入', '贷', 8362.59, 48643.2, '手机银行', NULL, '台州金誉网络科技有限公司', '转账');
INSERT INTO txn_dtl VALUES (155, '3301350000172', '2025-02-21', '07:20:15', '转账转入', '贷', 8214.79, 2411429.99, '柜面', 'B013', '台州新锐阀门企业（普通合伙）', '转账');
INSERT INTO txn_dtl VALUES (156, '3302050000166', '2025-02-21', '07:42:02', '现金存入', '贷', 86521.48, 2163490.66, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (157, '3300410000119', '2025-02-21', '16:00:47', '结息', '贷', 162.06, 14078.06, '批量', NULL, NULL, '活期结息');
INSERT INTO txn_dtl VALUES (158, '3300710000089', '2025-02-21', '19:31:30', '转账转出', '借', 31800.53, 2410.24, '手机银行', NULL, '黄瑶', '货款');
INSERT INTO txn_dtl VALUES (159, '3301750000181', '2025-02-24', '11:26:08', '现金存入', '贷', 82741.53, 582617.01, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (160, '3300410000119', '2025-02-24', '21:43:34', '代发工资', '贷', 8530.35, 22608.41, '批量', NULL, '杭州盛世贸易有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (161, '3301650000173', '2025-02-25', '09:34:29', '转账转入', '贷', 703.38, 842806.8, '手机银行', NULL, '孙荣斌', '还款');
INSERT INTO txn_dtl VALUES (162, '3301510000061', '2025-02-25', '19:57:59', '代发工资', '贷', 14400.0, 51224.9, '批量', NULL, '台州新锐阀门企业（普通合伙）', '代发工资');
INSERT INTO txn_dtl VALUES (163, '3301850000163', '2025-02-25', '20:12:34', '现金存入', '贷', 195977.54, 1107744.04, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (164, '3300510000104', '2025-02-26', '08:58:21', '现金支取', '借', 7300.36, 18974.21, '柜面', 'B005', NULL, '取现');
INSERT INTO txn_dtl VALUES (165, '3301010000032', '2025-02-26', '11:58:24', '手续费', '借', 20.0, 402952.21, '批量', NULL, NULL, '年费');
INSERT INTO txn_dtl VALUES (166, '3300410000044', '2025-02-26', '17:07:24', '转账转出', '借', 19410.99, 62729.07, '手机银行', NULL, '杭州德润信息技术有限公司', '转账');
INSERT INTO txn_dtl VALUES (167, '3301910000038', '2025-02-27', '11:32:31', '代发工资', '贷', 6900.0, 204416.53, '批量', NULL, '杭州市滨江区精工眼镜厂', '代发工资');
INSERT INTO txn_dtl VALUES (168, '3301910000038', '2025-02-27', '20:57:54', '代发工资', '贷', 21730.35, 226146.88, '批量', NULL, '台州明泰农业开发有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (169, '3300310000101', '2025-02-28', '16:20:56', '转账转出', '借', 32108.43, 40025.56, '手机银行', NULL, '吕辉荣', '货款');
INSERT INTO txn_dtl VALUES (170, '3302050000168', '2025-03-01', '09:47:37', '转账转出', '借', 97310.67, 1725511.79, '柜面', 'B020', '邓秀楠', '工资');
INSERT INTO txn_dtl VALUES (171, '3301710000020', '2025-03-01', '19:23:36', '贷款还款', '借', 6135.86, 349924.99, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (172, '3301650000176', '2025-03-05', '09:54:00', '转账转入', '贷', 199821.62, 2442246.74, '柜面', 'B016', '孙荣俊', '还款');
INSERT INTO txn_dtl VALUES (173, '3300910000060', '2025-03-05', '15:13:51', '消费扣款', '借', 1785.66, 22301.04, 'POS', NULL, '支付宝（中国）网络技术有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (174, '3300510000107', '2025-03-05', '20:26:45', '代发工资', '贷', 10750.0, 16265.17, '批量', NULL, '宁波嘉禾汽摩配件有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (175, '3300250000174', '2025-03-07', '09:24:10', '转账转出', '借', 64644.4, 1879531.47, '手机银行', NULL, '台州春晖餐饮管理有限公司', '转账');
INSERT INTO txn_dtl VALUES (176, '3300610000082', '2025-03-07', '12:28:21', '消费扣款', '借', 2334.73, 155250.29, 'POS', NULL, '支付宝（中国）网络技术有限公司', '话费充值');
INSERT INTO txn_dtl VALUES (177, '3301310000007', '2025-03-07', '17:17:58', '代发工资', '贷', 28600.0, 45837.52, '批量', NULL, '杭州博川模具有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (178, '3300910000057', '2025-03-08', '14:42:19', '转账转入', '贷', 1605.1, 256841.0, '手机银行', NULL, '陈瑶洁', '货款');
INSERT INTO txn_dtl VALUES (179, '3300210000098', '2025-03-09', '14:08:48', '消费扣款', '借', 896.25, 19569.09, 'POS', NULL, '财付通支付科技有限公司', '网购');
INSERT INTO txn_dtl VALUES (180, '3300610000077', '2025-03-09', '17:41:40', '代发工资', '贷', 8310.5, 54007.41, '批量', NULL, '台州恒达塑料制品有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (181, '3301850000189', '2025-03-10', '08:09:32', '转账转入', '贷', 139973.22, 481711.17, '手机银行', NULL, '曹文晨', '生活费');
INSERT INTO txn_dtl VALUES (182, '3301050000159', '2025-03-11', '21:06:25', '现金存入', '贷', 136921.85, 418624.38, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (183, '3301210000024', '2025-03-13', '07:31:02', '转账转入', '贷', 19091.21, 340419.63, '柜面', 'B012', '朱燕蕾', '还款');
INSERT INTO txn_dtl VALUES (184, '3300410000119', '2025-03-14', '15:38:16', '转账转入', '贷', 7052.95, 29661.36, '柜面', 'B004', '谢凯宇', '生活费');
INSERT INTO txn_dtl VALUES (185, '3301910000096', '2025-03-15', '12:58:35', '贷款还款', '借', 4214.97, 4089.48, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (186, '3301210000033', '2025-03-15', '14:36:49', '转账转入', '贷', 22316.76, 40571.68, '柜面', 'B012', '肖俊杰', '还款');
INSERT INTO txn_dtl VALUES (187, '3301310000034', '2025-03-15', '18:18:35', '现金存入', '贷', 10558.56, 47226.09, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (188, '3302010000036', '2025-03-16', '07:38:38', '消费扣款', '借', 2919.13, 251563.0, 'POS', NULL, '财付通支付科技有限公司', '快捷支付');
INSERT INTO txn_dtl VALUES (189, '3301910000096', '2025-03-17', '07:29:59', '代发工资', '贷', 20850.35, 24939.83, '批量', NULL, '台州春晖餐饮管理有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (190, '3300910000027', '2025-03-22', '09:38:23', '转账转入', '贷', 1126.48, 3754.92, '手机银行', NULL, '苏涛军', '生活费');
INSERT INTO txn_dtl VALUES (191, '3301810000056', '2025-03-23', '18:02:54', '代发工资', '贷', 1325.28, 4417.6, '批量', NULL, '台州旺达装饰工程有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (192, '3300510000001', '2025-03-25', '20:03:41', '贷款还款', '借', 8156.17, 54784.33, '批量', NULL, NULL, '贷款扣款');
INSERT INTO txn_dtl VALUES (193, '3300510000104', '2025-03-25', '20:50:21', '现金存入', '贷', 8131.8, 27106.01, 'ATM', NULL, NULL, '现金存款');
INSERT INTO txn_dtl VALUES (194, '3301650000173', '2025-03-25', '21:10:38', '转账转出', '借', 105883.1, 736923.7, '柜面', 'B016', '梁丽', '工资');
INSERT INTO txn_dtl VALUES (195, '3300510000052', '2025-03-27', '11:20:32', '消费扣款', '借', 1713.52, 49955.95, 'POS', NULL, '财付通支付科技有限公司', '网购');
INSERT INTO txn_dtl VALUES (196, '3300310000013', '2025-03-29', '07:57:33', '现金支取', '借', 14449.66, 247488.54, 'ATM', NULL, NULL, '取现');
INSERT INTO txn_dtl VALUES (197, '3301810000087', '2025-03-29', '18:33:45', '代发工资', '贷', 29400.5, 285872.28, '批量', NULL, '台州宏远商贸有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (198, '3301010000002', '2025-03-31', '07:12:11', '代发工资', '贷', 6710.5, 456915.75, '批量', NULL, '宁波嘉禾汽摩配件有限公司', '代发工资');
INSERT INTO txn_dtl VALUES (199, '3300310000101', '2025-03-31', '08:15:20', '转账转入', '贷', 2277.59, 42303.15, '柜面', 'B003', '姚睿', '生活费');
INSERT INTO txn_dtl VALUES (200, '3300410000044', '2025-03-31', '20:33:12', '转账转出', '借', 49179.88, 13549.19, '柜面', 'B004', '余洁敏', '工资');

INSERT INTO 转账记录 VALUES ('TR202409110001', '3300510000069', '3300250000186', 25597.3, '2024-09-11', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202502090002', '3300210000121', '3302010000036', 11894.0, '2025-02-09', '柜面', '已退回', 5.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202502060003', '3301050000159', '3301110000103', 123470.25, '2025-02-06', '网上银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202408140004', '3300910000027', '3300210000121', 25428.0, '2024-08-14', '手机银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202407230005', '3300210000014', '3300210000112', 22796.48, '2024-07-23', '手机银行', '已退回', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202407180006', '3300510000039', '3301650000173', 10013.0, '2024-07-18', '网上银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202411060007', '3301710000008', '3300650000170', 21365.12, '2024-11-06', '网上银行', '成功', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202501280008', '3301710000090', '3300610000077', 18002.0, '2025-01-28', '柜面', '成功', 5.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202503020009', '3300410000078', '3301410000026', 2792.0, '2025-03-02', '手机银行', '成功', 0.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202407300010', '3300250000186', '3301310000007', 200967.0, '2024-07-30', '手机银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202408310011', '3301050000159', '3300510000092', 267013.0, '2024-08-31', '手机银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202411250012', '3300250000174', '3301510000055', 93296.0, '2024-11-25', '网上银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202502250013', '3300510000100', '3300210000121', 3158.0, '2025-02-25', '柜面', '成功', 5.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202410220014', '3300310000101', '3300150000171', 29084.81, '2024-10-22', 'ATM', '成功', 10.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202502250015', '3300510000118', '3301850000163', 22801.0, '2025-02-25', 'ATM', '成功', 5.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202409200016', '3300710000071', '3300210000120', 16730.0, '2024-09-20', '手机银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202408260017', '3300610000009', '3300310000013', 25294.07, '2024-08-26', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202501150018', '3301910000050', '3300150000171', 8853.0, '2025-01-15', '柜面', '成功', 10.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202503300019', '3301110000030', '3300510000092', 4177.65, '2025-03-30', '手机银行', '成功', 0.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202408290020', '3300250000186', '3300150000164', 275903.0, '2024-08-29', '网上银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202409180021', '3300910000066', '3301410000037', 10949.43, '2024-09-18', '柜面', '成功', 10.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202501150022', '3301110000103', '3301410000037', 560.9, '2025-01-15', '手机银行', '成功', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202501070023', '3301410000011', '3300910000060', 12292.43, '2025-01-07', '手机银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202409240024', '3300310000015', '3301110000030', 15030.0, '2024-09-24', '柜面', '成功', 2.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202410220025', '3300150000171', '3300210000049', 202241.24, '2024-10-22', '手机银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202410010026', '3300610000114', '3301710000090', 24718.0, '2024-10-01', '柜面', '成功', 5.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202412140027', '3300250000188', '3300210000028', 241256.0, '2024-12-14', '手机银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202412290028', '3300110000093', '3300610000059', 29674.0, '2024-12-29', '手机银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202411030029', '3300110000040', '3301210000033', 397.48, '2024-11-03', '柜面', '成功', 2.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202411270030', '3300210000028', '3301010000004', 13073.8, '2024-11-27', 'ATM', '成功', 10.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202411050031', '3300610000082', '3301950000175', 24013.0, '2024-11-05', '手机银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202412310032', '3300210000054', '3300910000060', 28686.93, '2024-12-31', '网上银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202502070033', '3301750000158', '3300410000044', 26862.6, '2025-02-07', '网上银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202407140034', '3300410000080', '3300610000085', 8423.43, '2024-07-14', '柜面', '成功', 10.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202408130035', '3300910000047', '3301550000160', 12570.0, '2024-08-13', '网上银行', '成功', 0.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202501190036', '3300150000187', '3300210000046', 209545.43, '2025-01-19', '网上银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202501250037', '3300610000075', '3300210000098', 21326.0, '2025-01-25', '网上银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202408290038', '3301350000172', '3301910000038', 14137.41, '2024-08-29', '网上银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202503150039', '3300410000106', '3300210000046', 23041.65, '2025-03-15', '手机银行', '成功', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202412260040', '3300510000053', '3301710000018', 1846.96, '2024-12-26', '手机银行', '成功', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202408210041', '3300610000079', '3300610000067', 8542.6, '2024-08-21', '手机银行', '成功', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202501030042', '3300510000001', '3300610000082', 19747.44, '2025-01-03', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202412170043', '3300610000079', '3301810000056', 9971.0, '2024-12-17', '柜面', '成功', 5.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202410040044', '3301010000032', '3300510000053', 488.01, '2024-10-04', '手机银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202411190045', '3301210000033', '3301310000034', 7012.0, '2024-11-19', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202410100046', '3300510000012', '3302050000165', 17920.0, '2024-10-10', '手机银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202503150047', '3300150000179', '3301010000004', 15589.0, '2025-03-15', '网上银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202502090048', '3300110000070', '3300510000001', 16346.0, '2025-02-09', '手机银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202411060049', '3300910000003', '3300210000098', 8445.72, '2024-11-06', '网上银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202407310050', '3300310000015', '3301550000156', 8208.0, '2024-07-31', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202407310051', '3301710000008', '3300450000180', 19972.0, '2024-07-31', '手机银行', '成功', 0.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202409180052', '3301150000178', '3301650000185', 167110.62, '2024-09-18', '手机银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202411190053', '3301710000018', '3300410000078', 26750.0, '2024-11-19', 'ATM', '成功', 10.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202412080054', '3300510000083', '3300910000105', 13134.05, '2024-12-08', '柜面', '成功', 5.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202502120055', '3300650000167', '3301050000159', 123194.96, '2025-02-12', '手机银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202411200056', '3301550000160', '3300150000161', 219283.0, '2024-11-20', '手机银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202412250057', '3300610000048', '3301610000110', 6369.55, '2024-12-25', '手机银行', '成功', 0.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202501180058', '3301150000178', '3300150000179', 35713.0, '2025-01-18', '网上银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202411150059', '3301350000190', '3300710000076', 148566.0, '2024-11-15', '网上银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202503030060', '3300110000070', '3301710000090', 17477.0, '2025-03-03', '柜面', '已退回', 2.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202503040061', '3300610000009', '3301410000026', 15304.66, '2025-03-04', '网上银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202409040062', '3300410000044', '3300550000184', 7055.45, '2024-09-04', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202503120063', '3300510000100', '3300210000121', 9884.0, '2025-03-12', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202501140064', '3300510000039', '3301210000064', 18368.03, '2025-01-14', '网上银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202503080065', '3300210000098', '3300710000076', 2107.0, '2025-03-08', '手机银行', '已退回', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202503130066', '3301410000094', '3301750000181', 5042.85, '2025-03-13', '网上银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202408080067', '3300610000068', '3301810000087', 14724.34, '2024-08-08', '手机银行', '成功', 0.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202412020068', '3301910000038', '3301010000002', 18690.0, '2024-12-02', '手机银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202412010069', '3300510000053', '3301750000158', 1727.0, '2024-12-01', '手机银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202412240070', '3300150000187', '3302050000165', 82367.53, '2024-12-24', '手机银行', '已退回', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202501070071', '3301510000115', '3300610000085', 7341.0, '2025-01-07', '网上银行', '成功', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202408110072', '3300910000021', '3300110000091', 25868.49, '2024-08-11', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202501070073', '3301510000029', '3300250000186', 9653.67, '2025-01-07', '柜面', '成功', 5.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202409090074', '3300710000089', '3301810000045', 12381.24, '2024-09-09', '柜面', '成功', 5.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202407030075', '3300710000076', '3300910000060', 12621.5, '2024-07-03', '手机银行', '成功', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202412160076', '3301610000065', '3300510000118', 29831.0, '2024-12-16', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202411230077', '3301960000195', '3301350000162', 224774.96, '2024-11-23', '手机银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202412060078', '3300110000058', '3300910000027', 28448.0, '2024-12-06', '手机银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202501130079', '3300510000118', '3301510000029', 19769.68, '2025-01-13', '手机银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202501220080', '3300410000080', '3300110000058', 7351.43, '2025-01-22', '网上银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202412250081', '3302050000166', '3301210000064', 298814.07, '2024-12-25', '网上银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202411020082', '3301810000087', '3300110000070', 19848.87, '2024-11-02', '网上银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202409040083', '3301710000090', '3300210000049', 2455.9, '2024-09-04', '手机银行', '成功', 0.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202503040084', '3301110000030', '3300410000119', 9144.41, '2025-03-04', '网上银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202407170085', '3302050000168', '3301110000030', 85582.0, '2024-07-17', '手机银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202409280086', '3300510000012', '3300610000068', 26851.0, '2024-09-28', '手机银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202501200087', '3300210000084', '3300210000046', 26585.98, '2025-01-20', '手机银行', '成功', 0.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202412040088', '3301650000176', '3300210000098', 249629.0, '2024-12-04', '手机银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202412120089', '3300150000164', '3301910000050', 59456.82, '2024-12-12', '手机银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202411070090', '3301950000175', '3300650000167', 266720.0, '2024-11-07', '手机银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202409190091', '3300250000188', '3301350000177', 199268.53, '2024-09-19', '手机银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202407170092', '3302050000165', '3300510000052', 112231.61, '2024-07-17', '网上银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202411220093', '3300110000093', '3300210000112', 15228.0, '2024-11-22', '柜面', '已退回', 10.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202407260094', '3301310000034', '3300510000083', 21797.0, '2024-07-26', '网上银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202411270095', '3300210000046', '3300510000083', 27430.0, '2024-11-27', '手机银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202412120096', '3300710000076', '3300510000069', 26382.0, '2024-12-12', '手机银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202407020097', '3300410000044', '3300410000106', 11550.0, '2024-07-02', '网上银行', '成功', 0.0, '房租');
INSERT INTO 转账记录 VALUES ('TR202503290098', '3300410000080', '3300610000077', 26969.0, '2025-03-29', '手机银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202503020099', '3300210000098', '3301910000088', 13972.0, '2025-03-02', '手机银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202409240100', '3300410000044', '3300210000006', 3853.0, '2024-09-24', '手机银行', '成功', 0.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202407030101', '3301510000029', '3301710000018', 15356.0, '2024-07-03', '手机银行', '成功', 0.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202412280102', '3300610000114', '3300150000179', 8972.0, '2024-12-28', '网上银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202410180103', '3301010000002', '3300510000069', 18895.0, '2024-10-18', '网上银行', '已退回', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202408170104', '3300910000021', '3300510000012', 4993.0, '2024-08-17', '手机银行', '成功', 0.0, '还款');
INSERT INTO 转账记录 VALUES ('TR202502220105', '3300410000016', '3300610000048', 10459.63, '2025-02-22', '网上银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202501250106', '3300910000003', '3300510000039', 7773.03, '2025-01-25', '手机银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202408140107', '3300110000116', '3301510000074', 5605.0, '2024-08-14', '柜面', '成功', 5.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202410290108', '3301960000195', '3301210000024', 217123.0, '2024-10-29', '手机银行', '成功', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202410140109', '3301410000037', '3300150000164', 29586.01, '2024-10-14', '网上银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202503280110', '3301550000156', '3301410000011', 2128.9, '2025-03-28', 'ATM', '成功', 10.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202407110111', '3300610000082', '3300710000071', 8537.51, '2024-07-11', '手机银行', '成功', 0.0, '学费');
INSERT INTO 转账记录 VALUES ('TR202502040112', '3301750000181', '3300210000112', 136252.39, '2025-02-04', '网上银行', '已退回', 0.0, '货款');
INSERT INTO 转账记录 VALUES ('TR202408260113', '3300550000184', '3300910000027', 33506.37, '2024-08-26', '网上银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202408110114', '3301510000074', '3300210000028', 27066.0, '2024-08-11', '网上银行', '成功', 0.0, '红包');
INSERT INTO 转账记录 VALUES ('TR202503030115', '3301410000094', '3301710000018', 26434.0, '2025-03-03', '手机银行', '成功', 0.0, NULL);
INSERT INTO 转账记录 VALUES ('TR202502030116', '3300210000046', '3301910000096', 18145.0, '2025-02-03', '网上银行', '成功', 0.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202412160117', '3301960000195', '3301310000034', 80538.46, '2024-12-16', '手机银行', '成功', 0.0, '往来款');
INSERT INTO 转账记录 VALUES ('TR202411260118', '3300110000031', '3300210000046', 26629.39, '2024-11-26', '手机银行', '成功', 0.0, '生活费');
INSERT INTO 转账记录 VALUES ('TR202501080119', '3301210000033', '3300650000167', 18625.0, '2025-01-08', '网上银行', '成功', 0.0, '转账');
INSERT INTO 转账记录 VALUES ('TR202502020120', '3301210000033', '3300110000058', 28775.0, '2025-02-02', '手机银行', '成功', 0.0, '学费');

INSERT INTO card VALUES ('6217350000000001', 'P10001', '借记卡', '和美借记卡', '普卡', '3300510000001', NULL, '2022-11-15', '2032-11-15', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000002', 'P10002', '借记卡', '财富借记卡', '金卡', '3301010000002', NULL, '2016-10-08', '2026-10-08', '正常', 'B010');
INSERT INTO card VALUES ('6217350000000003', 'P10004', '借记卡', '财富借记卡', '白金卡', '3301010000004', NULL, '2019-09-04', '2029-09-04', '正常', 'B010');
INSERT INTO card VALUES ('6217350000000004', 'P10005', '借记卡', '和美借记卡', '普卡', '3300410000005', NULL, '2021-01-31', '2031-01-31', '挂失', 'B004');
INSERT INTO card VALUES ('6217350000000005', 'P10006', '借记卡', '财富借记卡', '金卡', '3300210000006', NULL, '2024-06-25', '2034-06-25', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000006', 'P10007', '借记卡', '市民卡', '普卡', '3301310000007', NULL, '2023-12-17', '2033-12-17', '正常', 'B013');
INSERT INTO card VALUES ('6217350000000007', 'P10008', '借记卡', '市民卡', '普卡', '3301710000008', NULL, '2018-12-16', '2028-12-16', '正常', 'B017');
INSERT INTO card VALUES ('6217350000000008', 'P10009', '借记卡', '和美借记卡', '普卡', '3300610000009', NULL, '2013-09-29', '2023-09-29', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000009', 'P10010', '借记卡', '和美借记卡', '普卡', '3300210000010', NULL, '2009-09-18', '2019-09-18', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000010', 'P10011', '借记卡', '和美借记卡', '普卡', '3301410000011', NULL, '2024-11-06', '2034-11-06', '正常', 'B014');
INSERT INTO card VALUES ('6217350000000011', 'P10012', '借记卡', '市民卡', '普卡', '3300510000012', NULL, '2018-09-12', '2028-09-12', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000012', 'P10013', '借记卡', '财富借记卡', '金卡', '3300310000013', NULL, '2020-12-14', '2030-12-14', '正常', 'B003');
INSERT INTO card VALUES ('6217350000000013', 'P10014', '借记卡', '和美借记卡', '普卡', '3300210000014', NULL, '2023-11-03', '2033-11-03', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000014', 'P10015', '借记卡', '财富借记卡', '白金卡', '3300310000015', NULL, '2019-09-09', '2029-09-09', '正常', 'B003');
INSERT INTO card VALUES ('6217350000000015', 'P10016', '借记卡', '财富借记卡', '金卡', '3300410000016', NULL, '2018-05-01', '2028-05-01', '正常', 'B004');
INSERT INTO card VALUES ('6217350000000016', 'P10017', '借记卡', '市民卡', '普卡', '3301710000017', NULL, '2024-09-07', '2034-09-07', '正常', 'B017');
INSERT INTO card VALUES ('6217350000000017', 'P10018', '借记卡', '财富借记卡', '白金卡', '3301710000018', NULL, '2022-09-19', '2032-09-19', '正常', 'B017');
INSERT INTO card VALUES ('6217350000000018', 'P10019', '借记卡', '财富借记卡', '白金卡', '3300410000019', NULL, '2019-07-29', '2029-07-29', '正常', 'B004');
INSERT INTO card VALUES ('6217350000000019', 'P10021', '借记卡', '财富借记卡', '白金卡', '3301710000020', NULL, '2023-07-11', '2033-07-11', '正常', 'B017');
INSERT INTO card VALUES ('6217350000000020', 'P10022', '借记卡', '财富借记卡', '金卡', '3300910000021', NULL, '2014-09-11', '2024-09-11', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000021', 'P10023', '借记卡', '市民卡', '普卡', '3300510000022', NULL, '2013-12-25', '2023-12-25', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000022', 'P10024', '借记卡', '和美借记卡', '普卡', '3300410000023', NULL, '2018-08-24', '2028-08-24', '正常', 'B004');
INSERT INTO card VALUES ('6217350000000023', 'P10025', '借记卡', '财富借记卡', '金卡', '3301210000024', NULL, '2017-08-20', '2027-08-20', '正常', 'B012');
INSERT INTO card VALUES ('6217350000000024', 'P10026', '借记卡', '财富借记卡', '金卡', '3301910000025', NULL, '2019-06-19', '2029-06-19', '正常', 'B019');
INSERT INTO card VALUES ('6217350000000025', 'P10027', '借记卡', '财富借记卡', '金卡', '3301410000026', NULL, '2023-07-01', '2033-07-01', '正常', 'B014');
INSERT INTO card VALUES ('6217350000000026', 'P10028', '借记卡', '市民卡', '普卡', '3300910000027', NULL, '2018-07-03', '2028-07-03', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000027', 'P10031', '借记卡', '财富借记卡', '白金卡', '3301110000030', NULL, '2016-01-02', '2026-01-02', '正常', 'B011');
INSERT INTO card VALUES ('6217350000000028', 'P10032', '借记卡', '和美借记卡', '普卡', '3300110000031', NULL, '2020-11-05', '2030-11-05', '正常', 'B001');
INSERT INTO card VALUES ('6217350000000029', 'P10033', '借记卡', '财富借记卡', '白金卡', '3301010000032', NULL, '2018-12-28', '2028-12-28', '正常', 'B010');
INSERT INTO card VALUES ('6217350000000030', 'P10035', '借记卡', '和美借记卡', '普卡', '3301210000033', NULL, '2017-05-17', '2027-05-17', '正常', 'B012');
INSERT INTO card VALUES ('6217350000000031', 'P10036', '借记卡', '市民卡', '普卡', '3301310000034', NULL, '2014-11-22', '2024-11-22', '正常', 'B013');
INSERT INTO card VALUES ('6217350000000032', 'P10037', '借记卡', '财富借记卡', '白金卡', '3300910000035', NULL, '2018-03-17', '2028-03-17', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000033', 'P10038', '借记卡', '财富借记卡', '金卡', '3302010000036', NULL, '2023-09-10', '2033-09-10', '正常', 'B020');
INSERT INTO card VALUES ('6217350000000034', 'P10039', '借记卡', '和美借记卡', '普卡', '3301410000037', NULL, '2023-10-22', '2033-10-22', '正常', 'B014');
INSERT INTO card VALUES ('6217350000000035', 'P10041', '借记卡', '财富借记卡', '白金卡', '3301910000038', NULL, '2022-11-09', '2032-11-09', '正常', 'B019');
INSERT INTO card VALUES ('6217350000000036', 'P10042', '借记卡', '财富借记卡', '金卡', '3300510000039', NULL, '2017-09-12', '2027-09-12', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000037', 'P10044', '借记卡', '财富借记卡', '金卡', '3300510000041', NULL, '2015-10-27', '2025-10-27', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000038', 'P10045', '借记卡', '财富借记卡', '金卡', '3300610000042', NULL, '2017-06-17', '2027-06-17', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000039', 'P10046', '借记卡', '市民卡', '普卡', '3300710000043', NULL, '2015-04-21', '2025-04-21', '正常', 'B007');
INSERT INTO card VALUES ('6217350000000040', 'P10047', '借记卡', '和美借记卡', '普卡', '3300410000044', NULL, '2018-12-03', '2028-12-03', '正常', 'B004');
INSERT INTO card VALUES ('6217350000000041', 'P10048', '借记卡', '财富借记卡', '金卡', '3301810000045', NULL, '2022-01-28', '2032-01-28', '正常', 'B018');
INSERT INTO card VALUES ('6217350000000042', 'P10049', '借记卡', '市民卡', '普卡', '3300210000046', NULL, '2015-02-12', '2025-02-12', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000043', 'P10050', '借记卡', '和美借记卡', '普卡', '3300910000047', NULL, '2014-05-01', '2024-05-01', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000044', 'P10051', '借记卡', '市民卡', '普卡', '3300610000048', NULL, '2020-11-06', '2030-11-06', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000045', 'P10052', '借记卡', '和美借记卡', '普卡', '3300210000049', NULL, '2014-04-19', '2024-04-19', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000046', 'P10053', '借记卡', '市民卡', '普卡', '3301910000050', NULL, '2020-02-24', '2030-02-24', '正常', 'B019');
INSERT INTO card VALUES ('6217350000000047', 'P10054', '借记卡', '财富借记卡', '金卡', '3300110000051', NULL, '2011-09-18', '2021-09-18', '正常', 'B001');
INSERT INTO card VALUES ('6217350000000048', 'P10056', '借记卡', '和美借记卡', '普卡', '3300510000053', NULL, '2019-01-20', '2029-01-20', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000049', 'P10057', '借记卡', '市民卡', '普卡', '3300210000054', NULL, '2013-08-27', '2023-08-27', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000050', 'P10058', '借记卡', '财富借记卡', '白金卡', '3301510000055', NULL, '2016-09-22', '2026-09-22', '正常', 'B015');
INSERT INTO card VALUES ('6217350000000051', 'P10060', '借记卡', '财富借记卡', '金卡', '3300910000057', NULL, '2020-12-14', '2030-12-14', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000052', 'P10061', '借记卡', '和美借记卡', '普卡', '3300110000058', NULL, '2010-10-25', '2020-10-25', '正常', 'B001');
INSERT INTO card VALUES ('6217350000000053', 'P10062', '借记卡', '财富借记卡', '白金卡', '3300610000059', NULL, '2023-10-03', '2033-10-03', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000054', 'P10063', '借记卡', '和美借记卡', '普卡', '3300910000060', NULL, '2024-07-05', '2034-07-05', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000055', 'P10064', '借记卡', '和美借记卡', '普卡', '3301510000061', NULL, '2022-06-21', '2032-06-21', '正常', 'B015');
INSERT INTO card VALUES ('6217350000000056', 'P10066', '借记卡', '财富借记卡', '金卡', '3300210000062', NULL, '2015-12-17', '2025-12-17', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000057', 'P10067', '借记卡', '市民卡', '普卡', '3300610000063', NULL, '2011-01-26', '2021-01-26', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000058', 'P10069', '借记卡', '财富借记卡', '白金卡', '3301610000065', NULL, '2018-06-16', '2028-06-16', '正常', 'B016');
INSERT INTO card VALUES ('6217350000000059', 'P10070', '借记卡', '财富借记卡', '金卡', '3300910000066', NULL, '2016-06-15', '2026-06-15', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000060', 'P10071', '借记卡', '财富借记卡', '金卡', '3300610000067', NULL, '2021-03-17', '2031-03-17', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000061', 'P10074', '借记卡', '和美借记卡', '普卡', '3300110000070', NULL, '2011-08-23', '2021-08-23', '正常', 'B001');
INSERT INTO card VALUES ('6217350000000062', 'P10075', '借记卡', '财富借记卡', '金卡', '3300710000071', NULL, '2020-12-06', '2030-12-06', '正常', 'B007');
INSERT INTO card VALUES ('6217350000000063', 'P10076', '借记卡', '和美借记卡', '普卡', '3300510000072', NULL, '2018-01-19', '2028-01-19', '冻结', 'B005');
INSERT INTO card VALUES ('6217350000000064', 'P10077', '借记卡', '和美借记卡', '普卡', '3301810000073', NULL, '2020-10-08', '2030-10-08', '正常', 'B018');
INSERT INTO card VALUES ('6217350000000065', 'P10079', '借记卡', '和美借记卡', '普卡', '3301510000074', NULL, '2017-12-11', '2027-12-11', '正常', 'B015');
INSERT INTO card VALUES ('6217350000000066', 'P10080', '借记卡', '财富借记卡', '金卡', '3300610000075', NULL, '2016-04-29', '2026-04-29', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000067', 'P10081', '借记卡', '和美借记卡', '普卡', '3300710000076', NULL, '2023-11-12', '2033-11-12', '正常', 'B007');
INSERT INTO card VALUES ('6217350000000068', 'P10082', '借记卡', '和美借记卡', '普卡', '3300610000077', NULL, '2011-12-22', '2021-12-22', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000069', 'P10084', '借记卡', '财富借记卡', '金卡', '3300610000079', NULL, '2016-12-13', '2026-12-13', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000070', 'P10086', '借记卡', '财富借记卡', '金卡', '3301710000081', NULL, '2020-03-09', '2030-03-09', '挂失', 'B017');
INSERT INTO card VALUES ('6217350000000071', 'P10087', '借记卡', '财富借记卡', '金卡', '3300610000082', NULL, '2012-08-07', '2022-08-07', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000072', 'P10089', '借记卡', '财富借记卡', '金卡', '3300210000084', NULL, '2013-06-02', '2023-06-02', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000073', 'P10090', '借记卡', '财富借记卡', '金卡', '3300610000085', NULL, '2017-01-23', '2027-01-23', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000074', 'P10091', '借记卡', '财富借记卡', '白金卡', '3301110000086', NULL, '2014-03-02', '2024-03-02', '正常', 'B011');
INSERT INTO card VALUES ('6217350000000075', 'P10092', '借记卡', '财富借记卡', '白金卡', '3301810000087', NULL, '2023-03-02', '2033-03-02', '正常', 'B018');
INSERT INTO card VALUES ('6217350000000076', 'P10093', '借记卡', '和美借记卡', '普卡', '3301910000088', NULL, '2019-08-17', '2029-08-17', '正常', 'B019');
INSERT INTO card VALUES ('6217350000000077', 'P10095', '借记卡', '财富借记卡', '白金卡', '3301710000090', NULL, '2019-01-16', '2029-01-16', '正常', 'B017');
INSERT INTO card VALUES ('6217350000000078', 'P10096', '借记卡', '市民卡', '普卡', '3300110000091', NULL, '2016-12-01', '2026-12-01', '正常', 'B001');
INSERT INTO card VALUES ('6217350000000079', 'P10098', '借记卡', '和美借记卡', '普卡', '3300110000093', NULL, '2010-09-06', '2020-09-06', '正常', 'B001');
INSERT INTO card VALUES ('6217350000000080', 'P10099', '借记卡', '市民卡', '普卡', '3301410000094', NULL, '2016-07-12', '2026-07-12', '正常', 'B014');
INSERT INTO card VALUES ('6217350000000081', 'P10100', '借记卡', '市民卡', '普卡', '3301710000095', NULL, '2023-10-01', '2033-10-01', '正常', 'B017');
INSERT INTO card VALUES ('6217350000000082', 'P10101', '借记卡', '财富借记卡', '金卡', '3301910000096', NULL, '2024-07-03', '2034-07-03', '正常', 'B019');
INSERT INTO card VALUES ('6217350000000083', 'P10102', '借记卡', '财富借记卡', '白金卡', '3300510000097', NULL, '2018-08-09', '2028-08-09', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000084', 'P10104', '借记卡', '青春借记卡', '普卡', '3300210000098', NULL, '2024-11-03', '2034-11-03', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000085', 'P10105', '借记卡', '和美借记卡', '普卡', '3301110000099', NULL, '2014-07-14', '2024-07-14', '正常', 'B011');
INSERT INTO card VALUES ('6217350000000086', 'P10106', '借记卡', '市民卡', '普卡', '3300510000100', NULL, '2024-12-29', '2034-12-29', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000087', 'P10108', '借记卡', '和美借记卡', '普卡', '3300310000101', NULL, '2018-06-18', '2028-06-18', '正常', 'B003');
INSERT INTO card VALUES ('6217350000000088', 'P10109', '借记卡', '财富借记卡', '金卡', '3300910000102', NULL, '2022-09-23', '2032-09-23', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000089', 'P10110', '借记卡', '和美借记卡', '普卡', '3301110000103', NULL, '2023-07-12', '2033-07-12', '正常', 'B011');
INSERT INTO card VALUES ('6217350000000090', 'P10111', '借记卡', '青春借记卡', '普卡', '3300510000104', NULL, '2024-10-10', '2034-10-10', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000091', 'P10112', '借记卡', '财富借记卡', '金卡', '3300910000105', NULL, '2016-12-03', '2026-12-03', '正常', 'B009');
INSERT INTO card VALUES ('6217350000000092', 'P10113', '借记卡', '财富借记卡', '白金卡', '3300410000106', NULL, '2017-11-28', '2027-11-28', '正常', 'B004');
INSERT INTO card VALUES ('6217350000000093', 'P10114', '借记卡', '和美借记卡', '普卡', '3300510000107', NULL, '2021-12-11', '2031-12-11', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000094', 'P10115', '借记卡', '和美借记卡', '普卡', '3300210000108', NULL, '2023-12-06', '2033-12-06', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000095', 'P10116', '借记卡', '市民卡', '普卡', '3300210000109', NULL, '2012-10-15', '2022-10-15', '正常', 'B002');
INSERT INTO card VALUES ('6217350000000096', 'P10117', '借记卡', '和美借记卡', '普卡', '3301610000110', NULL, '2021-11-08', '2031-11-08', '正常', 'B016');
INSERT INTO card VALUES ('6217350000000097', 'P10119', '借记卡', '和美借记卡', '普卡', '3300210000112', NULL, '2012-01-17', '2022-01-17', '冻结', 'B002');
INSERT INTO card VALUES ('6217350000000098', 'P10121', '借记卡', '财富借记卡', '金卡', '3301910000113', NULL, '2024-06-05', '2034-06-05', '正常', 'B019');
INSERT INTO card VALUES ('6217350000000099', 'P10122', '借记卡', '和美借记卡', '普卡', '3300610000114', NULL, '2021-10-09', '2031-10-09', '正常', 'B006');
INSERT INTO card VALUES ('6217350000000100', 'P10123', '借记卡', '市民卡', '普卡', '3301510000115', NULL, '2015-09-24', '2025-09-24', '正常', 'B015');
INSERT INTO card VALUES ('6217350000000101', 'P10124', '借记卡', '市民卡', '普卡', '3300110000116', NULL, '2020-10-29', '2030-10-29', '正常', 'B001');
INSERT INTO card VALUES ('6217350000000102', 'P10125', '借记卡', '财富借记卡', '金卡', '3300310000117', NULL, '2017-12-16', '2027-12-16', '正常', 'B003');
INSERT INTO card VALUES ('6217350000000103', 'P10126', '借记卡', '市民卡', '普卡', '3300510000118', NULL, '2021-03-23', '2031-03-23', '正常', 'B005');
INSERT INTO card VALUES ('6217350000000104', 'P10127', '借记卡', '和美借记卡', '普卡', '3300410000119', NULL, '2021-03-13', '2031-03-13', '正常', 'B004');
INSERT INTO card VALUES ('6217350000000105', 'P10130', '借记卡', '和美借记卡', '普卡', '3300210000121', NULL, '2021-04-20', '2031-04-20', '正常', 'B002');
INSERT INTO card VALUES ('6258600000000001', 'P10037', '信用卡', '和美信用卡', '金卡', NULL, 20000.0, '2021-04-25', '2026-04-25', '正常', 'B009');
INSERT INTO card VALUES ('6258600000000002', 'P10015', '信用卡', '商旅信用卡', '金卡', NULL, 58000.0, '2023-04-25', '2028-04-25', '正常', 'B003');
INSERT INTO card VALUES ('6258600000000003', 'P10088', '信用卡', '和美信用卡', '普卡', NULL, 12000.0, '2022-09-06', '2027-09-06', '正常', 'B005');
INSERT INTO card VALUES ('6258600000000004', 'P10125', '信用卡', '和美信用卡', '金卡', NULL, 53000.0, '2019-07-06', '2024-07-06', '正常', 'B003');
INSERT INTO card VALUES ('6258600000000005', 'P10097', '信用卡', '和美信用卡', '金卡', NULL, 57000.0, '2021-09-16', '2026-09-16', '挂失', 'B005');
INSERT INTO card VALUES ('6258600000000006', 'P10084', '信用卡', '商旅信用卡', '金卡', NULL, 45000.0, '2022-10-30', '2027-10-30', '正常', 'B006');
INSERT INTO card VALUES ('6258600000000007', 'P10071', '信用卡', '和美信用卡', '普卡', NULL, 15000.0, '2022-11-21', '2027-11-21', '正常', 'B006');
INSERT INTO card VALUES ('6258600000000008', 'P10001', '信用卡', '和美信用卡', '普卡', NULL, 8000.0, '2023-09-07', '2028-09-07', '正常', 'B005');
INSERT INTO card VALUES ('6258600000000009', 'P10029', '信用卡', '和美信用卡', '金卡', NULL, 22000.0, '2020-07-11', '2025-07-11', '正常', 'B002');
INSERT INTO card VALUES ('6258600000000010', 'P10007', '信用卡', '和美信用卡', '普卡', NULL, 5000.0, '2024-01-08', '2029-01-08', '正常', 'B013');
INSERT INTO card VALUES ('6258600000000011', 'P10096', '信用卡', '白金商旅信用卡', '白金卡', NULL, 122000.0, '2020-08-25', '2025-08-25', '正常', 'B001');
INSERT INTO card VALUES ('6258600000000012', 'P10064', '信用卡', '商旅信用卡', '金卡', NULL, 60000.0, '2023-08-30', '2028-08-30', '正常', 'B015');
INSERT INTO card VALUES ('6258600000000013', 'P10031', '信用卡', '商旅信用卡', '金卡', NULL, 58000.0, '2024-02-28', '2029-02-28', '正常', 'B011');
INSERT INTO card VALUES ('6258600000000014', 'P10022', '信用卡', '小微企业主白金卡', '白金卡', NULL, 140000.0, '2023-11-12', '2028-11-12', '正常', 'B009');
INSERT INTO card VALUES ('6258600000000015', 'P10094', '信用卡', '白金商旅信用卡', '白金卡', NULL, 195000.0, '2023-09-01', '2028-09-01', '正常', 'B007');
INSERT INTO card VALUES ('6258600000000016', 'P10004', '信用卡', '和美信用卡', '普卡', NULL, 6000.0, '2024-06-05', '2029-06-05', '正常', 'B010');
INSERT INTO card VALUES ('6258600000000017', 'P10098', '信用卡', '白金商旅信用卡', '白金卡', NULL, 196000.0, '2020-12-09', '2025-12-09', '正常', 'B001');
INSERT INTO card VALUES ('6258600000000018', 'P10080', '信用卡', '和美信用卡', '金卡', NULL, 53000.0, '2021-04-30', '2026-04-30', '正常', 'B006');
INSERT INTO card VALUES ('6258600000000019', 'P10058', '信用卡', '小微企业主白金卡', '白金卡', NULL, 185000.0, '2024-06-15', '2029-06-15', '正常', 'B015');
INSERT INTO card VALUES ('6258600000000020', 'P10008', '信用卡', '和美信用卡', '普卡', NULL, 20000.0, '2020-10-10', '2025-10-10', '正常', 'B017');
INSERT INTO card VALUES ('6258600000000021', 'P10033', '信用卡', '小微企业主白金卡', '白金卡', NULL, 94000.0, '2024-08-18', '2029-08-18', '挂失', 'B010');
INSERT INTO card VALUES ('6258600000000022', 'P10073', '信用卡', '商旅信用卡', '金卡', NULL, 21000.0, '2024-03-16', '2029-03-16', '正常', 'B005');
INSERT INTO card VALUES ('6258600000000023', 'P10083', '信用卡', '和美信用卡', '普卡', NULL, 19000.0, '2022-11-02', '2027-11-02', '正常', 'B004');
INSERT INTO card VALUES ('6258600000000024', 'P10055', '信用卡', '青年信用卡', '普卡', NULL, 17000.0, '2022-06-30', '2027-06-30', '正常', 'B005');
INSERT INTO card VALUES ('6258600000000025', 'P10090', '信用卡', '商旅信用卡', '金卡', NULL, 60000.0, '2019-12-11', '2024-12-11', '正常', 'B006');
INSERT INTO card VALUES ('6258600000000026', 'P10056', '信用卡', '商旅信用卡', '金卡', NULL, 31000.0, '2023-10-15', '2028-10-15', '正常', 'B005');
INSERT INTO card VALUES ('6258600000000027', 'P10099', '信用卡', '商旅信用卡', '金卡', NULL, 31000.0, '2020-10-05', '2025-10-05', '正常', 'B014');
INSERT INTO card VALUES ('6258600000000028', 'P10075', '信用卡', '白金商旅信用卡', '白金卡', NULL, 161000.0, '2024-04-20', '2029-04-20', '正常', 'B007');
INSERT INTO card VALUES ('6258600000000029', 'P10053', '信用卡', '商旅信用卡', '金卡', NULL, 51000.0, '2022-05-01', '2027-05-01', '正常', 'B019');
INSERT INTO card VALUES ('6258600000000030', 'P10002', '信用卡', '商旅信用卡', '金卡', NULL, 40000.0, '2020-12-11', '2025-12-11', '正常', 'B010');
INSERT INTO card VALUES ('6258600000000031', 'P10019', '信用卡', '白金商旅信用卡', '白金卡', NULL, 167000.0, '2022-11-14', '2027-11-14', '正常', 'B004');
INSERT INTO card VALUES ('6258600000000032', 'P10038', '信用卡', '商旅信用卡', '金卡', NULL, 21000.0, '2024-03-02', '2029-03-02', '正常', 'B020');
INSERT INTO card VALUES ('6258600000000033', 'P10063', '信用卡', '小微企业主白金卡', '白金卡', NULL, 164000.0, '2024-08-04', '2029-08-04', '正常', 'B009');
INSERT INTO card VALUES ('6258600000000034', 'P10010', '信用卡', '和美信用卡', '金卡', NULL, 44000.0, '2019-05-06', '2024-05-06', '正常', 'B002');

INSERT INTO mcc_code VALUES ('5411', '大型仓储式超市', '一般类', 0.38);
INSERT INTO mcc_code VALUES ('5812', '餐馆、餐厅', '餐娱类', 0.6);
INSERT INTO mcc_code VALUES ('5814', '快餐店', '餐娱类', 0.6);
INSERT INTO mcc_code VALUES ('5311', '百货商店', '一般类', 0.38);
INSERT INTO mcc_code VALUES ('5541', '加油站', '一般类', 0.38);
INSERT INTO mcc_code VALUES ('5912', '药店', '民生类', 0.38);
INSERT INTO mcc_code VALUES ('5499', '便利店及食品店', '一般类', 0.38);
INSERT INTO mcc_code VALUES ('7011', '宾馆、酒店', '餐娱类', 0.6);
INSERT INTO mcc_code VALUES ('5651', '服装店', '一般类', 0.38);
INSERT INTO mcc_code VALUES ('5722', '家用电器商店', '一般类', 0.38);
INSERT INTO mcc_code VALUES ('8062', '公立医院', '公益类', 0.0);
INSERT INTO mcc_code VALUES ('8211', '中小学校', '公益类', 0.0);
INSERT INTO mcc_code VALUES ('5039', '建材批发', '批发类', 0.2);
INSERT INTO mcc_code VALUES ('4121', '出租车及网约车', '民生类', 0.38);
INSERT INTO mcc_code VALUES ('7997', '健身及会员俱乐部', '餐娱类', 0.6);

INSERT INTO merchant VALUES ('M0001', '台州银泰城超市', '5411', '台州', '椒江', '2018-09-07', '正常', '3301050000159');
INSERT INTO merchant VALUES ('M0002', '路桥华联超市', '5411', '台州', '路桥', '2022-03-31', '正常', '3301750000181');
INSERT INTO merchant VALUES ('M0003', '温岭世纪联华', '5411', '台州', '温岭', '2023-06-29', '正常', '3300150000187');
INSERT INTO merchant VALUES ('M0004', '杭州物美超市滨江店', '5411', '杭州', '滨江', '2020-12-25', '正常', '3300150000179');
INSERT INTO merchant VALUES ('M0005', '椒江老台门饭店', '5812', '台州', '椒江', '2015-05-07', '正常', '3301350000190');
INSERT INTO merchant VALUES ('M0006', '黄岩望海楼酒家', '5812', '台州', '黄岩', '2022-08-25', '正常', '3302050000166');
INSERT INTO merchant VALUES ('M0007', '临海紫阳街食府', '5812', '台州', '临海', '2021-12-06', '正常', '3300150000164');
INSERT INTO merchant VALUES ('M0008', '宁波海鲜城北仑店', '5812', '宁波', '北仑', '2017-10-04', '正常', '3301350000172');
INSERT INTO merchant VALUES ('M0009', '杭州外婆家滨江店', '5812', '杭州', '滨江', '2019-10-29', '正常', '3300250000186');
INSERT INTO merchant VALUES ('M0010', '台州麦香快餐', '5814', '台州', '椒江', '2023-12-31', '正常', '3302050000168');
INSERT INTO merchant VALUES ('M0011', '路桥家乐快餐', '5814', '台州', '路桥', '2016-10-07', '正常', '3301650000173');
INSERT INTO merchant VALUES ('M0012', '椒江嵌糕老店', '5814', '台州', '椒江', '2015-12-27', '正常', '3301150000178');
INSERT INTO merchant VALUES ('M0013', '台州银泰百货', '5311', '台州', '椒江', '2018-09-16', '正常', '3301750000181');
INSERT INTO merchant VALUES ('M0014', '温岭万达广场百货', '5311', '台州', '温岭', '2018-12-11', '正常', '3301350000182');
INSERT INTO merchant VALUES ('M0015', '中石化台州椒江加油站', '5541', '台州', '椒江', '2015-10-30', '正常', '3300250000188');
INSERT INTO merchant VALUES ('M0016', '中石油黄岩加油站', '5541', '台州', '黄岩', '2017-01-24', '正常', '3301650000185');
INSERT INTO merchant VALUES ('M0017', '中石化温岭泽国加油站', '5541', '台州', '温岭', '2015-02-05', '正常', '3301650000173');
INSERT INTO merchant VALUES ('M0018', '台州康泰大药房', '5912', '台州', '椒江', '2021-03-01', '正常', '3301350000190');
INSERT INTO merchant VALUES ('M0019', '温岭同仁堂药店', '5912', '台州', '温岭', '2015-01-29', '正常', '3302050000157');
INSERT INTO merchant VALUES ('M0020', '杭州老百姓大药房', '5912', '杭州', '上城', '2023-08-23', '暂停交易', '3300150000179');
INSERT INTO merchant VALUES ('M0021', '椒江便利蜂', '5499', '台州', '椒江', '2016-04-07', '正常', '3301850000163');
INSERT INTO merchant VALUES ('M0022', '台州好又多便利店', '5499', '台州', '椒江', '2019-06-10', '正常', '3300150000171');
INSERT INTO merchant VALUES ('M0023', '台州国际大酒店', '7011', '台州', '椒江', '2020-09-03', '暂停交易', '3301350000162');
INSERT INTO merchant VALUES ('M0024', '临海古城宾馆', '7011', '台州', '临海', '2012-08-19', '正常', '3300250000188');
INSERT INTO merchant VALUES ('M0025', '宁波南苑饭店', '7011', '宁波', '鄞州', '2022-01-02', '正常', '3300150000187');
INSERT INTO merchant VALUES ('M0026', '路桥衣之家服饰', '5651', '台州', '路桥', '2014-07-14', '正常', '3302050000165');
INSERT INTO merchant VALUES ('M0027', '椒江森马专卖店', '5651', '台州', '椒江', '2015-08-23', '正常', '3300650000167');
INSERT INTO merchant VALUES ('M0028', '台州苏宁电器', '5722', '台州', '椒江', '2022-10-27', '正常', '3300150000179');
INSERT INTO merchant VALUES ('M0029', '温岭国美电器', '5722', '台州', '温岭', '2013-07-16', '正常', '3301350000162');
INSERT INTO merchant VALUES ('M0030', '台州市中心医院', '8062', '台州', '椒江', '2021-10-12', '正常', '3301750000181');
INSERT INTO merchant VALUES ('M0031', '温岭市第一人民医院', '8062', '台州', '温岭', '2021-08-09', '正常', '3300150000171');
INSERT INTO merchant VALUES ('M0032', '椒江实验小学', '8211', '台州', '椒江', '2017-05-14', '正常', '3300650000170');
INSERT INTO merchant VALUES ('M0033', '路桥建材市场宏达批发部', '5039', '台州', '路桥', '2020-02-10', '正常', '3301350000177');
INSERT INTO merchant VALUES ('M0034', '黄岩永兴建材', '5039', '台州', '黄岩', '2019-07-06', '暂停交易', '3301350000172');
INSERT INTO merchant VALUES ('M0035', '台州出租车联合公司', '4121', '台州', '椒江', '2018-12-27', '正常', '3300150000183');
INSERT INTO merchant VALUES ('M0036', '椒江力美健身', '7997', '台州', '椒江', '2016-07-14', '正常', '3301150000178');

INSERT INTO card_txn VALUES (1, '6258600000000002', '2024-10-01', 342.57, 'CNY', 342.57, NULL, '中国', 'POS刷卡', '193387', '成功', 0);
INSERT INTO card_txn VALUES (2, '6258600000000027', '2024-10-01', 1012.23, 'USD', 7359.72, NULL, '美国', '线上快捷', '888368', '成功', 0);
INSERT INTO card_txn VALUES (3, '6217350000000051', '2024-10-03', 5096.68, 'CNY', 5096.68, 'M0013', '中国', 'POS刷卡', '858425', '成功', 0);
INSERT INTO card_txn VALUES (4, '6258600000000012', '2024-10-03', 908.14, 'CNY', 908.14, NULL, '中国', '线上快捷', '034596', '已撤销', 0);
INSERT INTO card_txn VALUES (5, '6258600000000012', '2024-10-03', 3765.99, 'CNY', 3765.99, NULL, '中国', 'POS刷卡', '122063', '成功', 12);
INSERT INTO card_txn VALUES (6, '6258600000000031', '2024-10-03', 3240.97, 'CNY', 3240.97, NULL, '中国', '线上快捷', '706450', '成功', 12);
INSERT INTO card_txn VALUES (7, '6217350000000074', '2024-10-04', 1095.79, 'USD', 7967.27, NULL, '泰国', '线上快捷', '864315', '成功', 0);
INSERT INTO card_txn VALUES (8, '6217350000000104', '2024-10-04', 534.75, 'CNY', 534.75, 'M0013', '中国', '扫码支付', '061738', '成功', 0);
INSERT INTO card_txn VALUES (9, '6258600000000014', '2024-10-04', 3226.88, 'CNY', 3226.88, NULL, '中国', 'POS刷卡', '864364', '成功', 0);
INSERT INTO card_txn VALUES (10, '6258600000000019', '2024-10-04', 638.62, 'CNY', 638.62, 'M0012', '中国', '扫码支付', '572636', '成功', 0);
INSERT INTO card_txn VALUES (11, '6217350000000089', '2024-10-05', 1170.43, 'USD', 8509.96, NULL, '美国', '线上快捷', '620213', '成功', 0);
INSERT INTO card_txn VALUES (12, '6217350000000033', '2024-10-07', 2924.92, 'CNY', 2924.92, 'M0026', '中国', '扫码支付', '880487', '成功', 0);
INSERT INTO card_txn VALUES (13, '6217350000000046', '2024-10-08', 2966.17, 'CNY', 2966.17, 'M0005', '中国', '扫码支付', '982237', '成功', 0);
INSERT INTO card_txn VALUES (14, '6217350000000088', '2024-10-08', 5771.35, 'CNY', 5771.35, 'M0006', '中国', '扫码支付', '917207', '成功', 0);
INSERT INTO card_txn VALUES (15, '6217350000000073', '2024-10-10', 5143.7, 'CNY', 5143.7, 'M0015', '中国', '扫码支付', '545566', '成功', 0);
INSERT INTO card_txn VALUES (16, '6258600000000020', '2024-10-10', 5270.33, 'CNY', 5270.33, NULL, '中国', 'POS刷卡', '760752', '成功', 3);
INSERT INTO card_txn VALUES (17, '6217350000000046', '2024-10-11', 5208.07, 'CNY', 5208.07, NULL, '中国', '线上快捷', '191574', '成功', 0);
INSERT INTO card_txn VALUES (18, '6258600000000004', '2024-10-12', 1000.0, 'CNY', 1000.0, NULL, '中国', 'ATM取现', '896121', '成功', 0);
INSERT INTO card_txn VALUES (19, '6217350000000094', '2024-10-15', 5101.84, 'CNY', 5101.84, NULL, '中国', '线上快捷', '580532', '成功', 0);
INSERT INTO card_txn VALUES (20, '6258600000000021', '2024-10-16', 918.69, 'CNY', 918.69, NULL, '中国', '线上快捷', '641739', '成功', 0);
INSERT INTO card_txn VALUES (21, '6258600000000002', '2024-10-18', 24.71, 'CNY', 24.71, NULL, '中国', '线上快捷', '874252', '成功', 0);
INSERT INTO card_txn VALUES (22, '6258600000000022', '2024-10-18', 1695.06, 'CNY', 1695.06, NULL, '中国', '线上快捷', '936111', '成功', 0);
INSERT INTO card_txn VALUES (23, '6217350000000004', '2024-10-19', 39.58, 'CNY', 39.58, NULL, '中国', '线上快捷', '651849', '成功', 0);
INSERT INTO card_txn VALUES (24, '6258600000000016', '2024-10-19', 2344.11, 'CNY', 2344.11, NULL, '中国', '线上快捷', '060915', '成功', 0);
INSERT INTO card_txn VALUES (25, '6258600000000032', '2024-10-19', 2609.49, 'CNY', 2609.49, 'M0031', '中国', '扫码支付', '571902', '已撤销', 0);
INSERT INTO card_txn VALUES (26, '6217350000000013', '2024-10-20', 3633.27, 'CNY', 3633.27, NULL, '中国', '线上快捷', '612860', '成功', 0);
INSERT INTO card_txn VALUES (27, '6217350000000076', '2024-10-21', 2840.79, 'CNY', 2840.79, 'M0001', '中国', 'POS刷卡', '303991', '成功', 0);
INSERT INTO card_txn VALUES (28, '6217350000000074', '2024-10-22', 2721.27, 'CNY', 2721.27, NULL, '中国', '线上快捷', '087717', '成功', 0);
INSERT INTO card_txn VALUES (29, '6258600000000004', '2024-10-22', 2595.33, 'CNY', 2595.33, 'M0030', '中国', '扫码支付', '183861', '成功', 0);
INSERT INTO card_txn VALUES (30, '6258600000000024', '2024-10-22', 324.22, 'CNY', 324.22, NULL, '中国', '线上快捷', '387891', '成功', 0);
INSERT INTO card_txn VALUES (31, '6217350000000052', '2024-10-23', 2038.97, 'CNY', 2038.97, NULL, '中国', '线上快捷', '091482', '成功', 0);
INSERT INTO card_txn VALUES (32, '6258600000000025', '2024-10-24', 307.32, 'CNY', 307.32, 'M0031', '中国', 'POS刷卡', '390747', '成功', 0);
INSERT INTO card_txn VALUES (33, '6217350000000060', '2024-10-26', 4290.27, 'CNY', 4290.27, NULL, '中国', '线上快捷', '278992', '成功', 0);
INSERT INTO card_txn VALUES (34, '6258600000000028', '2024-10-27', 572.96, 'CNY', 572.96, NULL, '中国', '扫码支付', '074172', '成功', 0);
INSERT INTO card_txn VALUES (35, '6258600000000028', '2024-10-27', 3662.75, 'CNY', 3662.75, NULL, '中国', '线上快捷', '502205', '成功', 0);
INSERT INTO card_txn VALUES (36, '6258600000000011', '2024-10-28', 4931.34, 'CNY', 4931.34, NULL, '中国', '线上快捷', '245080', '成功', 0);
INSERT INTO card_txn VALUES (37, '6258600000000026', '2024-10-30', 805.75, 'AUD', 3737.79, NULL, '澳大利亚', '线上快捷', '439938', '成功', 0);
INSERT INTO card_txn VALUES (38, '6258600000000031', '2024-10-30', 4605.45, 'CNY', 4605.45, 'M0003', '中国', 'POS刷卡', '838596', '成功', 3);
INSERT INTO card_txn VALUES (39, '6217350000000101', '2024-11-01', 881.57, 'CNY', 881.57, 'M0001', '中国', '扫码支付', '354847', '成功', 0);
INSERT INTO card_txn VALUES (40, '6258600000000010', '2024-11-02', 4394.07, 'CNY', 4394.07, NULL, '中国', '扫码支付', '538470', '成功', 0);
INSERT INTO card_txn VALUES (41, '6217350000000039', '2024-11-04', 3183.8, 'CNY', 3183.8, NULL, '中国', 'POS刷卡', '280926', '成功', 0);
INSERT INTO card_txn VALUES (42, '6258600000000004', '2024-11-06', 5361.19, 'CNY', 5361.19, 'M0003', '中国', '扫码支付', '748182', '成功', 3);
INSERT INTO card_txn VALUES (43, '6258600000000024', '2024-11-06', 5927.32, 'CNY', 5927.32, 'M0009', '中国', '扫码支付', '782267', '成功', 12);
INSERT INTO card_txn VALUES (44, '6217350000000093', '2024-11-07', 2019.55, 'CNY', 2019.55, 'M0021', '中国', 'POS刷卡', '477652', '成功', 0);
INSERT INTO card_txn VALUES (45, '6258600000000030', '2024-11-07', 5026.04, 'CNY', 5026.04, 'M0026', '中国', 'POS刷卡', '468470', '成功', 0);
INSERT INTO card_txn VALUES (46, '6217350000000039', '2024-11-09', 1999.05, 'CNY', 1999.05, NULL, '中国', '线上快捷', '115859', '成功', 0);
INSERT INTO card_txn VALUES (47, '6258600000000013', '2024-11-09', 170.0, 'AUD', 782.68, NULL, '澳大利亚', 'POS刷卡', '316973', '已退货', 0);
INSERT INTO card_txn VALUES (48, '6258600000000013', '2024-11-09', 5051.42, 'CNY', 5051.42, NULL, '中国', '线上快捷', '842564', '成功', 12);
INSERT INTO card_txn VALUES (49, '6258600000000010', '2024-11-10', 5011.99, 'CNY', 5011.99, 'M0027', '中国', '扫码支付', '818064', '已撤销', 0);
INSERT INTO card_txn VALUES (50, '6258600000000033', '2024-11-13', 3066.57, 'CNY', 3066.57, 'M0012', '中国', '扫码支付', '385733', '已撤销', 0);
INSERT INTO card_txn VALUES (51, '6217350000000076', '2024-11-14', 2637.81, 'CNY', 2637.81, NULL, '中国', '线上快捷', '351421', '成功', 0);
INSERT INTO card_txn VALUES (52, '6258600000000006', '2024-11-14', 1630.27, 'CNY', 1630.27, 'M0012', '中国', '扫码支付', '729382', '成功', 0);
INSERT INTO card_txn VALUES (53, '6258600000000027', '2024-11-15', 4587.53, 'CNY', 4587.53, NULL, '中国', 'POS刷卡', '186995', '成功', 6);
INSERT INTO card_txn VALUES (54, '6217350000000011', '2024-11-16', 634.59, 'CNY', 634.59, NULL, '中国', '线上快捷', '394560', '成功', 0);
INSERT INTO card_txn VALUES (55, '6258600000000022', '2024-11-16', 5689.78, 'CNY', 5689.78, NULL, '中国', '扫码支付', '606393', '成功', 6);
INSERT INTO card_txn VALUES (56, '6258600000000002', '2024-11-19', 340.1, 'EUR', 2740.46, NULL, '法国', 'POS刷卡', '131831', '成功', 0);
INSERT INTO card_txn VALUES (57, '6258600000000032', '2024-11-19', 3658.65, 'CNY', 3658.65, 'M0007', '中国', 'POS刷卡', '179494', '成功', 0);
INSERT INTO card_txn VALUES (58, '6258600000000003', '2024-11-20', 1919.92, 'CNY', 1919.92, NULL, '中国', '线上快捷', '973775', '成功', 0);
INSERT INTO card_txn VALUES (59, '6258600000000008', '2024-11-22', 1744.41, 'CNY', 1744.41, 'M0022', '中国', 'POS刷卡', '656912', '成功', 0);
INSERT INTO card_txn VALUES (60, '6217350000000023', '2024-11-25', 2411.1, 'CNY', 2411.1, 'M0004', '中国', '扫码支付', '565739', '成功', 0);
INSERT INTO card_txn VALUES (61, '6258600000000012', '2024-11-25', 5622.46, 'CNY', 5622.46, NULL, '中国', '线上快捷', '595205', '成功', 3);
INSERT INTO card_txn VALUES (62, '6217350000000017', '2024-11-26', 5283.71, 'CNY', 5283.71, NULL, '中国', '线上快捷', '521176', '成功', 0);
INSERT INTO card_txn VALUES (63, '6258600000000015', '2024-11-26', 2916.19, 'CNY', 2916.19, NULL, '中国', '扫码支付', '542167', '成功', 0);
INSERT INTO card_txn VALUES (64, '6217350000000082', '2024-11-28', 489.14, 'CNY', 489.14, 'M0002', '中国', 'POS刷卡', '499643', '成功', 0);
INSERT INTO card_txn VALUES (65, '6258600000000002', '2024-11-28', 3500.06, 'CNY', 3500.06, 'M0014', '中国', 'POS刷卡', '493486', '成功', 3);
INSERT INTO card_txn VALUES (66, '6258600000000027', '2024-11-29', 901.66, 'CNY', 901.66, 'M0036', '中国', '扫码支付', '981010', '成功', 0);
INSERT INTO card_txn VALUES (67, '6217350000000005', '2024-11-30', 749.08, 'EUR', 6035.94, NULL, '法国', 'POS刷卡', '882836', '已退货', 0);
INSERT INTO card_txn VALUES (68, '6258600000000006', '2024-11-30', 687.91, 'CNY', 687.91, NULL, '中国', 'POS刷卡', '698561', '成功', 0);
INSERT INTO card_txn VALUES (69, '6258600000000034', '2024-12-01', 838.5, 'CNY', 838.5, 'M0032', '中国', 'POS刷卡', '433220', '成功', 0);
INSERT INTO card_txn VALUES (70, '6217350000000029', '2024-12-02', 3578.33, 'CNY', 3578.33, 'M0018', '中国', 'POS刷卡', '961465', '成功', 0);
INSERT INTO card_txn VALUES (71, '6217350000000032', '2024-12-02', 3906.47, 'CNY', 3906.47, 'M0027', '中国', 'POS刷卡', '608833', '成功', 0);
INSERT INTO card_txn VALUES (72, '6217350000000083', '2024-12-04', 5653.39, 'CNY', 5653.39, 'M0003', '中国', 'POS刷卡', '010100', '成功', 0);
INSERT INTO card_txn VALUES (73, '6217350000000065', '2024-12-07', 1356.35, 'CNY', 1356.35, 'M0015', '中国', '扫码支付', '344716', '成功', 0);
INSERT INTO card_txn VALUES (74, '6258600000000007', '2024-12-07', 4397.88, 'CNY', 4397.88, 'M0009', '中国', '扫码支付', '837200', '成功', 0);
INSERT INTO card_txn VALUES (75, '6258600000000024', '2024-12-08', 4895.23, 'CNY', 4895.23, 'M0009', '中国', '扫码支付', '218888', '成功', 12);
INSERT INTO card_txn VALUES (76, '6258600000000016', '2024-12-10', 137609.78, 'JPY', 6599.08, NULL, '日本', '线上快捷', '666650', '成功', 0);
INSERT INTO card_txn VALUES (77, '6217350000000043', '2024-12-11', 5200.95, 'CNY', 5200.95, 'M0036', '中国', 'POS刷卡', '337993', '成功', 0);
INSERT INTO card_txn VALUES (78, '6258600000000020', '2024-12-11', 4356.71, 'CNY', 4356.71, 'M0008', '中国', '扫码支付', '708847', '成功', 3);
INSERT INTO card_txn VALUES (79, '6258600000000006', '2024-12-14', 4524.65, 'CNY', 4524.65, 'M0009', '中国', 'POS刷卡', '440881', '成功', 6);
INSERT INTO card_txn VALUES (80, '6217350000000083', '2024-12-15', 5045.69, 'CNY', 5045.69, 'M0026', '中国', 'POS刷卡', '716554', '成功', 0);
INSERT INTO card_txn VALUES (81, '6217350000000065', '2024-12-16', 5647.71, 'CNY', 5647.71, 'M0029', '中国', '扫码支付', '395811', '成功', 0);
INSERT INTO card_txn VALUES (82, '6258600000000013', '2024-12-17', 4391.54, 'CNY', 4391.54, 'M0032', '中国', 'POS刷卡', '647861', '成功', 6);
INSERT INTO card_txn VALUES (83, '6258600000000015', '2024-12-17', 2184.24, 'CNY', 2184.24, 'M0014', '中国', 'POS刷卡', '776848', '成功', 0);
INSERT INTO card_txn VALUES (84, '6217350000000060', '2024-12-18', 2212.72, 'CNY', 2212.72, 'M0024', '中国', '扫码支付', '262790', '成功', 0);
INSERT INTO card_txn VALUES (85, '6258600000000012', '2024-12-18', 3963.82, 'CNY', 3963.82, 'M0011', '中国', '扫码支付', '155103', '成功', 12);
INSERT INTO card_txn VALUES (86, '6217350000000035', '2024-12-19', 3561.26, 'CNY', 3561.26, 'M0016', '中国', '扫码支付', '961677', '成功', 0);
INSERT INTO card_txn VALUES (87, '6258600000000009', '2024-12-19', 143.58, 'CNY', 143.58, NULL, '中国', 'POS刷卡', '215315', '成功', 0);
INSERT INTO card_txn VALUES (88, '6258600000000021', '2024-12-21', 5317.04, 'CNY', 5317.04, NULL, '中国', 'POS刷卡', '560232', '成功', 0);
INSERT INTO card_txn VALUES (89, '6258600000000001', '2024-12-23', 5627.67, 'CNY', 5627.67, 'M0027', '中国', 'POS刷卡', '367088', '成功', 12);
INSERT INTO card_txn VALUES (90, '6217350000000001', '2024-12-25', 5714.56, 'CNY', 5714.56, NULL, '中国', '线上快捷', '115081', '成功', 0);
INSERT INTO card_txn VALUES (91, '6217350000000031', '2024-12-25', 927.05, 'CNY', 927.05, 'M0005', '中国', 'POS刷卡', '143862', '成功', 0);
INSERT INTO card_txn VALUES (92, '6217350000000060', '2024-12-26', 4405.54, 'CNY', 4405.54, NULL, '中国', 'POS刷卡', '336288', '成功', 0);
INSERT INTO card_txn VALUES (93, '6258600000000025', '2024-12-27', 628.04, 'CNY', 628.04, 'M0030', '中国', '扫码支付', '645555', '成功', 0);
INSERT INTO card_txn VALUES (94, '6258600000000008', '2024-12-28', 1196.09, 'CNY', 1196.09, NULL, '中国', '扫码支付', '118588', '成功', 0);
INSERT INTO card_txn VALUES (95, '6258600000000028', '2024-12-28', 59842.27, 'JPY', 2869.74, NULL, '日本', 'POS刷卡', '762909', '成功', 0);
INSERT INTO card_txn VALUES (96, '6258600000000014', '2024-12-30', 1137.45, 'CNY', 1137.45, 'M0027', '中国', '扫码支付', '351559', '成功', 0);
INSERT INTO card_txn VALUES (97, '6258600000000033', '2024-12-30', 2985.22, 'CNY', 2985.22, NULL, '中国', '扫码支付', '229237', '成功', 0);
INSERT INTO card_txn VALUES (98, '6217350000000009', '2025-01-02', 3249.63, 'CNY', 3249.63, 'M0024', '中国', 'POS刷卡', '946077', '成功', 0);
INSERT INTO card_txn VALUES (99, '6217350000000093', '2025-01-03', 2397.45, 'CNY', 2397.45, 'M0017', '中国', '扫码支付', '435800', '成功', 0);
INSERT INTO card_txn VALUES (100, '6217350000000057', '2025-01-04', 5087.55, 'CNY', 5087.55, 'M0019', '中国', 'POS刷卡', '212592', '已退货', 0);
INSERT INTO card_txn VALUES (101, '6258600000000013', '2025-01-05', 1408.09, 'CNY', 1408.09, 'M0009', '中国', 'POS刷卡', '330747', '成功', 0);
INSERT INTO card_txn VALUES (102, '6258600000000030', '2025-01-05', 4461.15, 'CNY', 4461.15, 'M0010', '中国', '扫码支付', '534952', '成功', 12);
INSERT INTO card_txn VALUES (103, '6258600000000032', '2025-01-05', 4005.76, 'CNY', 4005.76, NULL, '中国', '线上快捷', '832498', '成功', 0);
INSERT INTO card_txn VALUES (104, '6217350000000029', '2025-01-07', 3000.0, 'CNY', 3000.0, NULL, '中国', 'ATM取现', '682986', '成功', 0);
INSERT INTO card_txn VALUES (105, '6217350000000068', '2025-01-07', 276.1, 'USD', 2040.66, NULL, '美国', '线上快捷', '489363', '成功', 0);
INSERT INTO card_txn VALUES (106, '6258600000000032', '2025-01-07', 1433.08, 'CNY', 1433.08, NULL, '中国', '线上快捷', '474484', '成功', 0);
INSERT INTO card_txn VALUES (107, '6217350000000018', '2025-01-08', 1911.91, 'CNY', 1911.91, 'M0033', '中国', '扫码支付', '786783', '成功', 0);
INSERT INTO card_txn VALUES (108, '6258600000000009', '2025-01-09', 208.87, 'CNY', 208.87, 'M0028', '中国', '扫码支付', '769902', '成功', 0);
INSERT INTO card_txn VALUES (109, '6258600000000015', '2025-01-09', 3296.82, 'CNY', 3296.82, NULL, '中国', '线上快捷', '553460', '成功', 0);
INSERT INTO card_txn VALUES (110, '6258600000000027', '2025-01-09', 2586.22, 'CNY', 2586.22, 'M0036', '中国', '扫码支付', '100595', '成功', 0);
INSERT INTO card_txn VALUES (111, '6258600000000033', '2025-01-09', 961.47, 'USD', 7106.22, NULL, '泰国', 'POS刷卡', '088242', '成功', 0);
INSERT INTO card_txn VALUES (112, '6217350000000104', '2025-01-10', 1194.28, 'HKD', 1045.47, NULL, '中国香港', 'POS刷卡', '514652', '成功', 0);
INSERT INTO card_txn VALUES (113, '6258600000000007', '2025-01-11', 5132.13, 'CNY', 5132.13, 'M0012', '中国', '扫码支付', '076212', '成功', 0);
INSERT INTO card_txn VALUES (114, '6217350000000038', '2025-01-12', 36.87, 'CNY', 36.87, NULL, '中国', '线上快捷', '248218', '成功', 0);
INSERT INTO card_txn VALUES (115, '6258600000000021', '2025-01-13', 5867.84, 'CNY', 5867.84, NULL, '中国', '扫码支付', '435078', '成功', 0);
INSERT INTO card_txn VALUES (116, '6258600000000005', '2025-01-16', 5712.14, 'CNY', 5712.14, 'M0024', '中国', 'POS刷卡', '260068', '成功', 6);
INSERT INTO card_txn VALUES (117, '6258600000000008', '2025-01-16', 3462.24, 'CNY', 3462.24, NULL, '中国', '线上快捷', '207816', '成功', 6);
INSERT INTO card_txn VALUES (118, '6258600000000023', '2025-01-17', 1614.47, 'CNY', 1614.47, NULL, '中国', '扫码支付', '133099', '成功', 0);
INSERT INTO card_txn VALUES (119, '6258600000000025', '2025-01-18', 954.63, 'CNY', 954.63, 'M0015', '中国', 'POS刷卡', '975330', '成功', 0);
INSERT INTO card_txn VALUES (120, '6258600000000008', '2025-01-19', 4215.01, 'CNY', 4215.01, NULL, '中国', 'POS刷卡', '549234', '已撤销', 0);
INSERT INTO card_txn VALUES (121, '6258600000000020', '2025-01-20', 1594.91, 'CNY', 1594.91, 'M0033', '中国', 'POS刷卡', '326897', '成功', 0);
INSERT INTO card_txn VALUES (122, '6217350000000046', '2025-01-21', 130.32, 'CNY', 130.32, NULL, '中国', '线上快捷', '140824', '成功', 0);
INSERT INTO card_txn VALUES (123, '6258600000000005', '2025-01-25', 3841.22, 'CNY', 3841.22, 'M0015', '中国', '扫码支付', '666867', '成功', 6);
INSERT INTO card_txn VALUES (124, '6258600000000007', '2025-01-25', 4988.63, 'CNY', 4988.63, 'M0012', '中国', 'POS刷卡', '302851', '成功', 6);
INSERT INTO card_txn VALUES (125, '6258600000000023', '2025-01-25', 5621.61, 'CNY', 5621.61, NULL, '中国', 'POS刷卡', '504098', '成功', 3);
INSERT INTO card_txn VALUES (126, '6217350000000001', '2025-01-26', 5829.65, 'CNY', 5829.65, NULL, '中国', 'POS刷卡', '588972', '成功', 0);
INSERT INTO card_txn VALUES (127, '6217350000000045', '2025-01-26', 2880.52, 'CNY', 2880.52, NULL, '中国', '扫码支付', '132513', '成功', 0);
INSERT INTO card_txn VALUES (128, '6217350000000048', '2025-01-26', 2847.82, 'CNY', 2847.82, NULL, '中国', '线上快捷', '020634', '成功', 0);
INSERT INTO card_txn VALUES (129, '6217350000000009', '2025-01-27', 1461.11, 'CNY', 1461.11, NULL, '中国', '线上快捷', '513740', '成功', 0);
INSERT INTO card_txn VALUES (130, '6217350000000081', '2025-01-27', 1942.49, 'CNY', 1942.49, 'M0006', '中国', '扫码支付', '755046', '成功', 0);
INSERT INTO card_txn VALUES (131, '6217350000000093', '2025-01-27', 704.94, 'EUR', 5674.98, NULL, '法国', '线上快捷', '745267', '成功', 0);
INSERT INTO card_txn VALUES (132, '6217350000000093', '2025-01-28', 381.51, 'CNY', 381.51, NULL, '中国', 'POS刷卡', '261427', '成功', 0);
INSERT INTO card_txn VALUES (133, '6258600000000031', '2025-01-28', 5762.23, 'CNY', 5762.23, NULL, '中国', 'POS刷卡', '395000', '已退货', 0);
INSERT INTO card_txn VALUES (134, '6258600000000032', '2025-01-29', 3884.81, 'CNY', 3884.81, NULL, '中国', '线上快捷', '739408', '已退货', 0);
INSERT INTO card_txn VALUES (135, '6217350000000062', '2025-01-30', 4850.82, 'CNY', 4850.82, NULL, '中国', '线上快捷', '380705', '成功', 0);
INSERT INTO card_txn VALUES (136, '6217350000000015', '2025-02-02', 509.2, 'CNY', 509.2, 'M0030', '中国', 'POS刷卡', '673172', '成功', 0);
INSERT INTO card_txn VALUES (137, '6258600000000007', '2025-02-02', 4413.76, 'CNY', 4413.76, 'M0032', '中国', 'POS刷卡', '055107', '成功', 0);
INSERT INTO card_txn VALUES (138, '6258600000000019', '2025-02-05', 5686.1, 'CNY', 5686.1, 'M0022', '中国', '扫码支付', '759284', '成功', 0);
INSERT INTO card_txn VALUES (139, '6217350000000094', '2025-02-07', 3924.88, 'CNY', 3924.88, NULL, '中国', '线上快捷', '887403', '成功', 0);
INSERT INTO card_txn VALUES (140, '6258600000000006', '2025-02-07', 2916.9, 'CNY', 2916.9, 'M0026', '中国', 'POS刷卡', '212174', '成功', 0);
INSERT INTO card_txn VALUES (141, '6258600000000010', '2025-02-07', 150.57, 'CNY', 150.57, 'M0022', '中国', 'POS刷卡', '765479', '成功', 0);
INSERT INTO card_txn VALUES (142, '6217350000000063', '2025-02-08', 76.68, 'CNY', 76.68, 'M0028', '中国', '扫码支付', '867625', '成功', 0);
INSERT INTO card_txn VALUES (143, '6217350000000044', '2025-02-09', 1376.5, 'CNY', 1376.5, 'M0008', '中国', '扫码支付', '545809', '成功', 0);
INSERT INTO card_txn VALUES (144, '6217350000000055', '2025-02-11', 2058.77, 'CNY', 2058.77, 'M0031', '中国', '扫码支付', '677668', '成功', 0);
INSERT INTO card_txn VALUES (145, '6258600000000018', '2025-02-12', 4767.65, 'CNY', 4767.65, 'M0018', '中国', '扫码支付', '306669', '成功', 12);
INSERT INTO card_txn VALUES (146, '6258600000000013', '2025-02-13', 4744.07, 'CNY', 4744.07, NULL, '中国', '线上快捷', '557131', '成功', 6);
INSERT INTO card_txn VALUES (147, '6217350000000070', '2025-02-14', 1151.12, 'CNY', 1151.12, 'M0019', '中国', 'POS刷卡', '628673', '成功', 0);
INSERT INTO card_txn VALUES (148, '6217350000000073', '2025-02-16', 456.84, 'CNY', 456.84, 'M0022', '中国', '扫码支付', '017481', '成功', 0);
INSERT INTO card_txn VALUES (149, '6217350000000087', '2025-02-16', 1285.37, 'CNY', 1285.37, 'M0029', '中国', 'POS刷卡', '263620', '成功', 0);
INSERT INTO card_txn VALUES (150, '6258600000000013', '2025-02-16', 3159.63, 'CNY', 3159.63, NULL, '中国', '线上快捷', '935428', '成功', 0);
INSERT INTO card_txn VALUES (151, '6217350000000034', '2025-02-17', 5957.85, 'CNY', 5957.85, 'M0028', '中国', 'POS刷卡', '317555', '成功', 0);
INSERT INTO card_txn VALUES (152, '6217350000000074', '2025-02-17', 5475.02, 'CNY', 5475.02, NULL, '中国', '线上快捷', '515551', '成功', 0);
INSERT INTO card_txn VALUES (153, '6258600000000032', '2025-02-17', 458.3, 'USD', 3404.07, NULL, '泰国', '线上快捷', '475354', '成功', 0);
INSERT INTO card_txn VALUES (154, '6258600000000010', '2025-02-18', 775.16, 'CNY', 775.16, 'M0002', '中国', '扫码支付', '285488', '成功', 0);
INSERT INTO card_txn VALUES (155, '6258600000000013', '2025-02-18', 5485.66, 'CNY', 5485.66, 'M0005', '中国', '扫码支付', '797627', '成功', 0);
INSERT INTO card_txn VALUES (156, '6217350000000102', '2025-02-20', 1507.46, 'CNY', 1507.46, NULL, '中国', '线上快捷', '115511', '成功', 0);
INSERT INTO card_txn VALUES (157, '6217350000000105', '2025-02-20', 5665.35, 'CNY', 5665.35, NULL, '中国', '线上快捷', '638398', '成功', 0);
INSERT INTO card_txn VALUES (158, '6258600000000015', '2025-02-20', 1337.52, 'CNY', 1337.52, 'M0008', '中国', '扫码支付', '039374', '成功', 0);
INSERT INTO card_txn VALUES (159, '6217350000000004', '2025-02-21', 3568.46, 'CNY', 3568.46, NULL, '中国', '扫码支付', '004259', '成功', 0);
INSERT INTO card_txn VALUES (160, '6258600000000031', '2025-02-21', 4610.36, 'CNY', 4610.36, 'M0013', '中国', '扫码支付', '214891', '成功', 12);
INSERT INTO card_txn VALUES (161, '6217350000000020', '2025-02-23', 5212.94, 'CNY', 5212.94, NULL, '中国', 'POS刷卡', '733203', '成功', 0);
INSERT INTO card_txn VALUES (162, '6258600000000003', '2025-02-23', 4383.74, 'CNY', 4383.74, NULL, '中国', '线上快捷', '826671', '成功', 0);
INSERT INTO card_txn VALUES (163, '6258600000000016', '2025-02-23', 4059.89, 'CNY', 4059.89, 'M0004', '中国', 'POS刷卡', '061235', '成功', 3);
INSERT INTO card_txn VALUES (164, '6258600000000008', '2025-02-25', 4471.24, 'CNY', 4471.24, NULL, '中国', '线上快捷', '418127', '已退货', 6);
INSERT INTO card_txn VALUES (165, '6217350000000091', '2025-02-28', 1776.79, 'CNY', 1776.79, 'M0008', '中国', '扫码支付', '658854', '成功', 0);
INSERT INTO card_txn VALUES (166, '6258600000000013', '2025-02-28', 2408.59, 'CNY', 2408.59, NULL, '中国', '扫码支付', '699227', '成功', 0);
INSERT INTO card_txn VALUES (167, '6258600000000027', '2025-03-01', 42000.83, 'JPY', 2052.33, NULL, '日本', '线上快捷', '824526', '成功', 0);
INSERT INTO card_txn VALUES (168, '6258600000000032', '2025-03-03', 3478.39, 'CNY', 3478.39, 'M0005', '中国', '扫码支付', '583747', '成功', 12);
INSERT INTO card_txn VALUES (169, '6258600000000025', '2025-03-04', 2426.5, 'CNY', 2426.5, NULL, '中国', '线上快捷', '293475', '成功', 0);
INSERT INTO card_txn VALUES (170, '6217350000000002', '2025-03-07', 1182.26, 'CNY', 1182.26, 'M0018', '中国', '扫码支付', '871092', '成功', 0);
INSERT INTO card_txn VALUES (171, '6258600000000004', '2025-03-07', 1502.24, 'CNY', 1502.24, 'M0002', '中国', 'POS刷卡', '580748', '成功', 0);
INSERT INTO card_txn VALUES (172, '6258600000000002', '2025-03-08', 3122.87, 'CNY', 3122.87, 'M0015', '中国', 'POS刷卡', '449906', '成功', 3);
INSERT INTO card_txn VALUES (173, '6258600000000023', '2025-03-09', 2781.76, 'CNY', 2781.76, 'M0008', '中国', 'POS刷卡', '084336', '成功', 0);
INSERT INTO card_txn VALUES (174, '6217350000000020', '2025-03-10', 5697.63, 'CNY', 5697.63, NULL, '中国', '线上快捷', '915676', '成功', 0);
INSERT INTO card_txn VALUES (175, '6258600000000023', '2025-03-10', 130.54, 'CNY', 130.54, 'M0036', '中国', '扫码支付', '486437', '成功', 0);
INSERT INTO card_txn VALUES (176, '6217350000000063', '2025-03-12', 3673.41, 'CNY', 3673.41, 'M0002', '中国', '扫码支付', '791893', '成功', 0);
INSERT INTO card_txn VALUES (177, '6217350000000085', '2025-03-12', 3463.41, 'CNY', 3463.41, 'M0011', '中国', 'POS刷卡', '767598', '成功', 0);
INSERT INTO card_txn VALUES (178, '6217350000000091', '2025-03-12', 5001.54, 'CNY', 5001.54, 'M0003', '中国', 'POS刷卡', '206297', '成功', 0);
INSERT INTO card_txn VALUES (179, '6258600000000033', '2025-03-12', 4148.37, 'CNY', 4148.37, 'M0014', '中国', '扫码支付', '966996', '成功', 3);
INSERT INTO card_txn VALUES (180, '6258600000000003', '2025-03-14', 4918.72, 'CNY', 4918.72, 'M0019', '中国', 'POS刷卡', '440301', '成功', 6);
INSERT INTO card_txn VALUES (181, '6258600000000033', '2025-03-17', 4223.08, 'CNY', 4223.08, 'M0014', '中国', '扫码支付', '915257', '成功', 6);
INSERT INTO card_txn VALUES (182, '6217350000000093', '2025-03-19', 1323.46, 'AUD', 6184.79, NULL, '澳大利亚', '线上快捷', '403285', '成功', 0);
INSERT INTO card_txn VALUES (183, '6258600000000010', '2025-03-19', 3716.02, 'CNY', 3716.02, 'M0027', '中国', '扫码支付', '107102', '成功', 3);
INSERT INTO card_txn VALUES (184, '6258600000000013', '2025-03-20', 1163.95, 'CNY', 1163.95, 'M0022', '中国', 'POS刷卡', '128013', '成功', 0);
INSERT INTO card_txn VALUES (185, '6217350000000063', '2025-03-21', 2369.25, 'CNY', 2369.25, NULL, '中国', '线上快捷', '958441', '成功', 0);
INSERT INTO card_txn VALUES (186, '6217350000000068', '2025-03-21', 3237.31, 'CNY', 3237.31, 'M0035', '中国', '扫码支付', '684872', '成功', 0);
INSERT INTO card_txn VALUES (187, '6258600000000011', '2025-03-21', 4570.77, 'CNY', 4570.77, 'M0015', '中国', '扫码支付', '528744', '成功', 0);
INSERT INTO card_txn VALUES (188, '6217350000000058', '2025-03-22', 722.32, 'CNY', 722.32, 'M0031', '中国', 'POS刷卡', '788776', '成功', 0);
INSERT INTO card_txn VALUES (189, '6258600000000012', '2025-03-23', 213.48, 'CNY', 213.48, NULL, '中国', '线上快捷', '475949', '成功', 0);
INSERT INTO card_txn VALUES (190, '6258600000000015', '2025-03-23', 2493.58, 'CNY', 2493.58, NULL, '中国', '线上快捷', '134668', '成功', 0);
INSERT INTO card_txn VALUES (191, '6217350000000016', '2025-03-25', 2751.0, 'CNY', 2751.0, 'M0036', '中国', '扫码支付', '074901', '成功', 0);
INSERT INTO card_txn VALUES (192, '6217350000000073', '2025-03-25', 3359.68, 'CNY', 3359.68, 'M0027', '中国', 'POS刷卡', '768171', '成功', 0);
INSERT INTO card_txn VALUES (193, '6258600000000001', '2025-03-26', 206.49, 'CNY', 206.49, NULL, '中国', '扫码支付', '969168', '成功', 0);
INSERT INTO card_txn VALUES (194, '6217350000000012', '2025-03-27', 5193.41, 'CNY', 5193.41, 'M0010', '中国', '扫码支付', '926399', '成功', 0);
INSERT INTO card_txn VALUES (195, '6258600000000005', '2025-03-27', 1335.43, 'USD', 9973.39, NULL, '美国', '线上快捷', '013827', '成功', 0);
INSERT INTO card_txn VALUES (196, '6258600000000007', '2025-03-28', 3049.48, 'CNY', 3049.48, 'M0005', '中国', '扫码支付', '730241', '成功', 3);
INSERT INTO card_txn VALUES (197, '6258600000000030', '2025-03-28', 5166.14, 'CNY', 5166.14, NULL, '中国', '线上快捷', '964599', '成功', 12);
INSERT INTO card_txn VALUES (198, '6217350000000022', '2025-03-29', 1235.67, 'CNY', 1235.67, NULL, '中国', '线上快捷', '383622', '成功', 0);
INSERT INTO card_txn VALUES (199, '6258600000000013', '2025-03-30', 3495.07, 'CNY', 3495.07, 'M0022', '中国', '扫码支付', '346181', '成功', 12);
INSERT INTO card_txn VALUES (200, '6258600000000014', '2025-03-30', 5068.89, 'CNY', 5068.89, 'M0001', '中国', '扫码支付', '409784', '成功', 0);

INSERT INTO 信用卡账单 VALUES ('BL0001202412', '6258600000000001', '2024-12', '2024-12-31', 6818.2, 681.82, '2025-01-20', 1705.88, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0001202501', '6258600000000001', '2025-01', '2025-01-31', 1471.0, 147.1, '2025-02-20', 1471.0, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0001202503', '6258600000000001', '2025-03', '2025-03-31', 670.07, 67.01, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0002202410', '6258600000000002', '2024-10', '2024-10-31', 1682.67, 168.27, '2024-11-20', 1682.67, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0002202411', '6258600000000002', '2024-11', '2024-11-30', 6985.7, 698.57, '2024-12-20', 3716.4, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0002202412', '6258600000000002', '2024-12', '2024-12-31', 546.81, 54.68, '2025-01-20', 546.81, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0002202502', '6258600000000002', '2025-02', '2025-02-28', 1039.55, 103.95, '2025-03-20', 0.0, '逾期');
INSERT INTO 信用卡账单 VALUES ('BL0002202503', '6258600000000002', '2025-03', '2025-03-31', 3573.05, 357.31, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0003202411', '6258600000000003', '2024-11', '2024-11-30', 2992.08, 299.21, '2024-12-20', 2992.08, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0003202412', '6258600000000003', '2024-12', '2024-12-31', 1039.27, 103.93, '2025-01-20', 1039.27, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0003202502', '6258600000000003', '2025-02', '2025-02-28', 5183.11, 518.31, '2025-03-20', 5183.11, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0003202503', '6258600000000003', '2025-03', '2025-03-31', 6190.52, 619.05, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0004202410', '6258600000000004', '2024-10', '2024-10-31', 4825.68, 482.57, '2024-11-20', 4825.68, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0004202411', '6258600000000004', '2024-11', '2024-11-30', 5440.13, 544.01, '2024-12-20', 5440.13, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0004202501', '6258600000000004', '2025-01', '2025-01-31', 123.4, 12.34, '2025-02-20', 64.61, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0004202503', '6258600000000004', '2025-03', '2025-03-31', 1872.09, 187.21, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0005202412', '6258600000000005', '2024-12', '2024-12-31', 851.51, 85.15, '2025-01-20', 851.51, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0005202501', '6258600000000005', '2025-01', '2025-01-31', 10993.02, 1099.3, '2025-02-20', 6090.27, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0005202503', '6258600000000005', '2025-03', '2025-03-31', 11313.99, 1131.4, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0006202411', '6258600000000006', '2024-11', '2024-11-30', 3208.0, 320.8, '2024-12-20', 3208.0, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0006202412', '6258600000000006', '2024-12', '2024-12-31', 4585.39, 458.54, '2025-01-20', 0.0, '逾期');
INSERT INTO 信用卡账单 VALUES ('BL0006202502', '6258600000000006', '2025-02', '2025-02-28', 4132.66, 413.27, '2025-03-20', 2290.69, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0006202503', '6258600000000006', '2025-03', '2025-03-31', 97.09, 9.71, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0007202412', '6258600000000007', '2024-12', '2024-12-31', 5391.63, 539.16, '2025-01-20', 2912.19, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0007202501', '6258600000000007', '2025-01', '2025-01-31', 10422.12, 1042.21, '2025-02-20', 10422.12, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0007202502', '6258600000000007', '2025-02', '2025-02-28', 5281.08, 528.11, '2025-03-20', 2612.34, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0007202503', '6258600000000007', '2025-03', '2025-03-31', 4378.5, 437.85, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0008202410', '6258600000000008', '2024-10', '2024-10-31', 864.06, 86.41, '2024-11-20', 413.51, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0008202411', '6258600000000008', '2024-11', '2024-11-30', 2642.64, 264.26, '2024-12-20', 2642.64, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0008202412', '6258600000000008', '2024-12', '2024-12-31', 2393.54, 239.35, '2025-01-20', 2393.54, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0008202501', '6258600000000008', '2025-01', '2025-01-31', 4269.66, 426.97, '2025-02-20', 4269.66, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0009202411', '6258600000000009', '2024-11', '2024-11-30', 1162.6, 116.26, '2024-12-20', 1162.6, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0009202412', '6258600000000009', '2024-12', '2024-12-31', 460.34, 46.03, '2025-01-20', 245.66, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0009202501', '6258600000000009', '2025-01', '2025-01-31', 954.27, 95.43, '2025-02-20', 954.27, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0009202502', '6258600000000009', '2025-02', '2025-02-28', 975.93, 97.59, '2025-03-20', 975.93, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0009202503', '6258600000000009', '2025-03', '2025-03-31', 1205.95, 120.6, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0010202410', '6258600000000010', '2024-10', '2024-10-31', 845.47, 84.55, '2024-11-20', 845.47, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0010202411', '6258600000000010', '2024-11', '2024-11-30', 5217.75, 521.77, '2024-12-20', 5217.75, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0010202502', '6258600000000010', '2025-02', '2025-02-28', 1693.96, 169.4, '2025-03-20', 314.76, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0010202503', '6258600000000010', '2025-03', '2025-03-31', 4811.46, 481.15, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0011202410', '6258600000000011', '2024-10', '2024-10-31', 5080.94, 508.09, '2024-11-20', 5080.94, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0011202502', '6258600000000011', '2025-02', '2025-02-28', 630.24, 63.02, '2025-03-20', 630.24, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0011202503', '6258600000000011', '2025-03', '2025-03-31', 4963.27, 496.33, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0012202410', '6258600000000012', '2024-10', '2024-10-31', 5252.7, 525.27, '2024-11-20', 1014.2, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0012202411', '6258600000000012', '2024-11', '2024-11-30', 6681.71, 668.17, '2024-12-20', 6681.71, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0012202412', '6258600000000012', '2024-12', '2024-12-31', 5338.94, 533.89, '2025-01-20', 5338.94, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0012202503', '6258600000000012', '2025-03', '2025-03-31', 1340.09, 134.01, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0013202411', '6258600000000013', '2024-11', '2024-11-30', 5520.47, 552.05, '2024-12-20', 5520.47, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0013202412', '6258600000000013', '2024-12', '2024-12-31', 4833.95, 483.39, '2025-01-20', 4833.95, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0013202501', '6258600000000013', '2025-01', '2025-01-31', 2368.0, 236.8, '2025-02-20', 2368.0, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0013202502', '6258600000000013', '2025-02', '2025-02-28', 16338.16, 1633.82, '2025-03-20', 6287.31, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0013202503', '6258600000000013', '2025-03', '2025-03-31', 5963.11, 596.31, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0014202410', '6258600000000014', '2024-10', '2024-10-31', 3388.99, 338.9, '2024-11-20', 3388.99, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0014202412', '6258600000000014', '2024-12', '2024-12-31', 2234.5, 223.45, '2025-01-20', 2234.5, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0014202501', '6258600000000014', '2025-01', '2025-01-31', 449.52, 44.95, '2025-02-20', 449.52, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0014202503', '6258600000000014', '2025-03', '2025-03-31', 6283.39, 628.34, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0015202410', '6258600000000015', '2024-10', '2024-10-31', 1209.55, 120.95, '2024-11-20', 231.58, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0015202411', '6258600000000015', '2024-11', '2024-11-30', 3673.15, 367.32, '2024-12-20', 3673.15, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0015202412', '6258600000000015', '2024-12', '2024-12-31', 3006.38, 300.64, '2025-01-20', 3006.38, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0015202501', '6258600000000015', '2025-01', '2025-01-31', 3425.92, 342.59, '2025-02-20', 3425.92, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0015202502', '6258600000000015', '2025-02', '2025-02-28', 2228.64, 222.86, '2025-03-20', 2228.64, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0015202503', '6258600000000015', '2025-03', '2025-03-31', 3263.31, 326.33, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0016202410', '6258600000000016', '2024-10', '2024-10-31', 2539.12, 253.91, '2024-11-20', 2539.12, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0016202412', '6258600000000016', '2024-12', '2024-12-31', 6653.64, 665.36, '2025-01-20', 1612.01, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0016202502', '6258600000000016', '2025-02', '2025-02-28', 5160.54, 516.05, '2025-03-20', 5160.54, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0017202410', '6258600000000017', '2024-10', '2024-10-31', 1393.23, 139.32, '2024-11-20', 1393.23, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0017202411', '6258600000000017', '2024-11', '2024-11-30', 236.71, 23.67, '2024-12-20', 236.71, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0017202412', '6258600000000017', '2024-12', '2024-12-31', 962.04, 96.2, '2025-01-20', 962.04, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0017202503', '6258600000000017', '2025-03', '2025-03-31', 568.79, 56.88, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0018202411', '6258600000000018', '2024-11', '2024-11-30', 259.19, 25.92, '2024-12-20', 259.19, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0018202502', '6258600000000018', '2025-02', '2025-02-28', 5649.11, 564.91, '2025-03-20', 2434.44, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0019202410', '6258600000000019', '2024-10', '2024-10-31', 2112.44, 211.24, '2024-11-20', 2112.44, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0019202502', '6258600000000019', '2025-02', '2025-02-28', 7114.89, 711.49, '2025-03-20', 7114.89, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0020202410', '6258600000000020', '2024-10', '2024-10-31', 5984.79, 598.48, '2024-11-20', 5984.79, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0020202412', '6258600000000020', '2024-12', '2024-12-31', 4658.86, 465.89, '2025-01-20', 4658.86, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0020202501', '6258600000000020', '2025-01', '2025-01-31', 2238.53, 223.85, '2025-02-20', 2238.53, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0021202410', '6258600000000021', '2024-10', '2024-10-31', 1823.32, 182.33, '2024-11-20', 1823.32, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0021202411', '6258600000000021', '2024-11', '2024-11-30', 1064.22, 106.42, '2024-12-20', 1064.22, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0021202412', '6258600000000021', '2024-12', '2024-12-31', 5420.56, 542.06, '2025-01-20', 0.0, '逾期');
INSERT INTO 信用卡账单 VALUES ('BL0021202501', '6258600000000021', '2025-01', '2025-01-31', 6294.56, 629.46, '2025-02-20', 6294.56, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0021202502', '6258600000000021', '2025-02', '2025-02-28', 1015.21, 101.52, '2025-03-20', 1015.21, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0022202410', '6258600000000022', '2024-10', '2024-10-31', 2735.53, 273.55, '2024-11-20', 1477.32, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0022202411', '6258600000000022', '2024-11', '2024-11-30', 6702.86, 670.29, '2024-12-20', 6702.86, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0022202412', '6258600000000022', '2024-12', '2024-12-31', 109.96, 11.0, '2025-01-20', 43.96, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0022202502', '6258600000000022', '2025-02', '2025-02-28', 53.05, 5.3, '2025-03-20', 53.05, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0023202411', '6258600000000023', '2024-11', '2024-11-30', 45.34, 4.53, '2024-12-20', 45.34, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0023202501', '6258600000000023', '2025-01', '2025-01-31', 7735.08, 773.51, '2025-02-20', 7735.08, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0023202503', '6258600000000023', '2025-03', '2025-03-31', 3593.53, 359.35, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0024202410', '6258600000000024', '2024-10', '2024-10-31', 1081.22, 108.12, '2024-11-20', 1081.22, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0024202411', '6258600000000024', '2024-11', '2024-11-30', 5942.28, 594.23, '2024-12-20', 5942.28, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0024202412', '6258600000000024', '2024-12', '2024-12-31', 5364.93, 536.49, '2025-01-20', 5364.93, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0024202502', '6258600000000024', '2025-02', '2025-02-28', 912.4, 91.24, '2025-03-20', 912.4, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0025202410', '6258600000000025', '2024-10', '2024-10-31', 1041.81, 104.18, '2024-11-20', 473.85, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0025202412', '6258600000000025', '2024-12', '2024-12-31', 916.35, 91.64, '2025-01-20', 916.35, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0025202501', '6258600000000025', '2025-01', '2025-01-31', 1747.66, 174.77, '2025-02-20', 1747.66, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0025202503', '6258600000000025', '2025-03', '2025-03-31', 3452.72, 345.27, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0026202410', '6258600000000026', '2024-10', '2024-10-31', 4383.0, 438.3, '2024-11-20', 2460.13, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0026202411', '6258600000000026', '2024-11', '2024-11-30', 706.68, 70.67, '2024-12-20', 706.68, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0026202501', '6258600000000026', '2025-01', '2025-01-31', 666.96, 66.7, '2025-02-20', 666.96, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0026202502', '6258600000000026', '2025-02', '2025-02-28', 1347.86, 134.79, '2025-03-20', 1347.86, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0027202410', '6258600000000027', '2024-10', '2024-10-31', 7954.41, 795.44, '2024-11-20', 7954.41, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0027202411', '6258600000000027', '2024-11', '2024-11-30', 6498.65, 649.87, '2024-12-20', 6498.65, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0027202412', '6258600000000027', '2024-12', '2024-12-31', 482.59, 48.26, '2025-01-20', 53.41, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0027202501', '6258600000000027', '2025-01', '2025-01-31', 2979.14, 297.91, '2025-02-20', 2979.14, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0027202503', '6258600000000027', '2025-03', '2025-03-31', 2848.15, 284.81, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0028202410', '6258600000000028', '2024-10', '2024-10-31', 5217.78, 521.78, '2024-11-20', 5217.78, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0028202411', '6258600000000028', '2024-11', '2024-11-30', 517.35, 51.74, '2024-12-20', 517.35, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0028202412', '6258600000000028', '2024-12', '2024-12-31', 3904.75, 390.48, '2025-01-20', 3904.75, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0028202502', '6258600000000028', '2025-02', '2025-02-28', 1158.37, 115.84, '2025-03-20', 1158.37, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0029202501', '6258600000000029', '2025-01', '2025-01-31', 816.71, 81.67, '2025-02-20', 816.71, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0030202411', '6258600000000030', '2024-11', '2024-11-30', 5445.32, 544.53, '2024-12-20', 5445.32, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0030202501', '6258600000000030', '2025-01', '2025-01-31', 5954.45, 595.45, '2025-02-20', 0.0, '逾期');
INSERT INTO 信用卡账单 VALUES ('BL0030202503', '6258600000000030', '2025-03', '2025-03-31', 5211.98, 521.2, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0031202410', '6258600000000031', '2024-10', '2024-10-31', 8553.86, 855.39, '2024-11-20', 8553.86, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0031202411', '6258600000000031', '2024-11', '2024-11-30', 457.01, 45.7, '2024-12-20', 457.01, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0031202502', '6258600000000031', '2025-02', '2025-02-28', 5567.1, 556.71, '2025-03-20', 5567.1, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0032202410', '6258600000000032', '2024-10', '2024-10-31', 340.94, 34.09, '2024-11-20', 340.94, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0032202411', '6258600000000032', '2024-11', '2024-11-30', 4458.3, 445.83, '2024-12-20', 4458.3, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0032202501', '6258600000000032', '2025-01', '2025-01-31', 6248.87, 624.89, '2025-02-20', 6248.87, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0032202502', '6258600000000032', '2025-02', '2025-02-28', 4789.44, 478.94, '2025-03-20', 4789.44, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0032202503', '6258600000000032', '2025-03', '2025-03-31', 3971.01, 397.1, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0033202412', '6258600000000033', '2024-12', '2024-12-31', 3256.67, 325.67, '2025-01-20', 3256.67, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0033202501', '6258600000000033', '2025-01', '2025-01-31', 7253.45, 725.35, '2025-02-20', 7253.45, '已全额还款');
INSERT INTO 信用卡账单 VALUES ('BL0033202503', '6258600000000033', '2025-03', '2025-03-31', 8622.18, 862.22, '2025-04-20', 0.0, '未还款');
INSERT INTO 信用卡账单 VALUES ('BL0034202410', '6258600000000034', '2024-10', '2024-10-31', 1282.54, 128.25, '2024-11-20', 759.86, '已最低还款');
INSERT INTO 信用卡账单 VALUES ('BL0034202412', '6258600000000034', '2024-12', '2024-12-31', 1452.55, 145.25, '2025-01-20', 320.37, '已最低还款');

INSERT INTO 贷款产品 VALUES ('LP01', '安居一手房按揭贷款', '个人住房', '抵押', 3000000.0, 360, 3.85, '等额本息', '2010-01-01', '在售');
INSERT INTO 贷款产品 VALUES ('LP02', '二手房按揭贷款', '个人住房', '抵押', 2000000.0, 300, 3.95, '等额本金', '2012-06-01', '在售');
INSERT INTO 贷款产品 VALUES ('LP03', '薪易贷', '个人消费', '信用', 300000.0, 36, 4.2, '等额本息', '2018-03-01', '在售');
INSERT INTO 贷款产品 VALUES ('LP04', '家装分期贷', '个人消费', '保证', 500000.0, 60, 4.35, '等额本息', '2019-05-20', '在售');
INSERT INTO 贷款产品 VALUES ('LP05', '车主抵押贷', '个人消费', '抵押', 400000.0, 36, 4.8, '等额本息', '2017-08-08', '停售');
INSERT INTO 贷款产品 VALUES ('LP06', '经营快贷', '个人经营', '信用', 500000.0, 24, 4.9, '先息后本', '2020-02-18', '在售');
INSERT INTO 贷款产品 VALUES ('LP07', '商户房产抵押贷', '个人经营', '抵押', 3000000.0, 120, 4.25, '等额本金', '2015-09-01', '在售');
INSERT INTO 贷款产品 VALUES ('LP08', '小微流动资金贷', '小微企业', '保证', 3000000.0, 36, 4.55, '先息后本', '2016-04-01', '在售');
INSERT INTO 贷款产品 VALUES ('LP09', '科创成长贷', '小微企业', '保证', 5000000.0, 36, 3.95, '先息后本', '2021-07-01', '在售');
INSERT INTO 贷款产品 VALUES ('LP10', '存单质押贷', '个人消费', '质押', 1000000.0, 12, 3.45, '先息后本', '2014-01-01', '停售');

INSERT INTO 贷款申请 VALUES ('LA20240001', 'P10061', NULL, NULL, 'LP03', 250000.0, 36, '旅游', '2024-01-14', 'B001', 'E0119', '2024-01-23', '通过', 250000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220002', 'P10083', NULL, NULL, 'LP03', 150000.0, 24, '旅游', '2022-09-28', 'B004', 'E0119', '2022-10-03', '通过', 100000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210003', 'P10066', NULL, NULL, 'LP10', 350000.0, 12, '购买家电', '2021-03-24', 'B002', 'E0118', '2021-04-05', '通过', 350000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210004', 'P10099', NULL, NULL, 'LP07', 800000.0, 60, '购置设备', '2021-03-27', 'B014', 'E0122', '2021-04-01', '通过', 800000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220005', 'P10055', NULL, NULL, 'LP01', 980000.0, 120, '购买改善型住房', '2022-01-29', 'B005', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210006', 'P10016', 'P10070', 'C20017', 'LP08', 750000.0, 6, '流动资金周转', '2021-05-14', 'B013', 'E0121', '2021-05-25', '通过', 450000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220007', 'P10064', NULL, NULL, 'LP06', 280000.0, 6, '进货周转', '2022-07-23', 'B015', 'E0120', '2022-07-27', '拒绝', NULL, '负债收入比过高');
INSERT INTO 贷款申请 VALUES ('LA20240008', 'P10017', NULL, NULL, 'LP01', 660000.0, 360, '购买改善型住房', '2024-12-11', 'B017', 'E0118', '2024-12-20', '通过', 660000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20250009', 'P10098', 'P10129', 'C20014', 'LP08', 400000.0, 6, '流动资金周转', '2025-03-13', 'B019', 'E0120', '2025-03-21', '通过', 400000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240010', 'P10113', NULL, NULL, 'LP06', 90000.0, 12, '购置设备', '2024-12-20', 'B004', 'E0118', '2024-12-28', '通过', 60000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220011', 'P10082', NULL, NULL, 'LP06', 290000.0, 12, '购置设备', '2022-12-04', 'B006', 'E0120', '2022-12-10', '通过', 230000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220012', 'P10047', 'P10051', NULL, 'LP02', 1110000.0, 120, '购买改善型住房', '2022-12-26', 'B004', 'E0119', '2023-01-04', '通过', 890000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210013', 'P10086', NULL, NULL, 'LP02', 370000.0, 120, '购买改善型住房', '2021-04-10', 'B017', 'E0119', '2021-04-22', '通过', 370000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240014', 'P10086', 'P10017', 'C20019', 'LP08', 610000.0, 6, '支付货款', '2024-07-29', 'B002', 'E0122', '2024-08-03', '通过', 610000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220015', 'P10002', NULL, NULL, 'LP06', 30000.0, 6, '店面装修', '2022-06-19', 'B010', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210016', 'P10113', NULL, NULL, 'LP06', 130000.0, 24, '店面装修', '2021-10-21', 'B004', 'E0119', '2021-10-30', '拒绝', NULL, '收入证明不足');
INSERT INTO 贷款申请 VALUES ('LA20220017', 'P10019', 'P10016', NULL, 'LP02', 130000.0, 120, '购买改善型住房', '2022-05-26', 'B004', 'E0121', '2022-05-28', '通过', 130000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240018', 'P10073', NULL, NULL, 'LP06', 160000.0, 12, '进货周转', '2024-09-11', 'B005', 'E0118', '2024-09-20', '通过', 160000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240019', 'P10011', NULL, NULL, 'LP01', 580000.0, 300, '购买改善型住房', '2024-10-08', 'B014', 'E0122', '2024-10-20', '通过', 350000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240020', 'P10033', NULL, NULL, 'LP03', 235000.0, 12, '装修', '2024-07-20', 'B010', 'E0122', '2024-07-23', '通过', 160000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220021', 'P10022', NULL, NULL, 'LP10', 400000.0, 12, '旅游', '2022-03-27', 'B009', 'E0118', '2022-03-30', '通过', 400000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230022', 'P10064', NULL, NULL, 'LP03', 225000.0, 24, '装修', '2023-11-21', 'B015', 'E0118', '2023-11-24', '通过', 160000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230023', 'P10098', 'P10125', 'C20014', 'LP08', 1270000.0, 36, '原材料采购', '2023-12-18', 'B019', 'E0118', '2023-12-27', '通过', 1270000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220024', 'P10056', NULL, NULL, 'LP01', 850000.0, 300, '购买首套住房', '2022-01-24', 'B005', 'E0122', '2022-01-30', '通过', 850000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240025', 'P10073', NULL, NULL, 'LP07', 690000.0, 60, '店面装修', '2024-11-05', 'B005', 'E0120', '2024-11-12', '通过', 690000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230026', 'P10113', NULL, NULL, 'LP01', 590000.0, 120, '购买改善型住房', '2023-01-04', 'B004', 'E0120', '2023-01-08', '拒绝', NULL, '负债收入比过高');
INSERT INTO 贷款申请 VALUES ('LA20210027', 'P10129', NULL, NULL, 'LP01', 1490000.0, 360, '购买改善型住房', '2021-10-14', 'B002', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240028', 'P10088', NULL, NULL, 'LP02', 520000.0, 240, '购买首套住房', '2024-10-03', 'B005', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230029', 'P10054', NULL, NULL, 'LP03', 70000.0, 24, '旅游', '2023-03-15', 'B001', 'E0121', '2023-03-21', '通过', 70000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240030', 'P10073', 'P10007', NULL, 'LP01', 1650000.0, 300, '购买改善型住房', '2024-03-21', 'B005', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240031', 'P10115', 'P10077', 'C20029', 'LP08', 1290000.0, 36, '支付货款', '2024-06-24', 'B001', 'E0121', '2024-07-06', '拒绝', NULL, '经营流水不足');
INSERT INTO 贷款申请 VALUES ('LA20230032', 'P10083', 'P10054', 'C20023', 'LP08', 720000.0, 24, '支付货款', '2023-11-23', 'B013', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220033', 'P10096', 'P10018', NULL, 'LP02', 700000.0, 240, '购买首套住房', '2022-09-30', 'B001', 'E0118', '2022-10-06', '拒绝', NULL, '押品价值不足');
INSERT INTO 贷款申请 VALUES ('LA20230034', 'P10059', 'P10106', NULL, 'LP04', 180000.0, 60, '购车', '2023-10-16', 'B018', 'E0118', '2023-10-21', '通过', 180000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210035', 'P10016', NULL, NULL, 'LP05', 45000.0, 6, '购车', '2021-11-25', 'B004', 'E0118', '2021-12-06', '通过', 45000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240036', 'P10118', NULL, NULL, 'LP03', 145000.0, 12, '购买家电', '2024-05-08', 'B009', 'E0121', '2024-05-11', '通过', 145000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240037', 'P10073', NULL, NULL, 'LP06', 270000.0, 12, '进货周转', '2024-09-30', 'B005', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240038', 'P10090', NULL, NULL, 'LP01', 700000.0, 360, '购买改善型住房', '2024-03-26', 'B006', 'E0120', '2024-03-28', '拒绝', NULL, '负债收入比过高');
INSERT INTO 贷款申请 VALUES ('LA20210039', 'P10084', NULL, NULL, 'LP02', 960000.0, 60, '购买改善型住房', '2021-10-21', 'B006', 'E0118', '2021-10-26', '通过', 960000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240040', 'P10043', 'P10096', NULL, 'LP01', 1740000.0, 120, '购买改善型住房', '2024-01-23', 'B001', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210041', 'P10069', NULL, NULL, 'LP06', 80000.0, 6, '进货周转', '2021-02-28', 'B016', 'E0122', '2021-03-05', '通过', 80000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230042', 'P10074', NULL, NULL, 'LP01', 950000.0, 300, '购买改善型住房', '2023-12-28', 'B001', 'E0120', '2024-01-09', '通过', 950000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210043', 'P10044', 'P10017', 'C20010', 'LP08', 750000.0, 36, '支付货款', '2021-09-01', 'B020', 'E0122', '2021-09-09', '通过', 520000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210044', 'P10046', NULL, NULL, 'LP10', 580000.0, 12, '教育支出', '2021-04-10', 'B007', 'E0120', '2021-04-15', '通过', 580000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230045', 'P10041', NULL, NULL, 'LP01', 920000.0, 300, '购买首套住房', '2023-08-25', 'B019', 'E0118', '2023-09-02', '通过', 920000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240046', 'P10073', 'P10031', NULL, 'LP01', 790000.0, 360, '购买首套住房', '2024-03-17', 'B005', 'E0122', '2024-03-20', '拒绝', NULL, '押品价值不足');
INSERT INTO 贷款申请 VALUES ('LA20230047', 'P10094', NULL, NULL, 'LP03', 120000.0, 12, '购买家电', '2023-07-18', 'B007', 'E0119', '2023-07-26', '通过', 120000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220048', 'P10086', 'P10122', 'C20019', 'LP08', 890000.0, 6, '支付货款', '2022-09-23', 'B002', 'E0119', '2022-09-27', '通过', 890000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220049', 'P10003', NULL, NULL, 'LP06', 30000.0, 6, '店面装修', '2022-07-20', 'B009', 'E0119', '2022-07-30', '通过', 30000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210050', 'P10005', NULL, NULL, 'LP01', 200000.0, 360, '购买首套住房', '2021-02-24', 'B004', 'E0119', '2021-03-02', '通过', 160000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230051', 'P10096', 'P10130', NULL, 'LP01', 1670000.0, 360, '购买改善型住房', '2023-03-28', 'B001', 'E0119', '2023-04-05', '通过', 1340000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220052', 'P10113', NULL, NULL, 'LP03', 235000.0, 6, '购买家电', '2022-12-27', 'B004', 'E0120', '2023-01-03', '拒绝', NULL, '收入证明不足');
INSERT INTO 贷款申请 VALUES ('LA20230053', 'P10080', NULL, NULL, 'LP01', 1800000.0, 120, '购买首套住房', '2023-04-05', 'B006', 'E0122', '2023-04-12', '通过', 1800000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210054', 'P10053', NULL, NULL, 'LP05', 115000.0, 36, '装修', '2021-08-29', 'B019', 'E0121', '2021-09-10', '通过', 115000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210055', 'P10093', NULL, NULL, 'LP03', 215000.0, 24, '购买家电', '2021-01-09', 'B019', 'E0119', '2021-01-17', '通过', 215000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210056', 'P10070', NULL, NULL, 'LP03', 250000.0, 24, '旅游', '2021-09-12', 'B009', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230057', 'P10069', NULL, NULL, 'LP06', 120000.0, 24, '购置设备', '2023-01-24', 'B016', 'E0122', '2023-01-29', '通过', 70000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210058', 'P10056', NULL, NULL, 'LP05', 215000.0, 6, '旅游', '2021-01-16', 'B005', 'E0118', '2021-01-28', '通过', 215000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220059', 'P10079', NULL, NULL, 'LP10', 370000.0, 6, '装修', '2022-05-23', 'B015', 'E0118', '2022-05-29', '通过', 370000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20250060', 'P10001', NULL, NULL, 'LP03', 35000.0, 24, '购车', '2025-01-16', 'B001', 'E0122', '2025-01-27', '通过', 35000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240061', 'P10014', NULL, NULL, 'LP06', 140000.0, 24, '进货周转', '2024-03-31', 'B002', 'E0119', '2024-04-04', '通过', 140000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240062', 'P10026', 'P10087', NULL, 'LP04', 280000.0, 60, '购车', '2024-12-23', 'B019', 'E0119', '2024-12-25', '通过', 280000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220063', 'P10057', NULL, NULL, 'LP01', 1590000.0, 120, '购买首套住房', '2022-04-09', 'B002', 'E0121', '2022-04-11', '拒绝', NULL, '经营流水不足');
INSERT INTO 贷款申请 VALUES ('LA20210064', 'P10023', 'P10045', NULL, 'LP01', 1580000.0, 120, '购买首套住房', '2021-10-23', 'B005', 'E0120', '2021-10-31', '通过', 1580000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220065', 'P10036', NULL, NULL, 'LP06', 190000.0, 24, '店面装修', '2022-06-02', 'B013', 'E0118', '2022-06-11', '通过', 190000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210066', 'P10023', 'P10099', NULL, 'LP04', 60000.0, 24, '教育支出', '2021-09-22', 'B005', 'E0120', '2021-10-04', '通过', 40000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20250067', 'P10102', NULL, NULL, 'LP01', 730000.0, 120, '购买首套住房', '2025-02-21', 'B005', 'E0122', '2025-03-04', '通过', 730000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230068', 'P10050', 'P10063', NULL, 'LP04', 290000.0, 60, '教育支出', '2023-03-08', 'B009', 'E0122', '2023-03-18', '通过', 290000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240069', 'P10019', NULL, NULL, 'LP01', 410000.0, 300, '购买首套住房', '2024-11-25', 'B004', 'E0120', '2024-12-07', '通过', 290000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240070', 'P10038', 'P10004', 'C20002', 'LP08', 1670000.0, 6, '原材料采购', '2024-03-18', 'B020', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220071', 'P10084', NULL, NULL, 'LP07', 510000.0, 120, '进货周转', '2022-12-09', 'B006', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230072', 'P10129', NULL, NULL, 'LP03', 255000.0, 24, '购车', '2023-02-02', 'B002', 'E0119', '2023-02-10', '通过', 255000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240073', 'P10010', 'P10026', 'C20003', 'LP08', 1770000.0, 12, '流动资金周转', '2024-08-26', 'B017', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230074', 'P10004', 'P10017', 'C20018', 'LP09', 490000.0, 6, '原材料采购', '2023-11-22', 'B016', 'E0119', '2023-11-24', '通过', 490000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220075', 'P10074', NULL, NULL, 'LP03', 160000.0, 12, '教育支出', '2022-07-13', 'B001', 'E0120', '2022-07-24', '通过', 160000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220076', 'P10090', 'P10099', 'C20026', 'LP09', 1950000.0, 12, '原材料采购', '2022-12-25', 'B004', 'E0118', '2023-01-01', '通过', 1950000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240077', 'P10073', 'P10041', 'C20008', 'LP09', 260000.0, 24, '原材料采购', '2024-11-24', 'B018', 'E0118', '2024-12-05', '通过', 260000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220078', 'P10096', NULL, NULL, 'LP03', 25000.0, 24, '旅游', '2022-11-21', 'B001', 'E0119', '2022-12-03', '拒绝', NULL, '负债收入比过高');
INSERT INTO 贷款申请 VALUES ('LA20220079', 'P10056', NULL, NULL, 'LP03', 205000.0, 36, '购车', '2022-02-15', 'B005', 'E0120', '2022-02-22', '通过', 205000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230080', 'P10001', NULL, NULL, 'LP01', 630000.0, 300, '购买首套住房', '2023-01-18', 'B001', 'E0121', '2023-01-30', '拒绝', NULL, '征信记录不良');
INSERT INTO 贷款申请 VALUES ('LA20210081', 'P10067', NULL, NULL, 'LP01', 1170000.0, 240, '购买首套住房', '2021-01-20', 'B006', 'E0122', '2021-01-22', '通过', 940000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220082', 'P10084', NULL, NULL, 'LP06', 230000.0, 6, '店面装修', '2022-05-15', 'B006', 'E0121', '2022-05-21', '拒绝', NULL, '征信记录不良');
INSERT INTO 贷款申请 VALUES ('LA20240083', 'P10066', NULL, NULL, 'LP03', 40000.0, 36, '购车', '2024-07-06', 'B002', 'E0118', '2024-07-08', '通过', 20000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230084', 'P10025', 'P10074', NULL, 'LP04', 20000.0, 36, '教育支出', '2023-05-25', 'B001', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210085', 'P10089', NULL, NULL, 'LP02', 530000.0, 60, '购买改善型住房', '2021-09-09', 'B002', 'E0121', '2021-09-13', '通过', 530000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230086', 'P10100', NULL, NULL, 'LP03', 75000.0, 24, '旅游', '2023-10-31', 'B017', 'E0121', '2023-11-02', '通过', 40000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210087', 'P10124', NULL, NULL, 'LP10', 370000.0, 12, '教育支出', '2021-01-22', 'B001', 'E0120', '2021-01-25', '通过', 370000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240088', 'P10129', NULL, NULL, 'LP06', 220000.0, 24, '进货周转', '2024-01-13', 'B002', 'E0119', '2024-01-25', '拒绝', NULL, '收入证明不足');
INSERT INTO 贷款申请 VALUES ('LA20250089', 'P10011', NULL, NULL, 'LP03', 110000.0, 12, '教育支出', '2025-02-26', 'B014', 'E0119', '2025-03-03', '通过', 110000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220090', 'P10102', NULL, NULL, 'LP01', 450000.0, 360, '购买首套住房', '2022-03-06', 'B005', 'E0118', '2022-03-08', '通过', 270000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20230091', 'P10082', NULL, NULL, 'LP02', 1100000.0, 60, '购买改善型住房', '2023-04-02', 'B006', 'E0118', '2023-04-09', '通过', 1100000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240092', 'P10084', 'P10041', NULL, 'LP02', 320000.0, 120, '购买改善型住房', '2024-12-23', 'B006', 'E0118', '2024-12-26', '通过', 320000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210093', 'P10033', NULL, NULL, 'LP03', 210000.0, 24, '旅游', '2021-01-19', 'B010', 'E0121', '2021-01-26', '通过', 170000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240094', 'P10066', 'P10012', 'C20001', 'LP08', 720000.0, 36, '支付货款', '2024-10-07', 'B015', 'E0122', '2024-10-11', '通过', 720000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240095', 'P10030', NULL, NULL, 'LP01', 590000.0, 240, '购买首套住房', '2024-11-08', 'B015', 'E0121', '2024-11-14', '通过', 410000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220096', 'P10013', NULL, NULL, 'LP03', 55000.0, 36, '装修', '2022-02-08', 'B003', 'E0120', '2022-02-18', '通过', 55000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20210097', 'P10047', NULL, NULL, 'LP02', 670000.0, 300, '购买改善型住房', '2021-07-27', 'B004', 'E0119', '2021-08-02', '拒绝', NULL, '收入证明不足');
INSERT INTO 贷款申请 VALUES ('LA20210098', 'P10079', NULL, NULL, 'LP02', 750000.0, 240, '购买改善型住房', '2021-02-19', 'B015', 'E0121', '2021-03-01', '通过', 750000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220099', 'P10067', NULL, NULL, 'LP01', 790000.0, 120, '购买首套住房', '2022-07-07', 'B006', 'E0119', '2022-07-10', '通过', 790000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20250100', 'P10096', NULL, NULL, 'LP06', 110000.0, 24, '店面装修', '2025-03-23', 'B001', 'E0120', NULL, '审批中', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240101', 'P10027', NULL, NULL, 'LP03', 145000.0, 36, '购车', '2024-05-08', 'B014', NULL, NULL, '已撤回', NULL, NULL);
INSERT INTO 贷款申请 VALUES ('LA20250102', 'P10062', NULL, NULL, 'LP01', 1520000.0, 240, '购买改善型住房', '2025-03-07', 'B006', 'E0121', '2025-03-09', '通过', 1520000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20240103', 'P10094', NULL, NULL, 'LP02', 980000.0, 60, '购买改善型住房', '2024-11-22', 'B007', 'E0118', '2024-11-30', '拒绝', NULL, '征信记录不良');
INSERT INTO 贷款申请 VALUES ('LA20240104', 'P10005', NULL, NULL, 'LP02', 850000.0, 300, '购买首套住房', '2024-02-18', 'B004', 'E0119', '2024-02-22', '通过', 850000.0, NULL);
INSERT INTO 贷款申请 VALUES ('LA20220105', 'P10066', NULL, NULL, 'LP01', 320000.0, 240, '购买首套住房', '2022-05-16', 'B002', 'E0118', '2022-05-19', '拒绝', NULL, '负债收入比过高');

INSERT INTO 贷款合同 VALUES ('HT20240001', 'LA20240001', 'P10061', 'LP03', 250000.0, 4.1, 36, '2024-01-27', '2024-01-31', '2027-01-31', '等额本息', '3300110000058', 'CM030', 156407.81, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20220002', 'LA20220002', 'P10083', 'LP03', 100000.0, 4.3, 24, '2022-10-08', '2022-10-13', '2024-10-13', '等额本息', '3300410000078', 'CM007', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210003', 'LA20210003', 'P10066', 'LP10', 350000.0, 3.55, 12, '2021-04-06', '2021-04-10', '2022-04-10', '先息后本', '3300210000062', 'CM004', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210004', 'LA20210004', 'P10099', 'LP07', 800000.0, 4.35, 60, '2021-04-02', '2021-04-06', '2026-04-06', '等额本金', '3301410000094', 'CM020', 132333.49, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210006', 'LA20210006', 'P10016', 'LP08', 450000.0, 4.45, 6, '2021-05-31', '2021-06-02', '2021-12-02', '先息后本', '3300410000016', 'CM018', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20240008', 'LA20240008', 'P10017', 'LP01', 660000.0, 3.85, 360, '2024-12-24', '2024-12-27', '2054-12-27', '等额本息', '3301710000017', 'CM024', 657060.69, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20250009', 'LA20250009', 'P10098', 'LP08', 400000.0, 4.55, 6, '2025-03-23', '2025-03-28', '2025-09-28', '先息后本', '3300110000093', 'CM027', 400000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20250010', 'LA20240010', 'P10113', 'LP06', 60000.0, 4.7, 12, '2024-12-30', '2025-01-04', '2026-01-04', '先息后本', '3300410000106', 'CM007', 60000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20220011', 'LA20220011', 'P10082', 'LP06', 230000.0, 4.9, 12, '2022-12-16', '2022-12-18', '2023-12-18', '先息后本', '3300610000077', 'CM011', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20230012', 'LA20220012', 'P10047', 'LP02', 890000.0, 4.45, 120, '2023-01-08', '2023-01-11', '2033-01-11', '等额本金', '3300410000044', 'CM007', 711999.92, '关注', '逾期');
INSERT INTO 贷款合同 VALUES ('HT20210013', 'LA20210013', 'P10086', 'LP02', 370000.0, 3.95, 120, '2021-04-26', '2021-04-26', '2031-04-26', '等额本金', '3301710000081', 'CM024', 234333.48, '关注', '逾期');
INSERT INTO 贷款合同 VALUES ('HT20240014', 'LA20240014', 'P10086', 'LP08', 610000.0, 4.35, 6, '2024-08-06', '2024-08-10', '2025-02-10', '先息后本', '3301710000081', 'CM003', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20220017', 'LA20220017', 'P10019', 'LP02', 130000.0, 3.95, 120, '2022-05-31', '2022-06-05', '2032-06-05', '等额本金', '3300410000019', 'CM007', 94250.11, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240018', 'LA20240018', 'P10073', 'LP06', 160000.0, 5.4, 12, '2024-09-26', '2024-09-27', '2025-09-27', '先息后本', '3300510000069', 'CM008', 160000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240019', 'LA20240019', 'P10011', 'LP01', 350000.0, 3.95, 300, '2024-10-25', '2024-10-26', '2049-10-26', '等额本息', '3301410000011', 'CM020', 346548.87, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240020', 'LA20240020', 'P10033', 'LP03', 160000.0, 4.7, 12, '2024-07-27', '2024-07-27', '2025-07-27', '等额本息', '3301010000032', 'CM015', 94244.21, '关注', '逾期');
INSERT INTO 贷款合同 VALUES ('HT20220021', 'LA20220021', 'P10022', 'LP10', 400000.0, 3.75, 12, '2022-03-31', '2022-04-01', '2023-04-01', '先息后本', '3300910000021', 'CM014', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20230022', 'LA20230022', 'P10064', 'LP03', 160000.0, 4.0, 24, '2023-11-26', '2023-11-29', '2025-11-29', '等额本息', '3301510000061', 'CM021', 54759.33, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20230023', 'LA20230023', 'P10098', 'LP08', 1270000.0, 5.05, 36, '2023-12-28', '2023-12-30', '2026-12-30', '先息后本', '3300110000093', 'CM027', 950000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20220024', 'LA20220024', 'P10056', 'LP01', 850000.0, 3.85, 300, '2022-02-04', '2022-02-05', '2047-02-05', '等额本息', '3300510000053', 'CM009', 702742.31, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240025', 'LA20240025', 'P10073', 'LP07', 690000.0, 4.75, 60, '2024-11-16', '2024-11-21', '2029-11-21', '等额本金', '3300510000069', 'CM008', 644000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20230029', 'LA20230029', 'P10054', 'LP03', 70000.0, 4.0, 24, '2023-03-24', '2023-03-24', '2025-03-24', '等额本息', '3300110000051', 'CM030', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20230034', 'LA20230034', 'P10059', 'LP04', 180000.0, 4.65, 60, '2023-10-27', '2023-10-28', '2028-10-28', '等额本息', '3301810000056', 'CM026', 100165.89, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210035', 'LA20210035', 'P10016', 'LP05', 45000.0, 4.8, 6, '2021-12-09', '2021-12-14', '2022-06-14', '等额本息', '3300410000016', 'CM006', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20240036', 'LA20240036', 'P10118', 'LP03', 145000.0, 4.2, 12, '2024-05-14', '2024-05-17', '2025-05-17', '等额本息', '3300910000111', 'CM013', 24590.81, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210039', 'LA20210039', 'P10084', 'LP02', 960000.0, 3.95, 60, '2021-10-28', '2021-10-28', '2026-10-28', '等额本金', '3300610000079', 'CM010', 352000.0, '关注', '逾期');
INSERT INTO 贷款合同 VALUES ('HT20210041', 'LA20210041', 'P10069', 'LP06', 80000.0, 4.9, 6, '2021-03-08', '2021-03-10', '2021-09-10', '先息后本', '3301610000065', 'CM022', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20240042', 'LA20230042', 'P10074', 'LP01', 950000.0, 4.35, 300, '2024-01-11', '2024-01-13', '2049-01-13', '等额本息', '3300110000070', 'CM031', 762826.81, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210043', 'LA20210043', 'P10044', 'LP08', 520000.0, 4.85, 36, '2021-09-15', '2021-09-16', '2024-09-16', '先息后本', '3300510000041', 'CM029', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210044', 'LA20210044', 'P10046', 'LP10', 580000.0, 3.55, 12, '2021-04-21', '2021-04-25', '2022-04-25', '先息后本', '3300710000043', 'CM012', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20230045', 'LA20230045', 'P10041', 'LP01', 920000.0, 3.95, 300, '2023-09-04', '2023-09-07', '2048-09-07', '等额本息', '3301910000038', 'CM027', 886632.88, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20230047', 'LA20230047', 'P10094', 'LP03', 120000.0, 4.2, 12, '2023-07-31', '2023-08-03', '2024-08-03', '等额本息', '3300710000089', 'CM012', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20220048', 'LA20220048', 'P10086', 'LP08', 890000.0, 4.45, 6, '2022-09-28', '2022-09-29', '2023-03-29', '先息后本', '3301710000081', 'CM003', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20220049', 'LA20220049', 'P10003', 'LP06', 30000.0, 4.9, 6, '2022-08-04', '2022-08-08', '2023-02-08', '先息后本', '3300910000003', 'CM014', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210050', 'LA20210050', 'P10005', 'LP01', 160000.0, 3.75, 360, '2021-03-03', '2021-03-08', '2051-03-08', '等额本息', '3300410000005', 'CM006', 148375.62, '关注', '逾期');
INSERT INTO 贷款合同 VALUES ('HT20230051', 'LA20230051', 'P10096', 'LP01', 1340000.0, 3.85, 360, '2023-04-11', '2023-04-15', '2053-04-15', '等额本息', '3300110000091', 'CM030', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20230053', 'LA20230053', 'P10080', 'LP01', 1800000.0, 4.35, 120, '2023-04-15', '2023-04-16', '2033-04-16', '等额本息', '3300610000075', 'CM011', 1512709.23, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210054', 'LA20210054', 'P10053', 'LP05', 115000.0, 4.7, 36, '2021-09-15', '2021-09-19', '2024-09-19', '等额本息', '3301910000050', 'CM027', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210055', 'LA20210055', 'P10093', 'LP03', 215000.0, 4.2, 24, '2021-01-21', '2021-01-24', '2023-01-24', '等额本息', '3301910000088', 'CM028', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20230057', 'LA20230057', 'P10069', 'LP06', 70000.0, 4.9, 24, '2023-02-02', '2023-02-02', '2025-02-02', '先息后本', '3301610000065', 'CM022', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210058', 'LA20210058', 'P10056', 'LP05', 215000.0, 5.3, 6, '2021-01-29', '2021-02-01', '2021-08-01', '等额本息', '3300510000053', 'CM009', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20220059', 'LA20220059', 'P10079', 'LP10', 370000.0, 3.75, 6, '2022-05-31', '2022-06-01', '2022-12-01', '先息后本', '3301510000074', 'CM021', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20250060', 'LA20250060', 'P10001', 'LP03', 35000.0, 4.7, 24, '2025-01-29', '2025-01-31', '2027-01-31', '等额本息', '3300510000001', 'CM010', 32207.1, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240061', 'LA20240061', 'P10014', 'LP06', 140000.0, 5.4, 24, '2024-04-08', '2024-04-08', '2026-04-08', '先息后本', '3300210000014', 'CM003', 140000.0, '关注', '逾期');
INSERT INTO 贷款合同 VALUES ('HT20250062', 'LA20240062', 'P10026', 'LP04', 280000.0, 4.35, 60, '2024-12-29', '2025-01-01', '2030-01-01', '等额本息', '3301910000025', 'CM028', 271612.89, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210064', 'LA20210064', 'P10023', 'LP01', 1580000.0, 4.15, 120, '2021-11-05', '2021-11-10', '2031-11-10', '等额本息', '3300510000022', 'CM008', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20220065', 'LA20220065', 'P10036', 'LP06', 190000.0, 4.7, 24, '2022-06-17', '2022-06-17', '2024-06-17', '先息后本', '3301310000034', 'CM019', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210066', 'LA20210066', 'P10023', 'LP04', 40000.0, 4.45, 24, '2021-10-07', '2021-10-12', '2023-10-12', '等额本息', '3300510000022', 'CM008', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20250067', 'LA20250067', 'P10102', 'LP01', 730000.0, 3.75, 120, '2025-03-09', '2025-03-13', '2035-03-13', '等额本息', '3300510000097', 'CM009', 730000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20230068', 'LA20230068', 'P10050', 'LP04', 290000.0, 4.35, 60, '2023-03-22', '2023-03-25', '2028-03-25', '等额本息', '3300910000047', 'CM014', 181493.61, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240069', 'LA20240069', 'P10019', 'LP01', 290000.0, 3.85, 300, '2024-12-08', '2024-12-10', '2049-12-10', '等额本息', '3300410000019', 'CM007', 288265.27, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20230072', 'LA20230072', 'P10129', 'LP03', 255000.0, 4.2, 24, '2023-02-14', '2023-02-17', '2025-02-17', '等额本息', '3300210000120', 'CM004', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20230074', 'LA20230074', 'P10004', 'LP09', 490000.0, 3.95, 6, '2023-11-30', '2023-12-04', '2024-06-04', '先息后本', '3301010000004', 'CM023', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20220075', 'LA20220075', 'P10074', 'LP03', 160000.0, 4.1, 12, '2022-07-30', '2022-08-01', '2023-08-01', '等额本息', '3300110000070', 'CM031', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20230076', 'LA20220076', 'P10090', 'LP09', 1950000.0, 3.95, 12, '2023-01-04', '2023-01-07', '2024-01-07', '先息后本', '3300610000085', 'CM006', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20240077', 'LA20240077', 'P10073', 'LP09', 260000.0, 3.75, 24, '2024-12-08', '2024-12-08', '2026-12-08', '先息后本', '3300510000069', 'CM025', 260000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20220079', 'LA20220079', 'P10056', 'LP03', 205000.0, 4.2, 36, '2022-02-28', '2022-03-04', '2025-03-04', '等额本息', '3300510000053', 'CM009', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210081', 'LA20210081', 'P10067', 'LP01', 940000.0, 4.15, 240, '2021-01-23', '2021-01-28', '2041-01-28', '等额本息', '3300610000063', 'CM011', 650711.16, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240083', 'LA20240083', 'P10066', 'LP03', 20000.0, 4.2, 36, '2024-07-14', '2024-07-17', '2027-07-17', '等额本息', '3300210000062', 'CM004', 15770.39, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210085', 'LA20210085', 'P10089', 'LP02', 530000.0, 3.95, 60, '2021-09-17', '2021-09-17', '2026-09-17', '等额本金', '3300210000084', 'CM003', 159000.14, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20230086', 'LA20230086', 'P10100', 'LP03', 40000.0, 4.3, 24, '2023-11-05', '2023-11-09', '2025-11-09', '等额本息', '3301710000095', 'CM024', 9716.64, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210087', 'LA20210087', 'P10124', 'LP10', 370000.0, 3.35, 12, '2021-01-30', '2021-02-04', '2022-02-04', '先息后本', '3300110000116', 'CM001', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20250089', 'LA20250089', 'P10011', 'LP03', 110000.0, 4.3, 12, '2025-03-08', '2025-03-12', '2026-03-12', '等额本息', '3301410000011', 'CM020', 110000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20220090', 'LA20220090', 'P10102', 'LP01', 270000.0, 4.15, 360, '2022-03-10', '2022-03-11', '2052-03-11', '等额本息', '3300510000097', 'CM009', 0.0, '损失', '已核销');
INSERT INTO 贷款合同 VALUES ('HT20230091', 'LA20230091', 'P10082', 'LP02', 1100000.0, 3.95, 60, '2023-04-10', '2023-04-12', '2028-04-12', '等额本金', '3300610000077', 'CM011', 678333.41, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20250092', 'LA20240092', 'P10084', 'LP02', 320000.0, 3.95, 120, '2024-12-30', '2025-01-01', '2035-01-01', '等额本金', '3300610000079', 'CM010', 314666.66, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20210093', 'LA20210093', 'P10033', 'LP03', 170000.0, 4.3, 24, '2021-01-27', '2021-01-31', '2023-01-31', '等额本息', '3301010000032', 'CM015', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20240094', 'LA20240094', 'P10066', 'LP08', 720000.0, 4.85, 36, '2024-10-12', '2024-10-16', '2027-10-16', '先息后本', '3300210000062', 'CM021', 720000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240095', 'LA20240095', 'P10030', 'LP01', 410000.0, 3.75, 240, '2024-11-19', '2024-11-24', '2044-11-24', '等额本息', '3301510000029', 'CM021', 405380.04, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20220096', 'LA20220096', 'P10013', 'LP03', 55000.0, 4.2, 36, '2022-02-21', '2022-02-26', '2025-02-26', '等额本息', '3300310000013', 'CM005', 0.0, '正常', '已结清');
INSERT INTO 贷款合同 VALUES ('HT20210098', 'LA20210098', 'P10079', 'LP02', 750000.0, 3.85, 240, '2021-03-04', '2021-03-07', '2041-03-07', '等额本金', '3301510000074', 'CM021', 0.0, '损失', '已核销');
INSERT INTO 贷款合同 VALUES ('HT20220099', 'LA20220099', 'P10067', 'LP01', 790000.0, 3.65, 120, '2022-07-12', '2022-07-17', '2032-07-17', '等额本息', '3300610000063', 'CM011', 606628.86, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20250102', 'LA20250102', 'P10062', 'LP01', 1520000.0, 3.75, 240, '2025-03-14', '2025-03-14', '2045-03-14', '等额本息', '3300610000059', 'CM010', 1520000.0, '正常', '正常');
INSERT INTO 贷款合同 VALUES ('HT20240104', 'LA20240104', 'P10005', 'LP02', 850000.0, 3.85, 300, '2024-02-23', '2024-02-26', '2049-02-26', '等额本金', '3300410000005', 'CM006', 813166.71, '正常', '正常');

INSERT INTO 还款计划 VALUES (1, 'HT20240001', 12, '2025-01-31', 6787.92, 604.21, 7392.13, '已还清');
INSERT INTO 还款计划 VALUES (2, 'HT20240001', 13, '2025-02-28', 6811.11, 581.02, 7392.13, '已还清');
INSERT INTO 还款计划 VALUES (3, 'HT20240001', 14, '2025-03-31', 6834.38, 557.74, 7392.12, '已还清');
INSERT INTO 还款计划 VALUES (4, 'HT20240001', 15, '2025-04-30', 6857.73, 534.39, 7392.12, '未到期');
INSERT INTO 还款计划 VALUES (5, 'HT20210004', 45, '2025-01-06', 13333.33, 773.33, 14106.66, '已还清');
INSERT INTO 还款计划 VALUES (6, 'HT20210004', 46, '2025-02-06', 13333.33, 725.0, 14058.33, '已还清');
INSERT INTO 还款计划 VALUES (7, 'HT20210004', 47, '2025-03-06', 13333.33, 676.67, 14010.0, '已还清');
INSERT INTO 还款计划 VALUES (8, 'HT20210004', 48, '2025-04-06', 13333.33, 628.33, 13961.66, '未到期');
INSERT INTO 还款计划 VALUES (9, 'HT20240008', 1, '2025-01-27', 976.63, 2117.5, 3094.13, '已还清');
INSERT INTO 还款计划 VALUES (10, 'HT20240008', 2, '2025-02-27', 979.77, 2114.37, 3094.14, '已还清');
INSERT INTO 还款计划 VALUES (11, 'HT20240008', 3, '2025-03-27', 982.91, 2111.22, 3094.13, '已还清');
INSERT INTO 还款计划 VALUES (12, 'HT20240008', 4, '2025-04-27', 986.06, 2108.07, 3094.13, '未到期');
INSERT INTO 还款计划 VALUES (13, 'HT20250009', 1, '2025-04-28', 0.0, 1516.67, 1516.67, '未到期');
INSERT INTO 还款计划 VALUES (14, 'HT20250010', 1, '2025-02-04', 0.0, 235.0, 235.0, '已还清');
INSERT INTO 还款计划 VALUES (15, 'HT20250010', 2, '2025-03-04', 0.0, 235.0, 235.0, '已还清');
INSERT INTO 还款计划 VALUES (16, 'HT20250010', 3, '2025-04-04', 0.0, 235.0, 235.0, '未到期');
INSERT INTO 还款计划 VALUES (17, 'HT20230012', 24, '2025-01-11', 7416.67, 2667.84, 10084.51, '已还清');
INSERT INTO 还款计划 VALUES (18, 'HT20230012', 25, '2025-02-11', 7416.67, 2640.33, 10057.0, '部分还款');
INSERT INTO 还款计划 VALUES (19, 'HT20230012', 26, '2025-03-11', 7416.67, 2612.83, 10029.5, '逾期');
INSERT INTO 还款计划 VALUES (20, 'HT20230012', 27, '2025-04-11', 7416.67, 2585.33, 10002.0, '未到期');
INSERT INTO 还款计划 VALUES (21, 'HT20210013', 45, '2025-01-26', 3083.33, 771.35, 3854.68, '逾期');
INSERT INTO 还款计划 VALUES (22, 'HT20210013', 46, '2025-02-26', 3083.33, 761.2, 3844.53, '逾期');
INSERT INTO 还款计划 VALUES (23, 'HT20210013', 47, '2025-03-26', 3083.33, 751.05, 3834.38, '逾期');
INSERT INTO 还款计划 VALUES (24, 'HT20210013', 48, '2025-04-26', 3083.33, 740.9, 3824.23, '未到期');
INSERT INTO 还款计划 VALUES (25, 'HT20220017', 31, '2025-01-05', 1083.33, 320.94, 1404.27, '已还清');
INSERT INTO 还款计划 VALUES (26, 'HT20220017', 32, '2025-02-05', 1083.33, 317.37, 1400.7, '已还清');
INSERT INTO 还款计划 VALUES (27, 'HT20220017', 33, '2025-03-05', 1083.33, 313.81, 1397.14, '已还清');
INSERT INTO 还款计划 VALUES (28, 'HT20220017', 34, '2025-04-05', 1083.33, 310.24, 1393.57, '未到期');
INSERT INTO 还款计划 VALUES (29, 'HT20240018', 4, '2025-01-27', 0.0, 720.0, 720.0, '已还清');
INSERT INTO 还款计划 VALUES (30, 'HT20240018', 5, '2025-02-27', 0.0, 720.0, 720.0, '已还清');
INSERT INTO 还款计划 VALUES (31, 'HT20240018', 6, '2025-03-27', 0.0, 720.0, 720.0, '已还清');
INSERT INTO 还款计划 VALUES (32, 'HT20240018', 7, '2025-04-27', 0.0, 720.0, 720.0, '未到期');
INSERT INTO 还款计划 VALUES (33, 'HT20240019', 3, '2025-01-26', 690.22, 1147.56, 1837.78, '已还清');
INSERT INTO 还款计划 VALUES (34, 'HT20240019', 4, '2025-02-26', 692.49, 1145.29, 1837.78, '已还清');
INSERT INTO 还款计划 VALUES (35, 'HT20240019', 5, '2025-03-26', 694.77, 1143.01, 1837.78, '已还清');
INSERT INTO 还款计划 VALUES (36, 'HT20240019', 6, '2025-04-26', 697.06, 1140.72, 1837.78, '未到期');
INSERT INTO 还款计划 VALUES (37, 'HT20240020', 6, '2025-01-27', 13306.09, 369.12, 13675.21, '逾期');
INSERT INTO 还款计划 VALUES (38, 'HT20240020', 7, '2025-02-27', 13358.2, 317.01, 13675.21, '逾期');
INSERT INTO 还款计划 VALUES (39, 'HT20240020', 8, '2025-03-27', 13410.52, 264.69, 13675.21, '逾期');
INSERT INTO 还款计划 VALUES (40, 'HT20240020', 9, '2025-04-27', 13463.05, 212.16, 13675.21, '未到期');
INSERT INTO 还款计划 VALUES (41, 'HT20230022', 14, '2025-01-29', 6698.25, 249.74, 6947.99, '已还清');
INSERT INTO 还款计划 VALUES (42, 'HT20230022', 15, '2025-02-28', 6720.58, 227.41, 6947.99, '已还清');
INSERT INTO 还款计划 VALUES (43, 'HT20230022', 16, '2025-03-29', 6742.98, 205.01, 6947.99, '已还清');
INSERT INTO 还款计划 VALUES (44, 'HT20230022', 17, '2025-04-29', 6765.46, 182.53, 6947.99, '未到期');
INSERT INTO 还款计划 VALUES (45, 'HT20230023', 13, '2025-01-30', 0.0, 5344.58, 5344.58, '已还清');
INSERT INTO 还款计划 VALUES (46, 'HT20230023', 14, '2025-02-28', 0.0, 5344.58, 5344.58, '已还清');
INSERT INTO 还款计划 VALUES (47, 'HT20230023', 15, '2025-03-30', 0.0, 5344.58, 5344.58, '已还清');
INSERT INTO 还款计划 VALUES (48, 'HT20230023', 16, '2025-04-30', 0.0, 5344.58, 5344.58, '未到期');
INSERT INTO 还款计划 VALUES (49, 'HT20220024', 35, '2025-01-05', 1883.82, 2532.7, 4416.52, '已还清');
INSERT INTO 还款计划 VALUES (50, 'HT20220024', 36, '2025-02-05', 1889.86, 2526.65, 4416.51, '已还清');
INSERT INTO 还款计划 VALUES (51, 'HT20220024', 37, '2025-03-05', 1895.92, 2520.59, 4416.51, '已还清');
INSERT INTO 还款计划 VALUES (52, 'HT20220024', 38, '2025-04-05', 1902.01, 2514.51, 4416.52, '未到期');
INSERT INTO 还款计划 VALUES (53, 'HT20240025', 2, '2025-01-21', 11500.0, 2685.73, 14185.73, '已还清');
INSERT INTO 还款计划 VALUES (54, 'HT20240025', 3, '2025-02-21', 11500.0, 2640.21, 14140.21, '已还清');
INSERT INTO 还款计划 VALUES (55, 'HT20240025', 4, '2025-03-21', 11500.0, 2594.69, 14094.69, '已还清');
INSERT INTO 还款计划 VALUES (56, 'HT20240025', 5, '2025-04-21', 11500.0, 2549.17, 14049.17, '未到期');
INSERT INTO 还款计划 VALUES (57, 'HT20230034', 15, '2025-01-28', 2819.12, 548.92, 3368.04, '已还清');
INSERT INTO 还款计划 VALUES (58, 'HT20230034', 16, '2025-02-28', 2830.04, 537.99, 3368.03, '已还清');
INSERT INTO 还款计划 VALUES (59, 'HT20230034', 17, '2025-03-28', 2841.01, 527.03, 3368.04, '已还清');
INSERT INTO 还款计划 VALUES (60, 'HT20230034', 18, '2025-04-28', 2852.02, 516.02, 3368.04, '未到期');
INSERT INTO 还款计划 VALUES (61, 'HT20240036', 8, '2025-01-17', 12145.94, 214.05, 12359.99, '已还清');
INSERT INTO 还款计划 VALUES (62, 'HT20240036', 9, '2025-02-17', 12188.45, 171.54, 12359.99, '已还清');
INSERT INTO 还款计划 VALUES (63, 'HT20240036', 10, '2025-03-17', 12231.11, 128.88, 12359.99, '已还清');
INSERT INTO 还款计划 VALUES (64, 'HT20240036', 11, '2025-04-17', 12273.92, 86.07, 12359.99, '未到期');
INSERT INTO 还款计划 VALUES (65, 'HT20210039', 39, '2025-01-28', 16000.0, 1158.67, 17158.67, '部分还款');
INSERT INTO 还款计划 VALUES (66, 'HT20210039', 40, '2025-02-28', 16000.0, 1106.0, 17106.0, '逾期');
INSERT INTO 还款计划 VALUES (67, 'HT20210039', 41, '2025-03-28', 16000.0, 1053.33, 17053.33, '逾期');
INSERT INTO 还款计划 VALUES (68, 'HT20210039', 42, '2025-04-28', 16000.0, 1000.67, 17000.67, '未到期');
INSERT INTO 还款计划 VALUES (69, 'HT20240042', 12, '2025-01-13', 1827.41, 3372.44, 5199.85, '已还清');
INSERT INTO 还款计划 VALUES (70, 'HT20240042', 13, '2025-02-13', 1834.03, 3365.82, 5199.85, '已还清');
INSERT INTO 还款计划 VALUES (71, 'HT20240042', 14, '2025-03-13', 1840.68, 3359.17, 5199.85, '已还清');
INSERT INTO 还款计划 VALUES (72, 'HT20240042', 15, '2025-04-13', 1847.35, 3352.5, 5199.85, '未到期');
INSERT INTO 还款计划 VALUES (73, 'HT20230045', 16, '2025-01-07', 1893.48, 2937.26, 4830.74, '已还清');
INSERT INTO 还款计划 VALUES (74, 'HT20230045', 17, '2025-02-07', 1899.71, 2931.03, 4830.74, '已还清');
INSERT INTO 还款计划 VALUES (75, 'HT20230045', 18, '2025-03-07', 1905.96, 2924.77, 4830.73, '已还清');
INSERT INTO 还款计划 VALUES (76, 'HT20230045', 19, '2025-04-07', 1912.24, 2918.5, 4830.74, '未到期');
INSERT INTO 还款计划 VALUES (77, 'HT20210050', 46, '2025-01-08', 277.31, 463.67, 740.98, '部分还款');
INSERT INTO 还款计划 VALUES (78, 'HT20210050', 47, '2025-02-08', 278.18, 462.81, 740.99, '逾期');
INSERT INTO 还款计划 VALUES (79, 'HT20210050', 48, '2025-03-08', 279.05, 461.94, 740.99, '逾期');
INSERT INTO 还款计划 VALUES (80, 'HT20210050', 49, '2025-04-08', 279.92, 461.07, 740.99, '未到期');
INSERT INTO 还款计划 VALUES (81, 'HT20230053', 21, '2025-01-16', 12900.66, 5624.37, 18525.03, '已还清');
INSERT INTO 还款计划 VALUES (82, 'HT20230053', 22, '2025-02-16', 12947.43, 5577.61, 18525.04, '已还清');
INSERT INTO 还款计划 VALUES (83, 'HT20230053', 23, '2025-03-16', 12994.36, 5530.68, 18525.04, '已还清');
INSERT INTO 还款计划 VALUES (84, 'HT20230053', 24, '2025-04-16', 13041.47, 5483.57, 18525.04, '未到期');
INSERT INTO 还款计划 VALUES (85, 'HT20250060', 1, '2025-02-28', 1393.72, 137.08, 1530.8, '已还清');
INSERT INTO 还款计划 VALUES (86, 'HT20250060', 2, '2025-03-31', 1399.18, 131.62, 1530.8, '已还清');
INSERT INTO 还款计划 VALUES (87, 'HT20250060', 3, '2025-04-30', 1404.66, 126.14, 1530.8, '未到期');
INSERT INTO 还款计划 VALUES (88, 'HT20240061', 9, '2025-01-08', 0.0, 630.0, 630.0, '已还清');
INSERT INTO 还款计划 VALUES (89, 'HT20240061', 10, '2025-02-08', 0.0, 630.0, 630.0, '逾期');
INSERT INTO 还款计划 VALUES (90, 'HT20240061', 11, '2025-03-08', 0.0, 630.0, 630.0, '逾期');
INSERT INTO 还款计划 VALUES (91, 'HT20240061', 12, '2025-04-08', 0.0, 630.0, 630.0, '未到期');
INSERT INTO 还款计划 VALUES (92, 'HT20250062', 1, '2025-02-01', 4185.97, 1015.0, 5200.97, '已还清');
INSERT INTO 还款计划 VALUES (93, 'HT20250062', 2, '2025-03-01', 4201.14, 999.83, 5200.97, '已还清');
INSERT INTO 还款计划 VALUES (94, 'HT20250062', 3, '2025-04-01', 4216.37, 984.6, 5200.97, '未到期');
INSERT INTO 还款计划 VALUES (95, 'HT20250067', 1, '2025-04-13', 5023.22, 2281.25, 7304.47, '未到期');
INSERT INTO 还款计划 VALUES (96, 'HT20230068', 22, '2025-01-25', 4677.75, 708.97, 5386.72, '已还清');
INSERT INTO 还款计划 VALUES (97, 'HT20230068', 23, '2025-02-25', 4694.71, 692.01, 5386.72, '已还清');
INSERT INTO 还款计划 VALUES (98, 'HT20230068', 24, '2025-03-25', 4711.72, 674.99, 5386.71, '已还清');
INSERT INTO 还款计划 VALUES (99, 'HT20230068', 25, '2025-04-25', 4728.8, 657.91, 5386.71, '未到期');
INSERT INTO 还款计划 VALUES (100, 'HT20240069', 1, '2025-01-10', 576.39, 930.42, 1506.81, '已还清');
INSERT INTO 还款计划 VALUES (101, 'HT20240069', 2, '2025-02-10', 578.24, 928.57, 1506.81, '已还清');
INSERT INTO 还款计划 VALUES (102, 'HT20240069', 3, '2025-03-10', 580.1, 926.71, 1506.81, '已还清');
INSERT INTO 还款计划 VALUES (103, 'HT20240069', 4, '2025-04-10', 581.96, 924.85, 1506.81, '未到期');
INSERT INTO 还款计划 VALUES (104, 'HT20240077', 1, '2025-01-08', 0.0, 812.5, 812.5, '已还清');
INSERT INTO 还款计划 VALUES (105, 'HT20240077', 2, '2025-02-08', 0.0, 812.5, 812.5, '已还清');
INSERT INTO 还款计划 VALUES (106, 'HT20240077', 3, '2025-03-08', 0.0, 812.5, 812.5, '已还清');
INSERT INTO 还款计划 VALUES (107, 'HT20240077', 4, '2025-04-08', 0.0, 812.5, 812.5, '未到期');
INSERT INTO 还款计划 VALUES (108, 'HT20210081', 48, '2025-01-28', 2963.89, 2806.9, 5770.79, '已还清');
INSERT INTO 还款计划 VALUES (109, 'HT20210081', 49, '2025-02-28', 2974.14, 2796.65, 5770.79, '已还清');
INSERT INTO 还款计划 VALUES (110, 'HT20210081', 50, '2025-03-28', 2984.42, 2786.36, 5770.78, '已还清');
INSERT INTO 还款计划 VALUES (111, 'HT20210081', 51, '2025-04-28', 2994.74, 2776.04, 5770.78, '未到期');
INSERT INTO 还款计划 VALUES (112, 'HT20240083', 6, '2025-01-17', 531.46, 60.8, 592.26, '已还清');
INSERT INTO 还款计划 VALUES (113, 'HT20240083', 7, '2025-02-17', 533.32, 58.94, 592.26, '已还清');
INSERT INTO 还款计划 VALUES (114, 'HT20240083', 8, '2025-03-17', 535.19, 57.07, 592.26, '已还清');
INSERT INTO 还款计划 VALUES (115, 'HT20240083', 9, '2025-04-17', 537.06, 55.2, 592.26, '未到期');
INSERT INTO 还款计划 VALUES (116, 'HT20210085', 40, '2025-01-17', 8833.33, 610.6, 9443.93, '已还清');
INSERT INTO 还款计划 VALUES (117, 'HT20210085', 41, '2025-02-17', 8833.33, 581.53, 9414.86, '已还清');
INSERT INTO 还款计划 VALUES (118, 'HT20210085', 42, '2025-03-17', 8833.33, 552.45, 9385.78, '已还清');
INSERT INTO 还款计划 VALUES (119, 'HT20210085', 43, '2025-04-17', 8833.33, 523.38, 9356.71, '未到期');
INSERT INTO 还款计划 VALUES (120, 'HT20230086', 14, '2025-01-09', 1675.12, 67.22, 1742.34, '已还清');
INSERT INTO 还款计划 VALUES (121, 'HT20230086', 15, '2025-02-09', 1681.12, 61.22, 1742.34, '已还清');
INSERT INTO 还款计划 VALUES (122, 'HT20230086', 16, '2025-03-09', 1687.15, 55.2, 1742.35, '已还清');
INSERT INTO 还款计划 VALUES (123, 'HT20230086', 17, '2025-04-09', 1693.19, 49.15, 1742.34, '未到期');
INSERT INTO 还款计划 VALUES (124, 'HT20250089', 1, '2025-04-12', 8987.41, 394.17, 9381.58, '未到期');
INSERT INTO 还款计划 VALUES (125, 'HT20230091', 21, '2025-01-12', 18333.33, 2413.89, 20747.22, '已还清');
INSERT INTO 还款计划 VALUES (126, 'HT20230091', 22, '2025-02-12', 18333.33, 2353.54, 20686.87, '已还清');
INSERT INTO 还款计划 VALUES (127, 'HT20230091', 23, '2025-03-12', 18333.33, 2293.19, 20626.52, '已还清');
INSERT INTO 还款计划 VALUES (128, 'HT20230091', 24, '2025-04-12', 18333.33, 2232.85, 20566.18, '未到期');
INSERT INTO 还款计划 VALUES (129, 'HT20250092', 1, '2025-02-01', 2666.67, 1053.33, 3720.0, '已还清');
INSERT INTO 还款计划 VALUES (130, 'HT20250092', 2, '2025-03-01', 2666.67, 1044.56, 3711.23, '已还清');
INSERT INTO 还款计划 VALUES (131, 'HT20250092', 3, '2025-04-01', 2666.67, 1035.78, 3702.45, '未到期');
INSERT INTO 还款计划 VALUES (132, 'HT20240094', 3, '2025-01-16', 0.0, 2910.0, 2910.0, '已还清');
INSERT INTO 还款计划 VALUES (133, 'HT20240094', 4, '2025-02-16', 0.0, 2910.0, 2910.0, '已还清');
INSERT INTO 还款计划 VALUES (134, 'HT20240094', 5, '2025-03-16', 0.0, 2910.0, 2910.0, '已还清');
INSERT INTO 还款计划 VALUES (135, 'HT20240094', 6, '2025-04-16', 0.0, 2910.0, 2910.0, '未到期');
INSERT INTO 还款计划 VALUES (136, 'HT20240095', 2, '2025-01-24', 1153.18, 1277.66, 2430.84, '已还清');
INSERT INTO 还款计划 VALUES (137, 'HT20240095', 3, '2025-02-24', 1156.79, 1274.05, 2430.84, '已还清');
INSERT INTO 还款计划 VALUES (138, 'HT20240095', 4, '2025-03-24', 1160.4, 1270.44, 2430.84, '已还清');
INSERT INTO 还款计划 VALUES (139, 'HT20240095', 5, '2025-04-24', 1164.03, 1266.81, 2430.84, '未到期');
INSERT INTO 还款计划 VALUES (140, 'HT20220099', 30, '2025-01-17', 5967.83, 1899.78, 7867.61, '已还清');
INSERT INTO 还款计划 VALUES (141, 'HT20220099', 31, '2025-02-17', 5985.98, 1881.63, 7867.61, '已还清');
INSERT INTO 还款计划 VALUES (142, 'HT20220099', 32, '2025-03-17', 6004.19, 1863.43, 7867.62, '已还清');
INSERT INTO 还款计划 VALUES (143, 'HT20220099', 33, '2025-04-17', 6022.45, 1845.16, 7867.61, '未到期');
INSERT INTO 还款计划 VALUES (144, 'HT20250102', 1, '2025-04-14', 4261.9, 4750.0, 9011.9, '未到期');
INSERT INTO 还款计划 VALUES (145, 'HT20240104', 11, '2025-01-26', 2833.33, 2636.18, 5469.51, '已还清');
INSERT INTO 还款计划 VALUES (146, 'HT20240104', 12, '2025-02-26', 2833.33, 2627.09, 5460.42, '已还清');
INSERT INTO 还款计划 VALUES (147, 'HT20240104', 13, '2025-03-26', 2833.33, 2618.0, 5451.33, '已还清');
INSERT INTO 还款计划 VALUES (148, 'HT20240104', 14, '2025-04-26', 2833.33, 2608.91, 5442.24, '未到期');

INSERT INTO repay_rec VALUES (1, 'HT20230023', NULL, '2024-10-26', 320000.0, 0.0, 0.0, 320000.0, '提前还款', '3300110000093', '柜面');
INSERT INTO repay_rec VALUES (2, 'HT20230086', NULL, '2024-11-02', 4000.0, 0.0, 0.0, 4000.0, '提前还款', '3301710000095', '手机银行');
INSERT INTO repay_rec VALUES (3, 'HT20230034', NULL, '2024-12-05', 33000.0, 0.0, 0.0, 33000.0, '提前还款', '3301810000056', '手机银行');
INSERT INTO repay_rec VALUES (4, 'HT20240042', NULL, '2024-12-08', 162000.0, 0.0, 0.0, 162000.0, '提前还款', '3300110000070', '手机银行');
INSERT INTO repay_rec VALUES (5, 'HT20220017', 25, '2025-01-05', 1083.33, 320.94, 0.0, 1404.27, '正常还款', '3300410000019', '自动扣款');
INSERT INTO repay_rec VALUES (6, 'HT20220024', 49, '2025-01-05', 1883.82, 2532.7, 0.0, 4416.52, '正常还款', '3300510000053', '自动扣款');
INSERT INTO repay_rec VALUES (7, 'HT20210004', 5, '2025-01-06', 13333.33, 773.33, 0.0, 14106.66, '正常还款', '3301410000094', '自动扣款');
INSERT INTO repay_rec VALUES (8, 'HT20230045', 73, '2025-01-07', 1893.48, 2937.26, 0.0, 4830.74, '正常还款', '3301910000038', '自动扣款');
INSERT INTO repay_rec VALUES (9, 'HT20240061', 88, '2025-01-08', 0.0, 630.0, 0.0, 630.0, '正常还款', '3300210000014', '自动扣款');
INSERT INTO repay_rec VALUES (10, 'HT20240077', 104, '2025-01-08', 0.0, 812.5, 0.0, 812.5, '正常还款', '3300510000069', '自动扣款');
INSERT INTO repay_rec VALUES (11, 'HT20240069', 100, '2025-01-10', 576.39, 930.42, 0.0, 1506.81, '正常还款', '3300410000019', '自动扣款');
INSERT INTO repay_rec VALUES (12, 'HT20230012', 17, '2025-01-11', 7416.67, 2667.84, 0.0, 10084.51, '正常还款', '3300410000044', '自动扣款');
INSERT INTO repay_rec VALUES (13, 'HT20230091', 125, '2025-01-12', 18333.33, 2413.89, 0.0, 20747.22, '正常还款', '3300610000077', '自动扣款');
INSERT INTO repay_rec VALUES (14, 'HT20230086', 120, '2025-01-15', 1675.12, 67.22, 10.08, 1752.42, '逾期还款', '3301710000095', '手机银行');
INSERT INTO repay_rec VALUES (15, 'HT20240042', 69, '2025-01-15', 1827.41, 3372.44, 168.62, 5368.47, '逾期还款', '3300110000070', '手机银行');
INSERT INTO repay_rec VALUES (16, 'HT20230053', 81, '2025-01-16', 12900.66, 5624.37, 0.0, 18525.03, '正常还款', '3300610000075', '自动扣款');
INSERT INTO repay_rec VALUES (17, 'HT20240094', 132, '2025-01-16', 0.0, 2910.0, 0.0, 2910.0, '正常还款', '3300210000062', '自动扣款');
INSERT INTO repay_rec VALUES (18, 'HT20210085', 116, '2025-01-17', 8833.33, 610.6, 0.0, 9443.93, '正常还款', '3300210000084', '自动扣款');
INSERT INTO repay_rec VALUES (19, 'HT20220099', 140, '2025-01-17', 5967.83, 1899.78, 0.0, 7867.61, '正常还款', '3300610000063', '自动扣款');
INSERT INTO repay_rec VALUES (20, 'HT20240036', 61, '2025-01-17', 12145.94, 214.05, 0.0, 12359.99, '正常还款', '3300910000111', '自动扣款');
INSERT INTO repay_rec VALUES (21, 'HT20240083', 112, '2025-01-17', 531.46, 60.8, 0.0, 592.26, '正常还款', '3300210000062', '自动扣款');
INSERT INTO repay_rec VALUES (22, 'HT20210081', NULL, '2025-01-19', 152000.0, 0.0, 0.0, 152000.0, '提前还款', '3300610000063', '柜面');
INSERT INTO repay_rec VALUES (23, 'HT20210050', 77, '2025-01-21', 0.0, 406.97, 0.0, 406.97, '逾期还款', '3300410000005', '柜面');
INSERT INTO repay_rec VALUES (24, 'HT20240025', 53, '2025-01-21', 11500.0, 2685.73, 0.0, 14185.73, '正常还款', '3300510000069', '自动扣款');
INSERT INTO repay_rec VALUES (25, 'HT20240095', 136, '2025-01-21', 1153.18, 1277.66, 0.0, 2430.84, '正常还款', '3301510000029', '自动扣款');
INSERT INTO repay_rec VALUES (26, 'HT20240019', 33, '2025-01-26', 690.22, 1147.56, 0.0, 1837.78, '正常还款', '3301410000011', '自动扣款');
INSERT INTO repay_rec VALUES (27, 'HT20240104', 145, '2025-01-26', 2833.33, 2636.18, 0.0, 5469.51, '正常还款', '3300410000005', '自动扣款');
INSERT INTO repay_rec VALUES (28, 'HT20240018', 29, '2025-01-27', 0.0, 720.0, 0.0, 720.0, '正常还款', '3300510000069', '自动扣款');
INSERT INTO repay_rec VALUES (29, 'HT20210081', 108, '2025-01-28', 2963.89, 2806.9, 0.0, 5770.79, '正常还款', '3300610000063', '自动扣款');
INSERT INTO repay_rec VALUES (30, 'HT20230034', 57, '2025-01-28', 2819.12, 548.92, 0.0, 3368.04, '正常还款', '3301810000056', '自动扣款');
INSERT INTO repay_rec VALUES (31, 'HT20230068', 96, '2025-01-28', 4677.75, 708.97, 47.26, 5433.98, '逾期还款', '3300910000047', '柜面');
INSERT INTO repay_rec VALUES (32, 'HT20230022', 41, '2025-01-29', 6698.25, 249.74, 0.0, 6947.99, '正常还款', '3301510000061', '自动扣款');
INSERT INTO repay_rec VALUES (33, 'HT20240001', 1, '2025-01-29', 6787.92, 604.21, 0.0, 7392.13, '正常还款', '3300110000058', '自动扣款');
INSERT INTO repay_rec VALUES (34, 'HT20230023', 45, '2025-01-30', 0.0, 5344.58, 0.0, 5344.58, '正常还款', '3300110000093', '自动扣款');
INSERT INTO repay_rec VALUES (35, 'HT20250062', 92, '2025-02-01', 4185.97, 1015.0, 0.0, 5200.97, '正常还款', '3301910000025', '自动扣款');
INSERT INTO repay_rec VALUES (36, 'HT20250092', 129, '2025-02-01', 2666.67, 1053.33, 0.0, 3720.0, '正常还款', '3300610000079', '自动扣款');
INSERT INTO repay_rec VALUES (37, 'HT20210004', NULL, '2025-02-04', 41000.0, 0.0, 0.0, 41000.0, '提前还款', '3301410000094', '柜面');
INSERT INTO repay_rec VALUES (38, 'HT20250010', 14, '2025-02-04', 0.0, 235.0, 0.0, 235.0, '正常还款', '3300410000106', '自动扣款');
INSERT INTO repay_rec VALUES (39, 'HT20220017', 26, '2025-02-05', 1083.33, 317.37, 0.0, 1400.7, '正常还款', '3300410000019', '自动扣款');
INSERT INTO repay_rec VALUES (40, 'HT20220024', 50, '2025-02-05', 1889.86, 2526.65, 0.0, 4416.51, '正常还款', '3300510000053', '自动扣款');
INSERT INTO repay_rec VALUES (41, 'HT20240008', 9, '2025-02-05', 976.63, 2117.5, 211.75, 3305.88, '逾期还款', '3301710000017', '柜面');
INSERT INTO repay_rec VALUES (42, 'HT20210004', 6, '2025-02-06', 13333.33, 725.0, 0.0, 14058.33, '正常还款', '3301410000094', '自动扣款');
INSERT INTO repay_rec VALUES (43, 'HT20210039', 65, '2025-02-06', 4713.94, 1158.67, 0.0, 5872.61, '逾期还款', '3300610000079', '柜面');
INSERT INTO repay_rec VALUES (44, 'HT20230045', 74, '2025-02-07', 1899.71, 2931.03, 0.0, 4830.74, '正常还款', '3301910000038', '自动扣款');
INSERT INTO repay_rec VALUES (45, 'HT20240077', 105, '2025-02-08', 0.0, 812.5, 0.0, 812.5, '正常还款', '3300510000069', '自动扣款');
INSERT INTO repay_rec VALUES (46, 'HT20240069', 101, '2025-02-10', 578.24, 928.57, 0.0, 1506.81, '正常还款', '3300410000019', '自动扣款');
INSERT INTO repay_rec VALUES (47, 'HT20230086', 121, '2025-02-11', 1681.12, 61.22, 8.16, 1750.5, '逾期还款', '3301710000095', '柜面');
INSERT INTO repay_rec VALUES (48, 'HT20230091', 126, '2025-02-12', 18333.33, 2353.54, 0.0, 20686.87, '正常还款', '3300610000077', '自动扣款');
INSERT INTO repay_rec VALUES (49, 'HT20240042', 70, '2025-02-13', 1834.03, 3365.82, 0.0, 5199.85, '正常还款', '3300110000070', '自动扣款');
INSERT INTO repay_rec VALUES (50, 'HT20240083', 113, '2025-02-14', 533.32, 58.94, 0.0, 592.26, '正常还款', '3300210000062', '自动扣款');
INSERT INTO repay_rec VALUES (51, 'HT20230053', 82, '2025-02-16', 12947.43, 5577.61, 0.0, 18525.04, '正常还款', '3300610000075', '自动扣款');
INSERT INTO repay_rec VALUES (52, 'HT20240094', 133, '2025-02-16', 0.0, 2910.0, 0.0, 2910.0, '正常还款', '3300210000062', '自动扣款');
INSERT INTO repay_rec VALUES (53, 'HT20210085', 117, '2025-02-17', 8833.33, 581.53, 0.0, 9414.86, '正常还款', '3300210000084', '自动扣款');
INSERT INTO repay_rec VALUES (54, 'HT20220099', 141, '2025-02-17', 5985.98, 1881.63, 0.0, 7867.61, '正常还款', '3300610000063', '自动扣款');
INSERT INTO repay_rec VALUES (55, 'HT20240036', 62, '2025-02-17', 12188.45, 171.54, 0.0, 12359.99, '正常还款', '3300910000111', '自动扣款');
INSERT INTO repay_rec VALUES (56, 'HT20230012', 18, '2025-02-21', 450.39, 2640.33, 0.0, 3090.72, '逾期还款', '3300410000044', '柜面');
INSERT INTO repay_rec VALUES (57, 'HT20240025', 54, '2025-02-21', 11500.0, 2640.21, 0.0, 14140.21, '正常还款', '3300510000069', '自动扣款');
INSERT INTO repay_rec VALUES (58, 'HT20240095', 137, '2025-02-24', 1156.79, 1274.05, 0.0, 2430.84, '正常还款', '3301510000029', '自动扣款');
INSERT INTO repay_rec VALUES (59, 'HT20230022', 42, '2025-02-25', 6720.58, 227.41, 0.0, 6947.99, '正常还款', '3301510000061', '自动扣款');
INSERT INTO repay_rec VALUES (60, 'HT20230068', 97, '2025-02-25', 4694.71, 692.01, 0.0, 5386.72, '正常还款', '3300910000047', '自动扣款');
INSERT INTO repay_rec VALUES (61, 'HT20240019', 34, '2025-02-26', 692.49, 1145.29, 0.0, 1837.78, '正常还款', '3301410000011', '自动扣款');
INSERT INTO repay_rec VALUES (62, 'HT20240008', 10, '2025-02-27', 979.77, 2114.37, 0.0, 3094.14, '正常还款', '3301710000017', '自动扣款');
INSERT INTO repay_rec VALUES (63, 'HT20210081', 109, '2025-02-28', 2974.14, 2796.65, 0.0, 5770.79, '正常还款', '3300610000063', '自动扣款');
INSERT INTO repay_rec VALUES (64, 'HT20230023', 46, '2025-02-28', 0.0, 5344.58, 0.0, 5344.58, '正常还款', '3300110000093', '自动扣款');
INSERT INTO repay_rec VALUES (65, 'HT20240001', 2, '2025-02-28', 6811.11, 581.02, 0.0, 7392.13, '正常还款', '3300110000058', '自动扣款');
INSERT INTO repay_rec VALUES (66, 'HT20250060', 85, '2025-02-28', 1393.72, 137.08, 0.0, 1530.8, '正常还款', '3300510000001', '自动扣款');
INSERT INTO repay_rec VALUES (67, 'HT20250092', 130, '2025-02-28', 2666.67, 1044.56, 0.0, 3711.23, '正常还款', '3300610000079', '自动扣款');
INSERT INTO repay_rec VALUES (68, 'HT20250062', 93, '2025-03-01', 4201.14, 999.83, 0.0, 5200.97, '正常还款', '3301910000025', '自动扣款');
INSERT INTO repay_rec VALUES (69, 'HT20230034', 58, '2025-03-04', 2830.04, 537.99, 35.87, 3403.9, '逾期还款', '3301810000056', '柜面');
INSERT INTO repay_rec VALUES (70, 'HT20250010', 15, '2025-03-04', 0.0, 235.0, 0.0, 235.0, '正常还款', '3300410000106', '自动扣款');
INSERT INTO repay_rec VALUES (71, 'HT20220017', 27, '2025-03-05', 1083.33, 313.81, 0.0, 1397.14, '正常还款', '3300410000019', '自动扣款');
INSERT INTO repay_rec VALUES (72, 'HT20220024', 51, '2025-03-05', 1895.92, 2520.59, 0.0, 4416.51, '正常还款', '3300510000053', '自动扣款');
INSERT INTO repay_rec VALUES (73, 'HT20210004', 7, '2025-03-06', 13333.33, 676.67, 0.0, 14010.0, '正常还款', '3301410000094', '自动扣款');
INSERT INTO repay_rec VALUES (74, 'HT20220024', NULL, '2025-03-06', 81000.0, 0.0, 0.0, 81000.0, '提前还款', '3300510000053', '柜面');
INSERT INTO repay_rec VALUES (75, 'HT20240018', 30, '2025-03-06', 0.0, 720.0, 12.0, 732.0, '逾期还款', '3300510000069', '手机银行');
INSERT INTO repay_rec VALUES (76, 'HT20240104', 146, '2025-03-06', 2833.33, 2627.09, 131.35, 5591.77, '逾期还款', '3300410000005', '柜面');
INSERT INTO repay_rec VALUES (77, 'HT20230045', 75, '2025-03-07', 1905.96, 2924.77, 0.0, 4830.73, '正常还款', '3301910000038', '自动扣款');
INSERT INTO repay_rec VALUES (78, 'HT20230086', 122, '2025-03-07', 1687.15, 55.2, 0.0, 1742.35, '正常还款', '3301710000095', '自动扣款');
INSERT INTO repay_rec VALUES (79, 'HT20240077', 106, '2025-03-08', 0.0, 812.5, 0.0, 812.5, '正常还款', '3300510000069', '自动扣款');
INSERT INTO repay_rec VALUES (80, 'HT20230091', 127, '2025-03-10', 18333.33, 2293.19, 0.0, 20626.52, '正常还款', '3300610000077', '自动扣款');
INSERT INTO repay_rec VALUES (81, 'HT20240069', 102, '2025-03-10', 580.1, 926.71, 0.0, 1506.81, '正常还款', '3300410000019', '自动扣款');
INSERT INTO repay_rec VALUES (82, 'HT20240042', 71, '2025-03-13', 1840.68, 3359.17, 0.0, 5199.85, '正常还款', '3300110000070', '自动扣款');
INSERT INTO repay_rec VALUES (83, 'HT20240094', 134, '2025-03-14', 0.0, 2910.0, 0.0, 2910.0, '正常还款', '3300210000062', '自动扣款');
INSERT INTO repay_rec VALUES (84, 'HT20230053', 83, '2025-03-16', 12994.36, 5530.68, 0.0, 18525.04, '正常还款', '3300610000075', '自动扣款');
INSERT INTO repay_rec VALUES (85, 'HT20210085', 118, '2025-03-17', 8833.33, 552.45, 0.0, 9385.78, '正常还款', '3300210000084', '自动扣款');
INSERT INTO repay_rec VALUES (86, 'HT20220099', 142, '2025-03-17', 6004.19, 1863.43, 0.0, 7867.62, '正常还款', '3300610000063', '自动扣款');
INSERT INTO repay_rec VALUES (87, 'HT20240036', 63, '2025-03-17', 12231.11, 128.88, 0.0, 12359.99, '正常还款', '3300910000111', '自动扣款');
INSERT INTO repay_rec VALUES (88, 'HT20240083', 114, '2025-03-17', 535.19, 57.07, 0.0, 592.26, '正常还款', '3300210000062', '自动扣款');
INSERT INTO repay_rec VALUES (89, 'HT20240025', 55, '2025-03-21', 11500.0, 2594.69, 0.0, 14094.69, '正常还款', '3300510000069', '自动扣款');
INSERT INTO repay_rec VALUES (90, 'HT20230068', 98, '2025-03-22', 4711.72, 674.99, 0.0, 5386.71, '正常还款', '3300910000047', '自动扣款');
INSERT INTO repay_rec VALUES (91, 'HT20240095', 138, '2025-03-24', 1160.4, 1270.44, 0.0, 2430.84, '正常还款', '3301510000029', '自动扣款');
INSERT INTO repay_rec VALUES (92, 'HT20240019', 35, '2025-03-26', 694.77, 1143.01, 0.0, 1837.78, '正常还款', '3301410000011', '自动扣款');
INSERT INTO repay_rec VALUES (93, 'HT20240104', 147, '2025-03-26', 2833.33, 2618.0, 0.0, 5451.33, '正常还款', '3300410000005', '自动扣款');
INSERT INTO repay_rec VALUES (94, 'HT20240008', 11, '2025-03-27', 982.91, 2111.22, 0.0, 3094.13, '正常还款', '3301710000017', '自动扣款');
INSERT INTO repay_rec VALUES (95, 'HT20240018', 31, '2025-03-27', 0.0, 720.0, 0.0, 720.0, '正常还款', '3300510000069', '自动扣款');
INSERT INTO repay_rec VALUES (96, 'HT20210081', 110, '2025-03-28', 2984.42, 2786.36, 0.0, 5770.78, '正常还款', '3300610000063', '自动扣款');
INSERT INTO repay_rec VALUES (97, 'HT20230034', 59, '2025-03-28', 2841.01, 527.03, 0.0, 3368.04, '正常还款', '3301810000056', '自动扣款');
INSERT INTO repay_rec VALUES (98, 'HT20230022', 43, '2025-03-29', 6742.98, 205.01, 0.0, 6947.99, '正常还款', '3301510000061', '自动扣款');
INSERT INTO repay_rec VALUES (99, 'HT20240001', 3, '2025-03-29', 6834.38, 557.74, 0.0, 7392.12, '正常还款', '3300110000058', '自动扣款');
INSERT INTO repay_rec VALUES (100, 'HT20230023', 47, '2025-03-30', 0.0, 5344.58, 0.0, 5344.58, '正常还款', '3300110000093', '自动扣款');
INSERT INTO repay_rec VALUES (101, 'HT20250060', 86, '2025-03-31', 1399.18, 131.62, 0.0, 1530.8, '正常还款', '3300510000001', '自动扣款');

INSERT INTO 逾期记录 VALUES ('OD0001', 'HT20220079', '2023-06-04', 60, 5621.53, 449.14, 'M2', '已结清', '2023-08-03');
INSERT INTO 逾期记录 VALUES ('OD0002', 'HT20230091', '2023-10-12', 69, 18333.33, 3319.1, 'M3', '已结清', '2023-12-20');
INSERT INTO 逾期记录 VALUES ('OD0003', 'HT20220011', '2023-11-18', 65, 0.0, 939.17, 'M3', '已结清', '2024-01-22');
INSERT INTO 逾期记录 VALUES ('OD0004', 'HT20230034', '2023-11-28', 34, 2670.53, 697.5, 'M2', '已结清', '2024-01-01');
INSERT INTO 逾期记录 VALUES ('OD0005', 'HT20210064', '2023-12-10', 19, 11565.06, 4544.55, 'M1', '已结清', '2023-12-29');
INSERT INTO 逾期记录 VALUES ('OD0006', 'HT20220090', '2024-02-17', 307, 260949.77, 5393.33, 'M3+', '已核销', NULL);
INSERT INTO 逾期记录 VALUES ('OD0007', 'HT20230068', '2024-04-25', 61, 4527.87, 858.85, 'M3', '已结清', '2024-06-25');
INSERT INTO 逾期记录 VALUES ('OD0008', 'HT20230023', '2024-05-30', 37, 0.0, 5344.58, 'M2', '已结清', '2024-07-06');
INSERT INTO 逾期记录 VALUES ('OD0009', 'HT20230086', '2024-06-09', 35, 1633.7, 108.65, 'M2', '已结清', '2024-07-14');
INSERT INTO 逾期记录 VALUES ('OD0010', 'HT20210098', '2024-06-19', 184, 628125.0, 11941.01, 'M3+', '已核销', NULL);
INSERT INTO 逾期记录 VALUES ('OD0011', 'HT20230051', '2024-09-15', 74, 2087.14, 4194.89, 'M3', '已结清', '2024-11-28');
INSERT INTO 逾期记录 VALUES ('OD0012', 'HT20210050', '2025-01-08', 82, 834.54, 1388.42, 'M3', '已转诉讼', NULL);
INSERT INTO 逾期记录 VALUES ('OD0013', 'HT20210013', '2025-01-26', 64, 9249.99, 2283.6, 'M3', '催收中', NULL);
INSERT INTO 逾期记录 VALUES ('OD0014', 'HT20240020', '2025-01-27', 63, 40074.81, 950.82, 'M3', '催收中', NULL);
INSERT INTO 逾期记录 VALUES ('OD0015', 'HT20210039', '2025-01-28', 62, 48000.0, 3318.0, 'M3', '催收中', NULL);
INSERT INTO 逾期记录 VALUES ('OD0016', 'HT20240061', '2025-02-08', 51, 0.0, 1260.0, 'M2', '催收中', NULL);
INSERT INTO 逾期记录 VALUES ('OD0017', 'HT20230012', '2025-02-11', 48, 14833.34, 5253.16, 'M2', '催收中', NULL);

INSERT INTO collect_act VALUES (1, 'OD0001', 'E0125', '2023-06-10', '电话催收', '承诺还款', 2939.33, '2023-06-19', NULL);
INSERT INTO collect_act VALUES (2, 'OD0001', 'E0124', '2023-06-11', '上门催收', '拒绝还款', NULL, NULL, '上门面谈');
INSERT INTO collect_act VALUES (3, 'OD0001', 'E0124', '2023-07-02', '律师函', '承诺还款', 5232.56, '2023-07-11', '已寄送律师函');
INSERT INTO collect_act VALUES (4, 'OD0001', 'E0123', '2023-07-16', '电话催收', '已还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (5, 'OD0002', 'E0124', '2023-11-15', '短信提醒', '承诺还款', 18217.61, '2023-11-29', NULL);
INSERT INTO collect_act VALUES (6, 'OD0002', 'E0124', '2023-11-15', '上门催收', '承诺还款', 13881.68, '2023-11-18', '上门面谈');
INSERT INTO collect_act VALUES (7, 'OD0002', 'E0124', '2023-11-19', '律师函', '承诺还款', 13440.34, '2023-11-29', '已寄送律师函');
INSERT INTO collect_act VALUES (8, 'OD0002', 'E0125', '2023-11-21', '电话催收', '已还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (9, 'OD0005', 'E0123', '2023-12-14', '短信提醒', '承诺还款', 3888.31, '2023-12-26', NULL);
INSERT INTO collect_act VALUES (10, 'OD0005', 'E0125', '2023-12-14', '律师函', '承诺还款', 6222.44, '2023-12-18', '已寄送律师函');
INSERT INTO collect_act VALUES (11, 'OD0004', 'E0124', '2023-12-18', '短信提醒', '承诺还款', 1454.55, '2023-12-27', NULL);
INSERT INTO collect_act VALUES (12, 'OD0005', 'E0124', '2023-12-20', '电话催收', '已还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (13, 'OD0004', 'E0125', '2023-12-21', '电话催收', '无人接听', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (14, 'OD0004', 'E0125', '2023-12-22', '上门催收', '已还款', NULL, NULL, '上门面谈');
INSERT INTO collect_act VALUES (15, 'OD0003', 'E0125', '2024-01-03', '短信提醒', '无人接听', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (16, 'OD0003', 'E0125', '2024-01-14', '电话催收', '已还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (17, 'OD0007', 'E0124', '2024-05-12', '短信提醒', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (18, 'OD0006', 'E0125', '2024-05-25', '短信提醒', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (19, 'OD0008', 'E0123', '2024-06-08', '电话催收', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (20, 'OD0008', 'E0125', '2024-06-11', '电话催收', '承诺还款', 0.0, '2024-06-15', NULL);
INSERT INTO collect_act VALUES (21, 'OD0008', 'E0124', '2024-06-12', '律师函', '失联', NULL, NULL, '已寄送律师函');
INSERT INTO collect_act VALUES (22, 'OD0007', 'E0126', '2024-06-14', '上门催收', '已还款', NULL, NULL, '上门面谈');
INSERT INTO collect_act VALUES (23, 'OD0009', 'E0124', '2024-06-23', '短信提醒', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (24, 'OD0010', 'E0124', '2024-06-24', '电话催收', '拒绝还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (25, 'OD0009', 'E0124', '2024-06-26', '电话催收', '拒绝还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (26, 'OD0008', 'E0126', '2024-07-02', '上门催收', '已还款', NULL, NULL, '上门面谈');
INSERT INTO collect_act VALUES (27, 'OD0009', 'E0124', '2024-07-05', '电话催收', '已还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (28, 'OD0010', 'E0125', '2024-07-26', '律师函', '拒绝还款', NULL, NULL, '已寄送律师函');
INSERT INTO collect_act VALUES (29, 'OD0010', 'E0125', '2024-07-28', '电话催收', '拒绝还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (30, 'OD0006', 'E0124', '2024-08-11', '上门催收', '无人接听', NULL, NULL, '上门面谈');
INSERT INTO collect_act VALUES (31, 'OD0011', 'E0126', '2024-09-28', '短信提醒', '承诺还款', 1889.69, '2024-10-11', NULL);
INSERT INTO collect_act VALUES (32, 'OD0011', 'E0125', '2024-10-06', '律师函', '承诺还款', 848.03, '2024-10-15', '已寄送律师函');
INSERT INTO collect_act VALUES (33, 'OD0011', 'E0124', '2024-11-15', '电话催收', '承诺还款', 1219.87, '2024-11-26', NULL);
INSERT INTO collect_act VALUES (34, 'OD0011', 'E0126', '2024-11-24', '电话催收', '已还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (35, 'OD0010', 'E0123', '2024-12-16', '律师函', '拒绝还款', NULL, NULL, '已寄送律师函');
INSERT INTO collect_act VALUES (36, 'OD0014', 'E0124', '2025-01-31', '电话催收', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (37, 'OD0013', 'E0125', '2025-02-01', '电话催收', '承诺还款', 8279.34, '2025-02-08', NULL);
INSERT INTO collect_act VALUES (38, 'OD0012', 'E0124', '2025-02-05', '电话催收', '拒绝还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (39, 'OD0006', 'E0124', '2025-02-09', '律师函', '承诺还款', 130066.59, '2025-02-12', '已寄送律师函');
INSERT INTO collect_act VALUES (40, 'OD0017', 'E0124', '2025-02-13', '电话催收', '拒绝还款', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (41, 'OD0015', 'E0125', '2025-03-01', '短信提醒', '无人接听', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (42, 'OD0017', 'E0125', '2025-03-03', '律师函', '无人接听', NULL, NULL, '已寄送律师函');
INSERT INTO collect_act VALUES (43, 'OD0015', 'E0125', '2025-03-05', '上门催收', '承诺还款', 29301.26, '2025-03-09', '上门面谈');
INSERT INTO collect_act VALUES (44, 'OD0014', 'E0124', '2025-03-06', '律师函', '拒绝还款', NULL, NULL, '已寄送律师函');
INSERT INTO collect_act VALUES (45, 'OD0012', 'E0125', '2025-03-09', '上门催收', '无人接听', NULL, NULL, '上门面谈');
INSERT INTO collect_act VALUES (46, 'OD0013', 'E0123', '2025-03-09', '电话催收', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (47, 'OD0014', 'E0125', '2025-03-11', '电话催收', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (48, 'OD0006', 'E0126', '2025-03-12', '律师函', '承诺还款', 214995.74, '2025-03-21', '已寄送律师函');
INSERT INTO collect_act VALUES (49, 'OD0012', 'E0124', '2025-03-15', '电话催收', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (50, 'OD0013', 'E0123', '2025-03-16', '律师函', '无人接听', NULL, NULL, '已寄送律师函');
INSERT INTO collect_act VALUES (51, 'OD0015', 'E0126', '2025-03-16', '电话催收', '无人接听', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (52, 'OD0014', 'E0124', '2025-03-19', '电话催收', '无人接听', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (53, 'OD0016', 'E0126', '2025-03-19', '短信提醒', '失联', NULL, NULL, NULL);
INSERT INTO collect_act VALUES (54, 'OD0012', 'E0123', '2025-03-26', '司法诉讼', '拒绝还款', NULL, NULL, '已向法院提起诉讼');
INSERT INTO collect_act VALUES (55, 'OD0016', 'E0126', '2025-03-30', '上门催收', '拒绝还款', NULL, NULL, '上门面谈');
INSERT INTO collect_act VALUES (56, 'OD0016', 'E0123', '2025-03-30', '电话催收', '无人接听', NULL, NULL, NULL);

INSERT INTO collateral VALUES ('CL0001', 'HT20210003', 'P10066', '定期存单', '本行个人定期存单', 491000.0, '本行内部评估', '2021-03-21', 90.0, NULL, '已解押');
INSERT INTO collateral VALUES ('CL0002', 'HT20210004', 'P10099', '住宅', '台州市赤城路381号17幢1057室', 1400000.0, '浙江中联资产评估有限公司', '2021-03-21', 65.0, '浙(2021)台州不动产证明第5933512号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0003', 'HT20240008', 'P10017', '住宅', '杭州市劳动北路367号1幢665室', 1544000.0, '杭州天衡房地产估价事务所', '2024-12-21', 50.0, '浙(2024)杭州不动产证明第2863485号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0004', 'HT20230012', 'P10047', '住宅', '台州市赤城路451号28幢932室', 1961000.0, '台州信达房地产估价有限公司', '2022-12-30', 50.0, '浙(2023)台州不动产证明第6718495号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0005', 'HT20210013', 'P10086', '住宅', '杭州市明州路86号14幢2073室', 551000.0, '浙江中联资产评估有限公司', '2021-04-23', 70.0, '浙(2021)杭州不动产证明第6601794号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0006', 'HT20220017', 'P10016', '住宅', '台州市劳动北路345号2幢918室', 270000.0, '杭州天衡房地产估价事务所', '2022-05-14', 60.0, '浙(2022)台州不动产证明第7193497号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0007', 'HT20240019', 'P10011', '住宅', '台州市市府大道177号5幢2154室', 903000.0, '杭州天衡房地产估价事务所', '2024-10-21', 50.0, '浙(2024)台州不动产证明第7251135号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0008', 'HT20220021', 'P10022', '定期存单', '本行个人定期存单', 500000.0, '本行内部评估', '2022-03-15', 90.0, NULL, '已解押');
INSERT INTO collateral VALUES ('CL0009', 'HT20220024', 'P10056', '住宅', '台州市劳动北路174号28幢2466室', 1612000.0, '浙江中联资产评估有限公司', '2022-01-23', 60.0, '浙(2022)台州不动产证明第6984223号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0010', 'HT20240025', 'P10073', '厂房', '台州市赤城路156号厂房', 1226000.0, '台州信达房地产估价有限公司', '2024-11-07', 70.0, '浙(2024)台州不动产证明第3165880号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0011', 'HT20210035', 'P10016', '车辆', '大众帕萨特 浙JC77352', 77000.0, '本行内部评估', '2021-11-21', 70.0, '机动车抵押登记339188', '已解押');
INSERT INTO collateral VALUES ('CL0012', 'HT20210039', 'P10084', '住宅', '台州市东环大道73号30幢2282室', 1716000.0, '浙江中联资产评估有限公司', '2021-10-15', 65.0, '浙(2021)台州不动产证明第2263768号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0013', 'HT20240042', 'P10074', '住宅', '台州市云湖路252号1幢2144室', 1565000.0, '浙江中联资产评估有限公司', '2023-12-30', 70.0, '浙(2024)台州不动产证明第3509088号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0014', 'HT20210044', 'P10046', '定期存单', '本行个人定期存单', 754000.0, '本行内部评估', '2021-04-16', 90.0, NULL, '已解押');
INSERT INTO collateral VALUES ('CL0015', 'HT20230045', 'P10041', '住宅', '宁波市商城街264号21幢415室', 1343000.0, '浙江中联资产评估有限公司', '2023-08-28', 70.0, '浙(2023)宁波不动产证明第3309738号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0016', 'HT20210050', 'P10005', '住宅', '台州市市府大道389号26幢1555室', 341000.0, '浙江中联资产评估有限公司', '2021-02-12', 60.0, '浙(2021)台州不动产证明第1992017号', '处置中');
INSERT INTO collateral VALUES ('CL0017', 'HT20230051', 'P10130', '住宅', '台州市东环大道419号12幢1129室', 2187000.0, '杭州天衡房地产估价事务所', '2023-03-30', 70.0, '浙(2023)台州不动产证明第1659892号', '已解押');
INSERT INTO collateral VALUES ('CL0018', 'HT20230053', 'P10080', '住宅', '台州市江南大道184号9幢1152室', 3369000.0, '台州信达房地产估价有限公司', '2023-04-07', 65.0, '浙(2023)台州不动产证明第3303583号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0019', 'HT20210054', 'P10053', '车辆', '本田雅阁 浙JB41045', 180000.0, '本行内部评估', '2021-09-02', 70.0, '机动车抵押登记772664', '已解押');
INSERT INTO collateral VALUES ('CL0020', 'HT20210058', 'P10056', '车辆', '比亚迪汉 浙JG32477', 383000.0, '本行内部评估', '2021-01-15', 70.0, '机动车抵押登记206611', '已解押');
INSERT INTO collateral VALUES ('CL0021', 'HT20220059', 'P10079', '定期存单', '本行个人定期存单', 473000.0, '本行内部评估', '2022-05-21', 90.0, NULL, '已解押');
INSERT INTO collateral VALUES ('CL0022', 'HT20210064', 'P10045', '住宅', '台州市市府大道305号27幢1859室', 3010000.0, '杭州天衡房地产估价事务所', '2021-10-26', 60.0, '浙(2021)台州不动产证明第4237114号', '已解押');
INSERT INTO collateral VALUES ('CL0023', 'HT20250067', 'P10102', '住宅', '台州市云湖路361号15幢581室', 1329000.0, '台州信达房地产估价有限公司', '2025-02-22', 65.0, '浙(2025)台州不动产证明第7499575号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0024', 'HT20240069', 'P10019', '住宅', '台州市赤城路29号20幢2481室', 502000.0, '杭州天衡房地产估价事务所', '2024-11-27', 60.0, '浙(2024)台州不动产证明第4384495号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0025', 'HT20210081', 'P10067', '住宅', '台州市东环大道305号23幢263室', 1597000.0, '杭州天衡房地产估价事务所', '2021-01-17', 70.0, '浙(2021)台州不动产证明第1286414号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0026', 'HT20210085', 'P10089', '住宅', '台州市云湖路427号2幢2263室', 890000.0, '浙江中联资产评估有限公司', '2021-09-12', 65.0, '浙(2021)台州不动产证明第8964527号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0027', 'HT20210087', 'P10124', '定期存单', '本行个人定期存单', 516000.0, '本行内部评估', '2021-01-12', 90.0, NULL, '已解押');
INSERT INTO collateral VALUES ('CL0028', 'HT20220090', 'P10102', '住宅', '台州市云湖路278号5幢1523室', 698000.0, '浙江中联资产评估有限公司', '2022-02-21', 50.0, '浙(2022)台州不动产证明第9061757号', '处置中');
INSERT INTO collateral VALUES ('CL0029', 'HT20230091', 'P10082', '住宅', '台州市云湖路66号10幢1810室', 1815000.0, '杭州天衡房地产估价事务所', '2023-03-30', 70.0, '浙(2023)台州不动产证明第1168221号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0030', 'HT20250092', 'P10041', '住宅', '宁波市劳动北路88号16幢2593室', 700000.0, '杭州天衡房地产估价事务所', '2024-12-26', 50.0, '浙(2025)宁波不动产证明第1376463号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0031', 'HT20240095', 'P10030', '住宅', '台州市江南大道99号8幢623室', 858000.0, '台州信达房地产估价有限公司', '2024-11-11', 50.0, '浙(2024)台州不动产证明第8754682号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0032', 'HT20210098', 'P10079', '住宅', '台州市东环大道421号7幢763室', 1689000.0, '浙江中联资产评估有限公司', '2021-02-16', 50.0, '浙(2021)台州不动产证明第2107463号', '处置中');
INSERT INTO collateral VALUES ('CL0033', 'HT20220099', 'P10067', '住宅', '台州市明州路171号23幢1305室', 1633000.0, '杭州天衡房地产估价事务所', '2022-07-08', 50.0, '浙(2022)台州不动产证明第6611675号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0034', 'HT20250102', 'P10062', '住宅', '台州市赤城路112号7幢481室', 3383000.0, '浙江中联资产评估有限公司', '2025-03-11', 50.0, '浙(2025)台州不动产证明第2232545号', '已登记抵押');
INSERT INTO collateral VALUES ('CL0035', 'HT20240104', 'P10005', '住宅', '台州市东环大道349号16幢2453室', 1385000.0, '台州信达房地产估价有限公司', '2024-02-03', 70.0, '浙(2024)台州不动产证明第9789972号', '已登记抵押');

INSERT INTO wm_prod VALUES ('WM0001', '天天盈现金管理1号', '现金管理类', 'R1', '本行', 1.0, 1.85, NULL, NULL, NULL, '2020-06-01', NULL, '存续中');
INSERT INTO wm_prod VALUES ('WM0002', '周周享7天持有期', '现金管理类', 'R1', '本行', 1000.0, 2.05, 7, NULL, NULL, '2021-03-01', NULL, '存续中');
INSERT INTO wm_prod VALUES ('WM0003', '稳盈90天定开1号', '固定收益类', 'R2', '浙银理财有限责任公司', 10000.0, 2.8, 90, NULL, NULL, '2022-01-10', NULL, '存续中');
INSERT INTO wm_prod VALUES ('WM0004', '稳盈180天定开2号', '固定收益类', 'R2', '浙银理财有限责任公司', 10000.0, 3.0, 180, NULL, NULL, '2022-05-16', NULL, '存续中');
INSERT INTO wm_prod VALUES ('WM0005', '稳健添利2024年第1期', '固定收益类', 'R2', '杭银理财有限责任公司', 10000.0, 3.2, 364, '2023-12-30', '2024-01-06', '2024-01-08', '2025-01-06', '已到期');
INSERT INTO wm_prod VALUES ('WM0006', '稳健添利2024年第2期', '固定收益类', 'R2', '本行', 10000.0, 2.95, 182, '2024-03-02', '2024-03-09', '2024-03-11', '2024-09-09', '已到期');
INSERT INTO wm_prod VALUES ('WM0007', '均衡增益2024年第3期', '混合类', 'R3', '杭银理财有限责任公司', 10000.0, 3.4, 365, '2024-04-06', '2024-04-13', '2024-04-15', '2025-04-15', '存续中');
INSERT INTO wm_prod VALUES ('WM0008', '稳健添利2024年第4期', '固定收益类', 'R2', '本行', 10000.0, 3.05, 270, '2024-05-25', '2024-06-01', '2024-06-03', '2025-02-28', '已到期');
INSERT INTO wm_prod VALUES ('WM0009', '稳健添利2024年第5期', '固定收益类', 'R2', '浙银理财有限责任公司', 10000.0, 3.1, 364, '2024-07-06', '2024-07-13', '2024-07-15', '2025-07-14', '存续中');
INSERT INTO wm_prod VALUES ('WM0010', '均衡增益2024年第6期', '混合类', 'R3', '浙银理财有限责任公司', 10000.0, 3.8, 730, '2024-08-03', '2024-08-10', '2024-08-12', '2026-08-12', '存续中');
INSERT INTO wm_prod VALUES ('WM0011', '稳健添利2024年第7期', '固定收益类', 'R2', '浙银理财有限责任公司', 10000.0, 2.75, 182, '2024-08-24', '2024-08-31', '2024-09-02', '2025-03-03', '已到期');
INSERT INTO wm_prod VALUES ('WM0012', '睿享成长2024年第8期', '权益类', 'R4', '杭银理财有限责任公司', 10000.0, 4.5, 365, '2024-10-05', '2024-10-12', '2024-10-14', '2025-10-14', '存续中');
INSERT INTO wm_prod VALUES ('WM0013', '稳健添利2024年第9期', '固定收益类', 'R2', '杭银理财有限责任公司', 10000.0, 2.9, 364, '2024-11-02', '2024-11-09', '2024-11-11', '2025-11-10', '存续中');
INSERT INTO wm_prod VALUES ('WM0014', '均衡增益2024年第10期', '混合类', 'R3', '本行', 10000.0, 3.3, 548, '2024-11-30', '2024-12-07', '2024-12-09', '2026-06-10', '存续中');
INSERT INTO wm_prod VALUES ('WM0015', '稳健添利2025年第11期', '固定收益类', 'R2', '浙银理财有限责任公司', 10000.0, 2.7, 364, '2025-01-04', '2025-01-11', '2025-01-13', '2026-01-12', '存续中');
INSERT INTO wm_prod VALUES ('WM0016', '稳健添利2025年第12期', '固定收益类', 'R2', '浙银理财有限责任公司', 10000.0, 2.55, 182, '2025-02-08', '2025-02-15', '2025-02-17', '2025-08-18', '存续中');
INSERT INTO wm_prod VALUES ('WM0017', '稳健添利2025年第13期', '固定收益类', 'R2', '浙银理财有限责任公司', 10000.0, 2.65, 364, '2025-03-29', '2025-04-05', '2025-04-07', '2026-04-06', '募集中');
INSERT INTO wm_prod VALUES ('WM0018', '睿享成长2025年第14期', '权益类', 'R5', '浙银理财有限责任公司', 50000.0, 5.0, 730, '2025-03-29', '2025-04-05', '2025-04-07', '2027-04-07', '募集中');
INSERT INTO wm_prod VALUES ('WM0019', '稳健添利2023年第15期', '固定收益类', 'R2', '浙银理财有限责任公司', 10000.0, 3.6, 365, '2023-05-06', '2023-05-13', '2023-05-15', '2024-05-14', '已到期');
INSERT INTO wm_prod VALUES ('WM0020', '均衡增益2023年第16期', '混合类', 'R3', '杭银理财有限责任公司', 10000.0, 3.9, 548, '2023-09-02', '2023-09-09', '2023-09-11', '2025-03-12', '已到期');

INSERT INTO 理财持仓 VALUES ('H00001', 'P10014', 'WM0017', '2025-03-31', 124000.0, 124000.0, 124000.0, 0.0, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00002', 'P10025', 'WM0002', '2023-08-18', 55000.0, 0.0, 0.0, 1587.89, '已赎回', '2025-02-17', 'E0070');
INSERT INTO 理财持仓 VALUES ('H00003', 'P10019', 'WM0013', '2024-11-07', 357000.0, 355621.03, 359727.16, 2727.16, '持有中', NULL, 'E0026');
INSERT INTO 理财持仓 VALUES ('H00004', 'P10117', 'WM0015', '2025-01-10', 12000.0, 11966.22, 12064.17, 64.17, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00005', 'P10003', 'WM0015', '2025-01-04', 92000.0, 92102.89, 92530.17, 530.17, '持有中', NULL, 'E0054');
INSERT INTO 理财持仓 VALUES ('H00006', 'P10003', 'WM0011', '2024-08-25', 15000.0, 0.0, 0.0, 141.11, '已到期兑付', '2025-03-03', 'E0054');
INSERT INTO 理财持仓 VALUES ('H00007', 'P10012', 'WM0009', '2024-07-09', 20000.0, 20016.43, 20388.53, 388.53, '持有中', NULL, 'E0033');
INSERT INTO 理财持仓 VALUES ('H00008', 'P10062', 'WM0011', '2024-08-31', 282000.0, 0.0, 0.0, 4355.22, '已到期兑付', '2025-03-03', 'E0041');
INSERT INTO 理财持仓 VALUES ('H00009', 'P10112', 'WM0017', '2025-03-29', 441000.0, 441000.0, 441000.0, 0.0, '持有中', NULL, 'E0054');
INSERT INTO 理财持仓 VALUES ('H00010', 'P10096', 'WM0002', '2023-04-16', 39000.0, 39000.0, 40260.5, 1260.5, '持有中', NULL, 'E0008');
INSERT INTO 理财持仓 VALUES ('H00011', 'P10028', 'WM0003', '2023-12-02', 146000.0, 145477.61, 150342.48, 4342.48, '持有中', NULL, 'E0054');
INSERT INTO 理财持仓 VALUES ('H00012', 'P10047', 'WM0011', '2024-08-28', 142000.0, 0.0, 0.0, 2192.66, '已到期兑付', '2025-03-03', NULL);
INSERT INTO 理财持仓 VALUES ('H00013', 'P10062', 'WM0016', '2025-02-13', 720000.0, 720784.38, 721450.63, 1450.63, '持有中', NULL, 'E0041');
INSERT INTO 理财持仓 VALUES ('H00014', 'P10125', 'WM0010', '2024-08-08', 234000.0, 233688.57, 238533.86, 4533.86, '持有中', NULL, 'E0020');
INSERT INTO 理财持仓 VALUES ('H00015', 'P10022', 'WM0005', '2023-12-31', 84000.0, 0.0, 0.0, 1632.0, '已到期兑付', '2025-01-06', 'E0054');
INSERT INTO 理财持仓 VALUES ('H00016', 'P10113', 'WM0015', '2025-01-06', 295000.0, 295455.02, 296289.47, 1289.47, '持有中', NULL, 'E0025');
INSERT INTO 理财持仓 VALUES ('H00017', 'P10121', 'WM0001', '2024-08-15', 766000.0, 0.0, 0.0, 3892.04, '已赎回', '2024-12-19', 'E0112');
INSERT INTO 理财持仓 VALUES ('H00018', 'P10118', 'WM0019', '2023-05-06', 41000.0, 0.0, 0.0, 931.93, '已到期兑付', '2024-05-14', 'E0054');
INSERT INTO 理财持仓 VALUES ('H00019', 'P10122', 'WM0019', '2023-05-11', 119000.0, 0.0, 0.0, 3399.44, '已到期兑付', '2024-05-14', 'E0041');
INSERT INTO 理财持仓 VALUES ('H00020', 'P10088', 'WM0009', '2024-07-08', 119000.0, 119042.28, 121396.57, 2396.57, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00021', 'P10005', 'WM0006', '2024-03-03', 74000.0, 0.0, 0.0, 897.67, '已到期兑付', '2024-09-09', 'E0025');
INSERT INTO 理财持仓 VALUES ('H00022', 'P10098', 'WM0009', '2024-07-10', 132000.0, 132277.17, 134943.2, 2943.2, '持有中', NULL, 'E0008');
INSERT INTO 理财持仓 VALUES ('H00023', 'P10047', 'WM0003', '2024-06-22', 34000.0, 34132.77, 34533.52, 533.52, '持有中', NULL, 'E0026');
INSERT INTO 理财持仓 VALUES ('H00024', 'P10046', 'WM0016', '2025-02-12', 131000.0, 130422.11, 131414.27, 414.27, '持有中', NULL, 'E0046');
INSERT INTO 理财持仓 VALUES ('H00025', 'P10073', 'WM0008', '2024-05-29', 233000.0, 0.0, 0.0, 4027.69, '已到期兑付', '2025-02-28', NULL);
INSERT INTO 理财持仓 VALUES ('H00026', 'P10023', 'WM0018', '2025-03-31', 74000.0, 74000.0, 74000.0, -0.0, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00027', 'P10074', 'WM0002', '2022-04-15', 82000.0, 0.0, 0.0, 2858.26, '已赎回', '2024-09-27', 'E0008');
INSERT INTO 理财持仓 VALUES ('H00028', 'P10125', 'WM0005', '2023-12-31', 464000.0, 0.0, 0.0, 14484.86, '已到期兑付', '2025-01-06', 'E0020');
INSERT INTO 理财持仓 VALUES ('H00029', 'P10081', 'WM0004', '2024-08-07', 18000.0, 18052.27, 18399.65, 399.65, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00030', 'P10059', 'WM0003', '2024-07-23', 30000.0, 30045.91, 30459.22, 459.22, '持有中', NULL, 'E0104');
INSERT INTO 理财持仓 VALUES ('H00031', 'P10126', 'WM0009', '2024-07-06', 95000.0, 94807.2, 96626.9, 1626.9, '持有中', NULL, 'E0033');
INSERT INTO 理财持仓 VALUES ('H00032', 'P10012', 'WM0001', '2024-10-01', 71000.0, 71000.0, 71733.8, 733.8, '持有中', NULL, 'E0033');
INSERT INTO 理财持仓 VALUES ('H00033', 'P10053', 'WM0004', '2022-09-18', 80000.0, 80145.71, 85933.95, 5933.95, '持有中', NULL, 'E0112');
INSERT INTO 理财持仓 VALUES ('H00034', 'P10053', 'WM0014', '2024-12-04', 101000.0, 101158.55, 101614.33, 614.33, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00035', 'P10129', 'WM0009', '2024-07-06', 101000.0, 101008.17, 102456.56, 1456.56, '持有中', NULL, 'E0016');
INSERT INTO 理财持仓 VALUES ('H00036', 'P10113', 'WM0013', '2024-11-03', 697000.0, 699631.08, 704662.46, 7662.46, '持有中', NULL, 'E0025');
INSERT INTO 理财持仓 VALUES ('H00037', 'P10083', 'WM0008', '2024-05-29', 13000.0, 0.0, 0.0, 272.59, '已到期兑付', '2025-02-28', 'E0026');
INSERT INTO 理财持仓 VALUES ('H00038', 'P10127', 'WM0012', '2024-10-11', 138000.0, 137487.68, 140565.79, 2565.79, '持有中', NULL, 'E0026');
INSERT INTO 理财持仓 VALUES ('H00039', 'P10114', 'WM0011', '2024-08-26', 99000.0, 0.0, 0.0, 1129.64, '已到期兑付', '2025-03-03', 'E0033');
INSERT INTO 理财持仓 VALUES ('H00040', 'P10086', 'WM0001', '2022-03-31', 140000.0, 140000.0, 145069.39, 5069.39, '持有中', NULL, 'E0101');
INSERT INTO 理财持仓 VALUES ('H00041', 'P10121', 'WM0011', '2024-08-27', 15000.0, 0.0, 0.0, 210.81, '已到期兑付', '2025-03-03', 'E0112');
INSERT INTO 理财持仓 VALUES ('H00042', 'P10129', 'WM0016', '2025-02-10', 583000.0, 582050.32, 584324.62, 1324.62, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00043', 'P10056', 'WM0019', '2023-05-11', 104000.0, 0.0, 0.0, 2657.73, '已到期兑付', '2024-05-14', 'E0033');
INSERT INTO 理财持仓 VALUES ('H00044', 'P10006', 'WM0017', '2025-03-31', 485000.0, 485000.0, 485000.0, 0.0, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00045', 'P10014', 'WM0014', '2024-12-01', 111000.0, 110631.01, 112020.27, 1020.27, '持有中', NULL, 'E0016');
INSERT INTO 理财持仓 VALUES ('H00046', 'P10055', 'WM0005', '2024-01-06', 90000.0, 0.0, 0.0, 1961.18, '已到期兑付', '2025-01-06', 'E0033');
INSERT INTO 理财持仓 VALUES ('H00047', 'P10038', 'WM0020', '2023-09-09', 69000.0, 0.0, 0.0, 2747.21, '已到期兑付', '2025-03-12', 'E0117');
INSERT INTO 理财持仓 VALUES ('H00048', 'P10124', 'WM0015', '2025-01-09', 125000.0, 125249.81, 125808.06, 808.06, '持有中', NULL, 'E0008');
INSERT INTO 理财持仓 VALUES ('H00049', 'P10071', 'WM0016', '2025-02-10', 401000.0, 400623.98, 402240.66, 1240.66, '持有中', NULL, 'E0041');
INSERT INTO 理财持仓 VALUES ('H00050', 'P10110', 'WM0016', '2025-02-14', 15000.0, 15051.14, 15041.68, 41.68, '持有中', NULL, 'E0066');
INSERT INTO 理财持仓 VALUES ('H00051', 'P10112', 'WM0002', '2023-05-09', 625000.0, 625000.0, 650470.14, 25470.14, '持有中', NULL, 'E0054');
INSERT INTO 理财持仓 VALUES ('H00052', 'P10047', 'WM0001', '2025-01-02', 22000.0, 0.0, 0.0, 48.79, '已赎回', '2025-03-12', NULL);
INSERT INTO 理财持仓 VALUES ('H00053', 'P10126', 'WM0014', '2024-12-02', 62000.0, 62109.31, 62399.93, 399.93, '持有中', NULL, 'E0033');
INSERT INTO 理财持仓 VALUES ('H00054', 'P10129', 'WM0019', '2023-05-08', 331000.0, 0.0, 0.0, 8176.44, '已到期兑付', '2024-05-14', 'E0016');
INSERT INTO 理财持仓 VALUES ('H00055', 'P10055', 'WM0016', '2025-02-08', 125000.0, 124996.63, 125412.66, 412.66, '持有中', NULL, 'E0033');
INSERT INTO 理财持仓 VALUES ('H00056', 'P10079', 'WM0015', '2025-01-06', 33000.0, 32846.19, 33173.32, 173.32, '持有中', NULL, 'E0087');
INSERT INTO 理财持仓 VALUES ('H00057', 'P10050', 'WM0011', '2024-08-26', 146000.0, 0.0, 0.0, 1926.45, '已到期兑付', '2025-03-03', 'E0054');
INSERT INTO 理财持仓 VALUES ('H00058', 'P10064', 'WM0011', '2024-08-25', 136000.0, 0.0, 0.0, 1148.37, '已到期兑付', '2025-03-03', NULL);
INSERT INTO 理财持仓 VALUES ('H00059', 'P10079', 'WM0006', '2024-03-08', 134000.0, 0.0, 0.0, 1787.39, '已到期兑付', '2024-09-09', 'E0087');
INSERT INTO 理财持仓 VALUES ('H00060', 'P10047', 'WM0013', '2024-11-02', 123000.0, 123173.56, 124219.87, 1219.87, '持有中', NULL, 'E0026');
INSERT INTO 理财持仓 VALUES ('H00061', 'P10123', 'WM0018', '2025-03-29', 90000.0, 90000.0, 90000.0, 0.0, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00062', 'P10102', 'WM0004', '2022-12-02', 701000.0, 702997.1, 754402.77, 53402.77, '持有中', NULL, 'E0033');
INSERT INTO 理财持仓 VALUES ('H00063', 'P10052', 'WM0004', '2023-08-06', 20000.0, 19997.19, 20979.16, 979.16, '持有中', NULL, 'E0016');
INSERT INTO 理财持仓 VALUES ('H00064', 'P10028', 'WM0008', '2024-05-28', 66000.0, 0.0, 0.0, 968.23, '已到期兑付', '2025-02-28', 'E0054');
INSERT INTO 理财持仓 VALUES ('H00065', 'P10066', 'WM0016', '2025-02-08', 725000.0, 725698.64, 726698.36, 1698.36, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00066', 'P10083', 'WM0003', '2023-03-31', 138000.0, 138669.24, 144915.47, 6915.47, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00067', 'P10114', 'WM0003', '2023-04-18', 28000.0, 27885.55, 29148.55, 1148.55, '持有中', NULL, 'E0033');
INSERT INTO 理财持仓 VALUES ('H00068', 'P10047', 'WM0001', '2024-12-30', 75000.0, 75000.0, 75225.82, 225.82, '持有中', NULL, 'E0025');
INSERT INTO 理财持仓 VALUES ('H00069', 'P10080', 'WM0011', '2024-08-24', 493000.0, 0.0, 0.0, 4678.24, '已到期兑付', '2025-03-03', 'E0041');
INSERT INTO 理财持仓 VALUES ('H00070', 'P10039', 'WM0005', '2024-01-05', 93000.0, 0.0, 0.0, 1914.48, '已到期兑付', '2025-01-06', 'E0082');
INSERT INTO 理财持仓 VALUES ('H00071', 'P10098', 'WM0006', '2024-03-05', 113000.0, 0.0, 0.0, 1734.81, '已到期兑付', '2024-09-09', 'E0008');
INSERT INTO 理财持仓 VALUES ('H00072', 'P10118', 'WM0007', '2024-04-12', 134000.0, 134585.7, 136890.2, 2890.2, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00073', 'P10115', 'WM0005', '2024-01-06', 86000.0, 0.0, 0.0, 1906.58, '已到期兑付', '2025-01-06', 'E0016');
INSERT INTO 理财持仓 VALUES ('H00074', 'P10002', 'WM0013', '2024-11-07', 712000.0, 713876.04, 718723.56, 6723.56, '持有中', NULL, 'E0060');
INSERT INTO 理财持仓 VALUES ('H00075', 'P10102', 'WM0003', '2022-06-09', 64000.0, 64225.93, 67902.24, 3902.24, '持有中', NULL, 'E0033');
INSERT INTO 理财持仓 VALUES ('H00076', 'P10098', 'WM0009', '2024-07-07', 32000.0, 31895.94, 32615.04, 615.04, '持有中', NULL, 'E0008');
INSERT INTO 理财持仓 VALUES ('H00077', 'P10028', 'WM0013', '2024-11-07', 96000.0, 96144.85, 97144.99, 1144.99, '持有中', NULL, 'E0054');
INSERT INTO 理财持仓 VALUES ('H00078', 'P10070', 'WM0002', '2024-12-27', 584000.0, 584000.0, 586283.82, 2283.82, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00079', 'P10074', 'WM0001', '2023-03-29', 100000.0, 0.0, 0.0, 2001.98, '已赎回', '2024-03-24', NULL);
INSERT INTO 理财持仓 VALUES ('H00080', 'P10021', 'WM0013', '2024-11-09', 695000.0, 695928.89, 702415.01, 7415.01, '持有中', NULL, 'E0101');
INSERT INTO 理财持仓 VALUES ('H00081', 'P10096', 'WM0001', '2024-07-07', 13000.0, 13000.0, 13191.04, 191.04, '持有中', NULL, 'E0008');
INSERT INTO 理财持仓 VALUES ('H00082', 'P10056', 'WM0004', '2022-05-16', 41000.0, 41074.7, 44210.06, 3210.06, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00083', 'P10106', 'WM0001', '2025-03-19', 104000.0, 0.0, 0.0, 62.71, '已赎回', '2025-03-30', 'E0008');
INSERT INTO 理财持仓 VALUES ('H00084', 'P10064', 'WM0013', '2024-11-04', 30000.0, 29888.63, 30260.41, 260.41, '持有中', NULL, 'E0087');
INSERT INTO 理财持仓 VALUES ('H00085', 'P10042', 'WM0002', '2023-09-16', 120000.0, 120000.0, 122416.96, 2416.96, '持有中', NULL, NULL);
INSERT INTO 理财持仓 VALUES ('H00086', 'P10105', 'WM0015', '2025-01-06', 75000.0, 74923.2, 75488.63, 488.63, '持有中', NULL, 'E0066');
INSERT INTO 理财持仓 VALUES ('H00087', 'P10064', 'WM0002', '2023-04-09', 16000.0, 0.0, 0.0, 260.51, '已赎回', '2024-05-02', 'E0087');
INSERT INTO 理财持仓 VALUES ('H00088', 'P10053', 'WM0005', '2024-01-03', 136000.0, 0.0, 0.0, 4206.23, '已到期兑付', '2025-01-06', 'E0112');
INSERT INTO 理财持仓 VALUES ('H00089', 'P10054', 'WM0017', '2025-03-31', 388000.0, 388000.0, 388000.0, 0.0, '持有中', NULL, 'E0008');
INSERT INTO 理财持仓 VALUES ('H00090', 'P10129', 'WM0018', '2025-03-30', 152000.0, 152000.0, 152000.0, 0.0, '持有中', NULL, 'E0016');
INSERT INTO 理财持仓 VALUES ('H00091', 'P10042', 'WM0001', '2024-12-02', 301000.0, 0.0, 0.0, 824.13, '已赎回', '2025-02-17', 'E0033');
INSERT INTO 理财持仓 VALUES ('H00092', 'P10002', 'WM0015', '2025-01-06', 142000.0, 141308.36, 142767.77, 767.77, '持有中', NULL, 'E0060');
INSERT INTO 理财持仓 VALUES ('H00093', 'P10110', 'WM0017', '2025-03-31', 97000.0, 97000.0, 97000.0, 0.0, '持有中', NULL, 'E0066');
INSERT INTO 理财持仓 VALUES ('H00094', 'P10062', 'WM0005', '2024-01-02', 276000.0, 0.0, 0.0, 6826.63, '已到期兑付', '2025-01-06', 'E0041');
INSERT INTO 理财持仓 VALUES ('H00095', 'P10116', 'WM0018', '2025-03-29', 140000.0, 140000.0, 140000.0, 0.0, '持有中', NULL, 'E0016');
INSERT INTO 理财持仓 VALUES ('H00096', 'P10022', 'WM0011', '2024-08-29', 463000.0, 0.0, 0.0, 7290.73, '已到期兑付', '2025-03-03', 'E0054');
INSERT INTO 理财持仓 VALUES ('H00097', 'P10018', 'WM0016', '2025-02-10', 95000.0, 95238.24, 95306.19, 306.19, '持有中', NULL, 'E0101');
INSERT INTO 理财持仓 VALUES ('H00098', 'P10041', 'WM0001', '2023-02-25', 304000.0, 0.0, 0.0, 1702.43, '已赎回', '2023-08-24', NULL);
INSERT INTO 理财持仓 VALUES ('H00099', 'P10130', 'WM0015', '2025-01-04', 90000.0, 90284.4, 90454.5, 454.5, '持有中', NULL, 'E0016');
INSERT INTO 理财持仓 VALUES ('H00100', 'P10058', 'WM0001', '2024-06-07', 64000.0, 64000.0, 64803.28, 803.28, '持有中', NULL, 'E0087');

INSERT INTO fx_rate VALUES (1, 'USD', '2024-04-30', 716.68, 705.55, 720.28, 718.48);
INSERT INTO fx_rate VALUES (2, 'USD', '2024-05-31', 722.87, 711.64, 726.49, 724.68);
INSERT INTO fx_rate VALUES (3, 'USD', '2024-06-30', 720.8, 709.6, 724.42, 722.61);
INSERT INTO fx_rate VALUES (4, 'USD', '2024-07-31', 727.69, 716.38, 731.33, 729.51);
INSERT INTO fx_rate VALUES (5, 'USD', '2024-08-31', 726.78, 715.49, 730.42, 728.6);
INSERT INTO fx_rate VALUES (6, 'USD', '2024-09-30', 728.33, 717.02, 731.99, 730.16);
INSERT INTO fx_rate VALUES (7, 'USD', '2024-10-31', 725.26, 713.99, 728.9, 727.08);
INSERT INTO fx_rate VALUES (8, 'USD', '2024-11-30', 727.41, 716.1, 731.05, 729.23);
INSERT INTO fx_rate VALUES (9, 'USD', '2024-12-31', 736.6, 725.16, 740.3, 738.45);
INSERT INTO fx_rate VALUES (10, 'USD', '2025-01-31', 737.25, 725.8, 740.95, 739.1);
INSERT INTO fx_rate VALUES (11, 'USD', '2025-02-28', 740.9, 729.39, 744.62, 742.76);
INSERT INTO fx_rate VALUES (12, 'USD', '2025-03-31', 744.96, 733.39, 748.7, 746.83);
INSERT INTO fx_rate VALUES (13, 'EUR', '2024-04-30', 770.94, 758.96, 774.8, 772.87);
INSERT INTO fx_rate VALUES (14, 'EUR', '2024-05-31', 777.62, 765.54, 781.52, 779.57);
INSERT INTO fx_rate VALUES (15, 'EUR', '2024-06-30', 785.07, 772.87, 789.01, 787.04);
INSERT INTO fx_rate VALUES (16, 'EUR', '2024-07-31', 778.17, 766.08, 782.07, 780.12);
INSERT INTO fx_rate VALUES (17, 'EUR', '2024-08-31', 788.38, 776.13, 792.34, 790.36);
INSERT INTO fx_rate VALUES (18, 'EUR', '2024-09-30', 797.41, 785.02, 801.41, 799.41);
INSERT INTO fx_rate VALUES (19, 'EUR', '2024-10-31', 805.02, 792.51, 809.06, 807.04);
INSERT INTO fx_rate VALUES (20, 'EUR', '2024-11-30', 803.77, 791.28, 807.79, 805.78);
INSERT INTO fx_rate VALUES (21, 'EUR', '2024-12-31', 800.47, 788.04, 804.49, 802.48);
INSERT INTO fx_rate VALUES (22, 'EUR', '2025-01-31', 803.02, 790.54, 807.04, 805.03);
INSERT INTO fx_rate VALUES (23, 'EUR', '2025-02-28', 801.24, 788.79, 805.26, 803.25);
INSERT INTO fx_rate VALUES (24, 'EUR', '2025-03-31', 805.63, 793.11, 809.67, 807.65);
INSERT INTO fx_rate VALUES (25, 'JPY', '2024-04-30', 4.7135, 4.6402, 4.7371, 4.7253);
INSERT INTO fx_rate VALUES (26, 'JPY', '2024-05-31', 4.7357, 4.6621, 4.7595, 4.7476);
INSERT INTO fx_rate VALUES (27, 'JPY', '2024-06-30', 4.7631, 4.689, 4.7869, 4.775);
INSERT INTO fx_rate VALUES (28, 'JPY', '2024-07-31', 4.7632, 4.6891, 4.787, 4.7751);
INSERT INTO fx_rate VALUES (29, 'JPY', '2024-08-31', 4.7965, 4.7219, 4.8205, 4.8085);
INSERT INTO fx_rate VALUES (30, 'JPY', '2024-09-30', 4.7423, 4.6686, 4.7661, 4.7542);
INSERT INTO fx_rate VALUES (31, 'JPY', '2024-10-31', 4.7323, 4.6588, 4.7561, 4.7442);
INSERT INTO fx_rate VALUES (32, 'JPY', '2024-11-30', 4.7228, 4.6494, 4.7464, 4.7346);
INSERT INTO fx_rate VALUES (33, 'JPY', '2024-12-31', 4.7835, 4.7092, 4.8075, 4.7955);
INSERT INTO fx_rate VALUES (34, 'JPY', '2025-01-31', 4.8101, 4.7354, 4.8343, 4.8222);
INSERT INTO fx_rate VALUES (35, 'JPY', '2025-02-28', 4.8681, 4.7925, 4.8925, 4.8803);
INSERT INTO fx_rate VALUES (36, 'JPY', '2025-03-31', 4.8742, 4.7984, 4.8986, 4.8864);
INSERT INTO fx_rate VALUES (37, 'HKD', '2024-04-30', 91.79, 90.36, 92.25, 92.02);
INSERT INTO fx_rate VALUES (38, 'HKD', '2024-05-31', 90.88, 89.47, 91.34, 91.11);
INSERT INTO fx_rate VALUES (39, 'HKD', '2024-06-30', 91.0, 89.59, 91.46, 91.23);
INSERT INTO fx_rate VALUES (40, 'HKD', '2024-07-31', 89.91, 88.52, 90.37, 90.14);
INSERT INTO fx_rate VALUES (41, 'HKD', '2024-08-31', 88.89, 87.51, 89.33, 89.11);
INSERT INTO fx_rate VALUES (42, 'HKD', '2024-09-30', 89.0, 87.61, 89.44, 89.22);
INSERT INTO fx_rate VALUES (43, 'HKD', '2024-10-31', 88.06, 86.69, 88.5, 88.28);
INSERT INTO fx_rate VALUES (44, 'HKD', '2024-11-30', 87.08, 85.73, 87.52, 87.3);
INSERT INTO fx_rate VALUES (45, 'HKD', '2024-12-31', 86.93, 85.58, 87.37, 87.15);
INSERT INTO fx_rate VALUES (46, 'HKD', '2025-01-31', 87.32, 85.96, 87.76, 87.54);
INSERT INTO fx_rate VALUES (47, 'HKD', '2025-02-28', 88.19, 86.82, 88.63, 88.41);
INSERT INTO fx_rate VALUES (48, 'HKD', '2025-03-31', 87.72, 86.36, 88.16, 87.94);
INSERT INTO fx_rate VALUES (49, 'GBP', '2024-04-30', 902.38, 888.36, 906.9, 904.64);
INSERT INTO fx_rate VALUES (50, 'GBP', '2024-05-31', 914.2, 899.99, 918.78, 916.49);
INSERT INTO fx_rate VALUES (51, 'GBP', '2024-06-30', 912.69, 898.51, 917.27, 914.98);
INSERT INTO fx_rate VALUES (52, 'GBP', '2024-07-31', 911.98, 897.81, 916.56, 914.27);
INSERT INTO fx_rate VALUES (53, 'GBP', '2024-08-31', 908.76, 894.64, 913.32, 911.04);
INSERT INTO fx_rate VALUES (54, 'GBP', '2024-09-30', 909.32, 895.19, 913.88, 911.6);
INSERT INTO fx_rate VALUES (55, 'GBP', '2024-10-31', 908.79, 894.67, 913.35, 911.07);
INSERT INTO fx_rate VALUES (56, 'GBP', '2024-11-30', 909.6, 895.47, 914.16, 911.88);
INSERT INTO fx_rate VALUES (57, 'GBP', '2024-12-31', 913.47, 899.28, 918.05, 915.76);
INSERT INTO fx_rate VALUES (58, 'GBP', '2025-01-31', 905.34, 891.27, 909.88, 907.61);
INSERT INTO fx_rate VALUES (59, 'GBP', '2025-02-28', 898.64, 884.67, 903.14, 900.89);
INSERT INTO fx_rate VALUES (60, 'GBP', '2025-03-31', 908.27, 894.16, 912.83, 910.55);
INSERT INTO fx_rate VALUES (61, 'AUD', '2024-04-30', 465.61, 458.38, 467.95, 466.78);
INSERT INTO fx_rate VALUES (62, 'AUD', '2024-05-31', 460.53, 453.37, 462.83, 461.68);
INSERT INTO fx_rate VALUES (63, 'AUD', '2024-06-30', 457.14, 450.04, 459.44, 458.29);
INSERT INTO fx_rate VALUES (64, 'AUD', '2024-07-31', 461.64, 454.47, 463.96, 462.8);
INSERT INTO fx_rate VALUES (65, 'AUD', '2024-08-31', 456.97, 449.87, 459.27, 458.12);
INSERT INTO fx_rate VALUES (66, 'AUD', '2024-09-30', 458.28, 451.16, 460.58, 459.43);
INSERT INTO fx_rate VALUES (67, 'AUD', '2024-10-31', 462.73, 455.54, 465.05, 463.89);
INSERT INTO fx_rate VALUES (68, 'AUD', '2024-11-30', 459.25, 452.11, 461.55, 460.4);
INSERT INTO fx_rate VALUES (69, 'AUD', '2024-12-31', 459.28, 452.14, 461.58, 460.43);
INSERT INTO fx_rate VALUES (70, 'AUD', '2025-01-31', 458.05, 450.93, 460.35, 459.2);
INSERT INTO fx_rate VALUES (71, 'AUD', '2025-02-28', 460.2, 453.05, 462.5, 461.35);
INSERT INTO fx_rate VALUES (72, 'AUD', '2025-03-31', 466.15, 458.91, 468.49, 467.32);

INSERT INTO atm VALUES ('ATM001', 'B001', '在行', '台州市椒江区市府大道388号', '取款机', '日立金融设备', '2021-11-08', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM002', 'B001', '离行', '台州市客运中心自助服务区', '取款机', '广电运通', '2020-01-29', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM003', 'B002', '在行', '台州市椒江区东海大道215号', '存取款一体机', '恒银金融', '2016-10-05', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM004', 'B004', '在行', '台州市椒江区开发大道东段512号', '取款机', '御银股份', '2023-08-12', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM005', 'B005', '在行', '台州市黄岩区劳动北路118号', '存取款一体机', '日立金融设备', '2021-12-17', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM006', 'B005', '离行', '台州市江南大道269号商场一楼', '取款机', '广电运通', '2014-03-07', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM007', 'B006', '在行', '台州市路桥区路桥大道299号', '取款机', '御银股份', '2018-06-24', '故障', 400000.0);
INSERT INTO atm VALUES ('ATM008', 'B006', '离行', '台州市云湖路328号商场一楼', '存取款一体机', '广电运通', '2017-03-02', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM009', 'B007', '在行', '台州市路桥区商城街8号', '存取款一体机', '广电运通', '2018-03-11', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM010', 'B009', '在行', '温岭市太平街道万昌中路168号', '取款机', '御银股份', '2022-03-06', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM011', 'B009', '在行', '温岭市太平街道万昌中路168号', '取款机', '日立金融设备', '2016-07-25', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM012', 'B010', '在行', '温岭市泽国镇文昌路55号', '存取款一体机', '日立金融设备', '2023-12-14', '故障', 600000.0);
INSERT INTO atm VALUES ('ATM013', 'B011', '在行', '玉环市玉城街道广陵路77号', '取款机', '日立金融设备', '2020-08-20', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM014', 'B012', '在行', '玉环市楚门镇中山东路19号', '取款机', '日立金融设备', '2020-11-19', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM015', 'B013', '在行', '临海市古城街道赤城路200号', '存取款一体机', '日立金融设备', '2023-04-27', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM016', 'B013', '在行', '临海市古城街道赤城路200号', '存取款一体机', '广电运通', '2016-10-08', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM017', 'B014', '在行', '临海市杜桥镇杜南大道36号', '存取款一体机', '日立金融设备', '2017-09-11', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM018', 'B015', '在行', '三门县海游街道广场路12号', '存取款一体机', '御银股份', '2015-09-12', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM019', 'B016', '在行', '杭州市上城区钱江路639号', '取款机', '日立金融设备', '2021-02-27', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM020', 'B016', '离行', '杭州市文昌路133号商场一楼', '存取款一体机', '御银股份', '2021-03-14', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM021', 'B017', '在行', '杭州市滨江区江南大道3850号', '存取款一体机', '广电运通', '2018-12-12', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM022', 'B019', '在行', '宁波市鄞州区宁东路268号', '存取款一体机', '御银股份', '2022-04-29', '正常', 600000.0);
INSERT INTO atm VALUES ('ATM023', 'B020', '在行', '宁波市北仑区新碶街道明州路88号', '取款机', '恒银金融', '2022-02-25', '正常', 400000.0);
INSERT INTO atm VALUES ('ATM024', 'B008', '在行', '台州市黄岩区西城街道青年路21号', '存取款一体机', '广电运通', '2023-03-19', '已撤机', 600000.0);
INSERT INTO atm VALUES ('ATM025', 'B008', '离行', '台州市火车站自助服务区', '存取款一体机', '广电运通', '2021-07-26', '已撤机', 600000.0);

INSERT INTO 加钞记录 VALUES ('RF20250105001', 'ATM001', '2025-01-05', 250000.0, 22000.0, 'E0003', 'E0009', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250122002', 'ATM001', '2025-01-22', 250000.0, 116000.0, 'E0002', 'E0009', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250208003', 'ATM001', '2025-02-08', 200000.0, 59000.0, 'E0003', 'E0002', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250304004', 'ATM001', '2025-03-04', 200000.0, 120000.0, 'E0002', 'E0003', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250320005', 'ATM001', '2025-03-20', 150000.0, 106000.0, 'E0002', 'E0003', '差错待查');
INSERT INTO 加钞记录 VALUES ('RF20250108006', 'ATM002', '2025-01-08', 100000.0, 77000.0, 'E0002', 'E0009', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250125007', 'ATM002', '2025-01-25', 100000.0, 103000.0, 'E0009', 'E0004', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250215008', 'ATM002', '2025-02-15', 300000.0, 38000.0, 'E0003', 'E0002', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250306009', 'ATM002', '2025-03-06', 250000.0, 100000.0, 'E0003', 'E0009', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250324010', 'ATM002', '2025-03-24', 300000.0, 105000.0, 'E0002', 'E0003', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250105011', 'ATM003', '2025-01-05', 150000.0, 120000.0, 'E0011', 'E0012', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250122012', 'ATM003', '2025-01-22', 250000.0, 98000.0, 'E0011', 'E0017', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250213013', 'ATM003', '2025-02-13', 300000.0, 55000.0, 'E0017', 'E0012', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250227014', 'ATM003', '2025-02-27', 200000.0, 90000.0, 'E0011', 'E0012', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250310015', 'ATM003', '2025-03-10', 250000.0, 57000.0, 'E0012', 'E0011', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250331016', 'ATM003', '2025-03-31', 300000.0, 92000.0, 'E0012', 'E0011', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250106017', 'ATM004', '2025-01-06', 250000.0, 62000.0, 'E0022', 'E0023', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250121018', 'ATM004', '2025-01-21', 200000.0, 77000.0, 'E0022', 'E0023', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250204019', 'ATM004', '2025-02-04', 150000.0, 65000.0, 'E0022', 'E0023', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250228020', 'ATM004', '2025-02-28', 250000.0, 85000.0, 'E0023', 'E0022', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250320021', 'ATM004', '2025-03-20', 250000.0, 117000.0, 'E0022', 'E0023', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250110022', 'ATM005', '2025-01-10', 200000.0, 115000.0, 'E0028', 'E0029', '差错待查');
INSERT INTO 加钞记录 VALUES ('RF20250131023', 'ATM005', '2025-01-31', 250000.0, 102000.0, 'E0034', 'E0028', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250217024', 'ATM005', '2025-02-17', 150000.0, 35000.0, 'E0029', 'E0028', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250307025', 'ATM005', '2025-03-07', 200000.0, 94000.0, 'E0028', 'E0034', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250321026', 'ATM005', '2025-03-21', 150000.0, 51000.0, 'E0028', 'E0029', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250109027', 'ATM006', '2025-01-09', 300000.0, 36000.0, 'E0034', 'E0029', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250129028', 'ATM006', '2025-01-29', 250000.0, 45000.0, 'E0028', 'E0034', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250209029', 'ATM006', '2025-02-09', 100000.0, 94000.0, 'E0028', 'E0034', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250303030', 'ATM006', '2025-03-03', 150000.0, 51000.0, 'E0034', 'E0029', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250319031', 'ATM006', '2025-03-19', 100000.0, 13000.0, 'E0028', 'E0029', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250109032', 'ATM007', '2025-01-09', 150000.0, 48000.0, 'E0037', 'E0036', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250124033', 'ATM007', '2025-01-24', 250000.0, 47000.0, 'E0037', 'E0036', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250217034', 'ATM007', '2025-02-17', 150000.0, 31000.0, 'E0042', 'E0037', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250313035', 'ATM007', '2025-03-13', 250000.0, 20000.0, 'E0042', 'E0037', '差错待查');
INSERT INTO 加钞记录 VALUES ('RF20250326036', 'ATM007', '2025-03-26', 200000.0, 61000.0, 'E0037', 'E0042', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250109037', 'ATM008', '2025-01-09', 300000.0, 108000.0, 'E0037', 'E0042', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250128038', 'ATM008', '2025-01-28', 200000.0, 103000.0, 'E0036', 'E0037', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250221039', 'ATM008', '2025-02-21', 200000.0, 114000.0, 'E0036', 'E0042', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250315040', 'ATM008', '2025-03-15', 100000.0, 92000.0, 'E0037', 'E0036', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250331041', 'ATM008', '2025-03-31', 150000.0, 55000.0, 'E0037', 'E0042', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250110042', 'ATM009', '2025-01-10', 200000.0, 30000.0, 'E0045', 'E0044', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250120043', 'ATM009', '2025-01-20', 250000.0, 119000.0, 'E0044', 'E0045', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250205044', 'ATM009', '2025-02-05', 300000.0, 32000.0, 'E0044', 'E0045', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250224045', 'ATM009', '2025-02-24', 150000.0, 13000.0, 'E0045', 'E0044', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250320046', 'ATM009', '2025-03-20', 150000.0, 49000.0, 'E0044', 'E0045', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250330047', 'ATM009', '2025-03-30', 200000.0, 34000.0, 'E0045', 'E0044', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250102048', 'ATM010', '2025-01-02', 100000.0, 92000.0, 'E0055', 'E0049', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250114049', 'ATM010', '2025-01-14', 100000.0, 83000.0, 'E0050', 'E0049', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250130050', 'ATM010', '2025-01-30', 100000.0, 5000.0, 'E0050', 'E0049', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250216051', 'ATM010', '2025-02-16', 100000.0, 19000.0, 'E0050', 'E0049', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250302052', 'ATM010', '2025-03-02', 300000.0, 8000.0, 'E0050', 'E0055', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250320053', 'ATM010', '2025-03-20', 150000.0, 57000.0, 'E0050', 'E0049', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250108054', 'ATM011', '2025-01-08', 300000.0, 5000.0, 'E0049', 'E0050', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250121055', 'ATM011', '2025-01-21', 100000.0, 15000.0, 'E0050', 'E0055', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250207056', 'ATM011', '2025-02-07', 300000.0, 49000.0, 'E0055', 'E0050', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250226057', 'ATM011', '2025-02-26', 200000.0, 76000.0, 'E0049', 'E0055', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250316058', 'ATM011', '2025-03-16', 150000.0, 12000.0, 'E0049', 'E0055', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250112059', 'ATM012', '2025-01-12', 200000.0, 28000.0, 'E0058', 'E0057', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250122060', 'ATM012', '2025-01-22', 100000.0, 22000.0, 'E0057', 'E0058', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250213061', 'ATM012', '2025-02-13', 150000.0, 42000.0, 'E0057', 'E0058', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250305062', 'ATM012', '2025-03-05', 250000.0, 14000.0, 'E0057', 'E0058', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250324063', 'ATM012', '2025-03-24', 100000.0, 100000.0, 'E0057', 'E0058', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250109064', 'ATM013', '2025-01-09', 300000.0, 84000.0, 'E0062', 'E0063', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250131065', 'ATM013', '2025-01-31', 250000.0, 77000.0, 'E0062', 'E0063', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250222066', 'ATM013', '2025-02-22', 150000.0, 17000.0, 'E0063', 'E0062', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250306067', 'ATM013', '2025-03-06', 250000.0, 38000.0, 'E0062', 'E0063', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250317068', 'ATM013', '2025-03-17', 250000.0, 59000.0, 'E0062', 'E0063', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250112069', 'ATM014', '2025-01-12', 300000.0, 99000.0, 'E0069', 'E0068', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250131070', 'ATM014', '2025-01-31', 150000.0, 81000.0, 'E0069', 'E0068', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250222071', 'ATM014', '2025-02-22', 200000.0, 8000.0, 'E0069', 'E0068', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250312072', 'ATM014', '2025-03-12', 100000.0, 21000.0, 'E0068', 'E0069', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250331073', 'ATM014', '2025-03-31', 300000.0, 24000.0, 'E0068', 'E0069', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250103074', 'ATM015', '2025-01-03', 300000.0, 116000.0, 'E0072', 'E0073', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250119075', 'ATM015', '2025-01-19', 150000.0, 45000.0, 'E0073', 'E0072', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250206076', 'ATM015', '2025-02-06', 150000.0, 6000.0, 'E0072', 'E0073', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250220077', 'ATM015', '2025-02-20', 100000.0, 110000.0, 'E0072', 'E0078', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250313078', 'ATM015', '2025-03-13', 300000.0, 76000.0, 'E0072', 'E0073', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250111079', 'ATM016', '2025-01-11', 150000.0, 100000.0, 'E0078', 'E0073', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250123080', 'ATM016', '2025-01-23', 250000.0, 30000.0, 'E0073', 'E0072', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250211081', 'ATM016', '2025-02-11', 100000.0, 119000.0, 'E0078', 'E0073', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250221082', 'ATM016', '2025-02-21', 150000.0, 62000.0, 'E0073', 'E0078', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250314083', 'ATM016', '2025-03-14', 150000.0, 92000.0, 'E0073', 'E0078', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250331084', 'ATM016', '2025-03-31', 100000.0, 40000.0, 'E0072', 'E0073', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250111085', 'ATM017', '2025-01-11', 300000.0, 113000.0, 'E0080', 'E0081', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250202086', 'ATM017', '2025-02-02', 100000.0, 6000.0, 'E0081', 'E0080', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250218087', 'ATM017', '2025-02-18', 250000.0, 71000.0, 'E0080', 'E0081', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250306088', 'ATM017', '2025-03-06', 100000.0, 50000.0, 'E0081', 'E0080', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250320089', 'ATM017', '2025-03-20', 250000.0, 56000.0, 'E0080', 'E0081', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250104090', 'ATM018', '2025-01-04', 250000.0, 61000.0, 'E0085', 'E0084', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250124091', 'ATM018', '2025-01-24', 100000.0, 92000.0, 'E0085', 'E0084', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250215092', 'ATM018', '2025-02-15', 250000.0, 36000.0, 'E0084', 'E0085', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250310093', 'ATM018', '2025-03-10', 300000.0, 115000.0, 'E0084', 'E0085', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250331094', 'ATM018', '2025-03-31', 250000.0, 60000.0, 'E0084', 'E0085', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250103095', 'ATM019', '2025-01-03', 250000.0, 42000.0, 'E0090', 'E0091', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250127096', 'ATM019', '2025-01-27', 250000.0, 100000.0, 'E0089', 'E0091', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250216097', 'ATM019', '2025-02-16', 250000.0, 50000.0, 'E0096', 'E0091', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250303098', 'ATM019', '2025-03-03', 150000.0, 74000.0, 'E0090', 'E0096', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250322099', 'ATM019', '2025-03-22', 150000.0, 18000.0, 'E0091', 'E0096', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250112100', 'ATM020', '2025-01-12', 100000.0, 68000.0, 'E0090', 'E0096', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250129101', 'ATM020', '2025-01-29', 100000.0, 54000.0, 'E0090', 'E0091', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250217102', 'ATM020', '2025-02-17', 250000.0, 65000.0, 'E0090', 'E0091', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250228103', 'ATM020', '2025-02-28', 300000.0, 21000.0, 'E0096', 'E0090', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250317104', 'ATM020', '2025-03-17', 100000.0, 77000.0, 'E0089', 'E0096', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250110105', 'ATM021', '2025-01-10', 250000.0, 34000.0, 'E0099', 'E0098', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250125106', 'ATM021', '2025-01-25', 100000.0, 59000.0, 'E0098', 'E0099', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250207107', 'ATM021', '2025-02-07', 200000.0, 34000.0, 'E0099', 'E0098', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250302108', 'ATM021', '2025-03-02', 200000.0, 60000.0, 'E0099', 'E0098', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250319109', 'ATM021', '2025-03-19', 200000.0, 82000.0, 'E0098', 'E0099', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250102110', 'ATM022', '2025-01-02', 250000.0, 99000.0, 'E0107', 'E0113', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250123111', 'ATM022', '2025-01-23', 100000.0, 52000.0, 'E0107', 'E0108', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250213112', 'ATM022', '2025-02-13', 150000.0, 60000.0, 'E0108', 'E0107', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250309113', 'ATM022', '2025-03-09', 300000.0, 27000.0, 'E0113', 'E0108', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250321114', 'ATM022', '2025-03-21', 100000.0, 108000.0, 'E0108', 'E0113', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250108115', 'ATM023', '2025-01-08', 200000.0, 31000.0, 'E0115', 'E0116', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250125116', 'ATM023', '2025-01-25', 200000.0, 49000.0, 'E0116', 'E0115', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250216117', 'ATM023', '2025-02-16', 300000.0, 105000.0, 'E0116', 'E0115', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250305118', 'ATM023', '2025-03-05', 250000.0, 85000.0, 'E0116', 'E0115', '已复核');
INSERT INTO 加钞记录 VALUES ('RF20250316119', 'ATM023', '2025-03-16', 300000.0, 44000.0, 'E0115', 'E0116', '已复核');

INSERT INTO 投诉 VALUES ('TS20250001', 'P10029', 'B002', '2025-02-07', '客服热线', '系统故障', 'ATM吞卡', 'E0010', '2025-02-19', '已办结', '不满意');
INSERT INTO 投诉 VALUES ('TS20250002', 'P10122', 'B006', '2025-03-28', '监管转办', '理财销售', '理财到期收益低于预期', NULL, NULL, '已受理', NULL);
INSERT INTO 投诉 VALUES ('TS20240003', 'P10055', 'B005', '2024-03-24', '监管转办', '理财销售', '理财到期收益低于预期', 'E0030', '2024-03-28', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240004', 'P10117', NULL, '2024-12-02', '网点现场', '信用卡', '信用卡分期手续费争议', 'E0017', '2024-12-11', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240005', 'P10088', 'B005', '2024-01-12', '客服热线', '服务态度', '客户经理未及时回电', 'E0030', '2024-01-13', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240006', 'P10110', NULL, '2024-01-10', '监管转办', '信用卡', '信用卡分期手续费争议', 'E0078', '2024-01-11', '已办结', '不满意');
INSERT INTO 投诉 VALUES ('TS20240007', 'P10129', 'B002', '2024-07-16', '手机银行', '服务态度', '客户经理未及时回电', 'E0010', '2024-07-17', '已办结', '不满意');
INSERT INTO 投诉 VALUES ('TS20240008', 'P10130', 'B002', '2024-01-12', '客服热线', '服务态度', '客户经理未及时回电', 'E0013', NULL, '处理中', NULL);
INSERT INTO 投诉 VALUES ('TS20240009', 'P10005', 'B004', '2024-09-11', '客服热线', '理财销售', '理财产品亏损认为销售误导', 'E0021', '2024-09-21', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240010', 'P10044', 'B005', '2024-05-20', '客服热线', '系统故障', 'ATM取款未出钞但已扣账', 'E0030', '2024-05-26', '已办结', '不满意');
INSERT INTO 投诉 VALUES ('TS20250011', 'P10085', 'B004', '2025-01-11', '客服热线', '收费争议', '跨行转账手续费争议', 'E0024', '2025-01-12', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240012', 'P10018', 'B017', '2024-10-19', '客服热线', '服务态度', '柜员办理业务态度冷淡', 'E0097', '2024-10-25', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240013', 'P10127', 'B004', '2024-07-07', '客服热线', '贷款业务', '提前还款需预约时间过长', 'E0021', '2024-07-18', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240014', 'P10046', NULL, '2024-09-22', '网点现场', '信用卡', '信用卡分期手续费争议', 'E0034', '2024-09-26', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240015', 'P10104', 'B002', '2024-11-10', '客服热线', '贷款业务', '提前还款需预约时间过长', 'E0010', '2024-11-22', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240016', 'P10011', 'B014', '2024-12-21', '客服热线', '收费争议', '对短信服务费扣收有异议', 'E0079', '2025-01-05', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240017', 'P10030', NULL, '2024-04-29', '网点现场', '系统故障', '手机银行转账失败', 'E0034', '2024-05-11', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20250018', 'P10013', 'B003', '2025-01-27', '客服热线', '服务态度', '柜员办理业务态度冷淡', 'E0018', '2025-02-06', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20250019', 'P10060', 'B009', '2025-01-27', '客服热线', '信用卡', '信用卡额度被调降', 'E0048', '2025-02-04', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240020', 'P10036', 'B013', '2024-06-27', '客服热线', '信用卡', '信用卡分期手续费争议', 'E0074', NULL, '处理中', NULL);
INSERT INTO 投诉 VALUES ('TS20240021', 'P10118', 'B009', '2024-09-05', '客服热线', '服务态度', '客户经理未及时回电', 'E0048', '2024-09-19', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240022', 'P10064', NULL, '2024-03-10', '网点现场', '信用卡', '信用卡额度被调降', 'E0078', '2024-03-17', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240023', 'P10050', 'B009', '2024-03-23', '手机银行', '贷款业务', '贷款利率调整不满', 'E0048', '2024-04-06', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240024', 'P10072', 'B006', '2024-04-28', '网点现场', '信用卡', '信用卡额度被调降', 'E0035', '2024-05-02', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20250025', 'P10005', 'B004', '2025-01-07', '手机银行', '收费争议', '跨行转账手续费争议', 'E0021', '2025-01-09', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240026', 'P10069', NULL, '2024-05-13', '网点现场', '信用卡', '账单寄送延误产生逾期', 'E0113', '2024-05-15', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240027', 'P10088', 'B005', '2024-01-17', '网点现场', '系统故障', 'ATM吞卡', 'E0027', '2024-01-24', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240028', 'P10005', 'B004', '2024-01-18', '网点现场', '收费争议', '对短信服务费扣收有异议', 'E0024', '2024-01-19', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20250029', 'P10010', 'B002', '2025-01-15', '客服热线', '服务态度', '客户经理未及时回电', 'E0013', '2025-01-24', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240030', 'P10097', 'B005', '2024-03-29', '客服热线', '信用卡', '信用卡额度被调降', 'E0027', '2024-04-12', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240031', 'P10062', NULL, '2024-08-08', '客服热线', '信用卡', '信用卡分期手续费争议', 'E0113', '2024-08-14', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240032', 'P10058', 'B015', '2024-12-04', '客服热线', '理财销售', '理财产品亏损认为销售误导', 'E0083', '2024-12-15', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240033', 'P10082', NULL, '2024-07-13', '手机银行', '信用卡', '账单寄送延误产生逾期', 'E0017', '2024-07-22', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240034', 'P10002', 'B010', '2024-06-16', '手机银行', '服务态度', '大堂经理引导不耐烦', 'E0059', '2024-06-28', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240035', 'P10105', 'B011', '2024-09-29', '客服热线', '信用卡', '账单寄送延误产生逾期', 'E0064', '2024-10-05', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20250036', 'P10056', NULL, '2025-03-30', '客服热线', '系统故障', 'ATM吞卡', 'E0055', NULL, '处理中', NULL);
INSERT INTO 投诉 VALUES ('TS20240037', 'P10104', 'B002', '2024-12-30', '手机银行', '系统故障', 'ATM吞卡', 'E0013', '2025-01-06', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240038', 'P10061', 'B001', '2024-07-30', '客服热线', '收费争议', '跨行转账手续费争议', 'E0005', '2024-08-04', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240039', 'P10102', NULL, '2024-07-30', '客服热线', '信用卡', '账单寄送延误产生逾期', 'E0034', '2024-08-14', '已办结', '不满意');
INSERT INTO 投诉 VALUES ('TS20240040', 'P10051', 'B006', '2024-09-27', '网点现场', '理财销售', '理财到期收益低于预期', 'E0038', '2024-09-30', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20250041', 'P10009', NULL, '2025-03-21', '手机银行', '系统故障', 'ATM取款未出钞但已扣账', NULL, NULL, '已受理', NULL);
INSERT INTO 投诉 VALUES ('TS20240042', 'P10021', 'B017', '2024-08-07', '客服热线', '服务态度', '大堂经理引导不耐烦', 'E0100', '2024-08-17', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240043', 'P10069', 'B016', '2024-01-22', '手机银行', '服务态度', '柜员办理业务态度冷淡', 'E0092', '2024-01-31', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20250044', 'P10119', 'B002', '2025-03-05', '客服热线', '贷款业务', '提前还款需预约时间过长', 'E0010', '2025-03-16', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240045', 'P10101', NULL, '2024-06-19', '手机银行', '系统故障', 'ATM取款未出钞但已扣账', 'E0113', '2024-06-27', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240046', 'P10046', NULL, '2024-09-19', '客服热线', '信用卡', '账单寄送延误产生逾期', 'E0113', '2024-10-01', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20250047', 'P10046', 'B007', '2025-02-09', '客服热线', '收费争议', '跨行转账手续费争议', 'E0043', NULL, '处理中', NULL);
INSERT INTO 投诉 VALUES ('TS20240048', 'P10008', 'B017', '2024-08-24', '客服热线', '收费争议', '跨行转账手续费争议', 'E0100', '2024-08-31', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20240049', 'P10102', 'B005', '2024-08-30', '客服热线', '服务态度', '大堂经理引导不耐烦', 'E0027', '2024-09-10', '已办结', '不满意');
INSERT INTO 投诉 VALUES ('TS20240050', 'P10130', 'B002', '2024-02-26', '客服热线', '贷款业务', '贷款利率调整不满', 'E0010', '2024-03-11', '已办结', '满意');
INSERT INTO 投诉 VALUES ('TS20250051', 'P10111', 'B005', '2025-02-22', '手机银行', '贷款业务', '房贷放款进度慢', 'E0027', '2025-03-02', '已办结', '基本满意');
INSERT INTO 投诉 VALUES ('TS20240052', 'P10038', 'B020', '2024-09-20', '客服热线', '信用卡', '信用卡额度被调降', 'E0114', '2024-09-29', '已办结', '基本满意');

INSERT INTO closed_acct VALUES ('3300910000196', 'P10020', NULL, '个人活期', 'CNY', 'B009', '2020-07-21', '2023-01-27', '转至他行', 3891.73, 'E0050');
INSERT INTO closed_acct VALUES ('3300510000197', 'P10034', NULL, '个人活期', 'CNY', 'B005', '2012-12-01', '2021-02-23', '客户主动销户', 9921.21, 'E0028');
INSERT INTO closed_acct VALUES ('3300110000198', 'P10040', NULL, '个人活期', 'CNY', 'B001', '2016-06-17', '2020-04-28', '客户主动销户', 2432.7, 'E0002');
INSERT INTO closed_acct VALUES ('3301310000199', 'P10065', NULL, '个人活期', 'CNY', 'B013', '2017-07-05', '2021-01-12', '转至他行', 14318.59, 'E0073');
INSERT INTO closed_acct VALUES ('3301010000200', 'P10078', NULL, '个人活期', 'CNY', 'B010', '2024-07-15', '2024-10-23', '转至他行', 5716.47, 'E0058');
INSERT INTO closed_acct VALUES ('3300310000201', 'P10103', NULL, '个人活期', 'CNY', 'B003', '2018-05-27', '2021-01-23', '客户主动销户', 7639.66, 'E0019');
INSERT INTO closed_acct VALUES ('3300310000202', 'P10103', NULL, '个人活期', 'CNY', 'B003', '2018-05-27', '2023-03-17', '客户主动销户', 12976.0, 'E0019');
INSERT INTO closed_acct VALUES ('3300110000203', 'P10107', NULL, '个人活期', 'CNY', 'B001', '2015-10-25', '2020-03-15', '客户主动销户', 17761.13, 'E0003');
INSERT INTO closed_acct VALUES ('3301210000204', 'P10120', NULL, '个人活期', 'CNY', 'B012', '2022-01-22', '2024-10-11', '转至他行', 18168.56, 'E0069');
INSERT INTO closed_acct VALUES ('3301210000205', 'P10128', NULL, '个人活期', 'CNY', 'B012', '2020-12-16', '2022-02-28', '转至他行', 12600.37, 'E0069');
INSERT INTO closed_acct VALUES ('3300610000206', 'P10009', NULL, '个人活期', 'CNY', 'B006', '2013-11-25', '2018-05-01', '客户主动销户', 4318.76, 'E0036');
INSERT INTO closed_acct VALUES ('3300610000207', 'P10087', NULL, '个人活期', 'CNY', 'B006', '2013-11-06', '2017-08-16', '转至他行', 19347.02, 'E0036');
INSERT INTO closed_acct VALUES ('3301620000208', 'P10069', NULL, '个人定期', 'CNY', 'B016', '2018-08-03', '2023-09-02', '转至他行', 17793.61, 'E0089');
INSERT INTO closed_acct VALUES ('3301720000209', 'P10095', NULL, '个人定期', 'CNY', 'B017', '2020-10-04', '2024-12-23', '客户主动销户', 17944.5, 'E0098');
INSERT INTO closed_acct VALUES ('3300510000210', 'P10102', NULL, '个人活期', 'CNY', 'B005', '2020-08-19', '2024-03-21', '客户主动销户', 15538.5, 'E0028');
INSERT INTO closed_acct VALUES ('3300920000211', 'P10070', NULL, '个人定期', 'CNY', 'B009', '2017-04-02', '2019-04-18', '转至他行', 12964.23, 'E0049');
INSERT INTO closed_acct VALUES ('3300420000212', 'P10019', NULL, '个人定期', 'CNY', 'B004', '2021-09-19', '2023-07-25', '转至他行', 19538.69, 'E0022');
INSERT INTO closed_acct VALUES ('3300910000213', 'P10037', NULL, '个人活期', 'CNY', 'B009', '2019-11-20', '2021-08-11', '客户主动销户', 11632.26, 'E0049');
INSERT INTO closed_acct VALUES ('3300910000214', 'P10112', NULL, '个人活期', 'CNY', 'B009', '2021-07-28', '2024-06-10', '客户主动销户', 18680.37, 'E0049');
INSERT INTO closed_acct VALUES ('3300410000215', 'P10047', NULL, '个人活期', 'CNY', 'B004', '2020-12-24', '2024-03-17', '客户主动销户', 7494.31, 'E0023');
INSERT INTO closed_acct VALUES ('3301010000216', 'P10004', NULL, '个人活期', 'CNY', 'B010', '2020-08-07', '2021-09-30', '客户主动销户', 15698.63, 'E0058');
INSERT INTO closed_acct VALUES ('3300620000217', 'P10067', NULL, '个人定期', 'CNY', 'B006', '2016-06-20', '2017-11-15', '客户主动销户', 10339.53, 'E0036');
INSERT INTO closed_acct VALUES ('3301320000218', 'P10036', NULL, '个人定期', 'CNY', 'B013', '2015-02-01', '2016-10-25', '转至他行', 16433.07, 'E0073');
INSERT INTO closed_acct VALUES ('3300420000219', 'P10113', NULL, '个人定期', 'CNY', 'B004', '2021-12-10', '2024-05-12', '客户主动销户', 18290.5, 'E0023');
INSERT INTO closed_acct VALUES ('3300610000220', 'P10051', NULL, '个人活期', 'CNY', 'B006', '2021-02-06', '2022-09-29', '客户主动销户', 6026.22, 'E0036');
INSERT INTO closed_acct VALUES ('3300510000221', 'P10042', NULL, '个人活期', 'CNY', 'B005', '2021-03-09', '2023-10-02', '客户主动销户', 14865.5, 'E0028');
INSERT INTO closed_acct VALUES ('3301810000222', 'P10077', NULL, '个人活期', 'CNY', 'B018', '2021-08-02', '2025-02-04', '久悬户清理', 0.0, 'E0103');
INSERT INTO closed_acct VALUES ('3300910000223', 'P10118', NULL, '个人活期', 'CNY', 'B009', '2021-03-27', '2022-06-07', '久悬户清理', 0.0, 'E0050');
INSERT INTO closed_acct VALUES ('3300950000224', NULL, 'C20020', '对公基本户', 'CNY', 'B009', '2023-11-01', '2025-03-23', '企业注销', 10305.12, 'E0049');
INSERT INTO closed_acct VALUES ('3300460000225', NULL, 'C20026', '对公一般户', 'CNY', 'B004', '2017-07-15', '2020-12-13', '客户主动销户', 121871.37, 'E0022');
INSERT INTO closed_acct VALUES ('3301360000226', NULL, 'C20028', '保证金户', 'CNY', 'B013', '2018-12-06', '2025-03-21', '客户主动销户', 75135.06, 'E0072');
INSERT INTO closed_acct VALUES ('3300160000227', NULL, 'C20006', '对公一般户', 'CNY', 'B001', '2023-03-31', '2025-03-17', '客户主动销户', 75932.39, 'E0002');
INSERT INTO closed_acct VALUES ('3301360000228', NULL, 'C20023', '保证金户', 'CNY', 'B013', '2018-10-04', '2024-11-08', '客户主动销户', 118160.9, 'E0073');
