"""Generate the INSERTs of the manufacturing (MES + ERP) warehouse and append them to schema.sql.

A fictional kitchen-appliance and electronics maker, 华嘉电器, with three plants (顺德, 苏州,
合肥). Standard library only, seeded: re-running rewrites the same data. Everything after the
marker line of schema.sql is replaced. No foreign keys are declared in the DDL, so every
reference written here is drawn from rows already generated (verify.py checks the joins).
"""

import datetime as dt
import random
from pathlib import Path

random.seed(20250618)
HERE = Path(__file__).resolve().parent
MARKER = "-- 数据（由 make_data.py 生成）"
TODAY = "2025-06-30"

rows: dict[str, list[tuple]] = {}


def add(table, *values):
    rows.setdefault(table, []).append(values)


def d(s):
    return dt.date.fromisoformat(s)


def iso(day):
    return day.isoformat()


def rand_day(start, end):
    a, b = d(start), d(end)
    return iso(a + dt.timedelta(days=random.randint(0, max(0, (b - a).days))))


def plus(day, n):
    return iso(d(day) + dt.timedelta(days=n))


def cap(day):
    return min(day, TODAY)


def yymm(day):
    return day[2:4] + day[5:7]


# ---------------------------------------------------------------- names
SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余杜叶程魏苏吕丁任沈姚卢钟谭廖")
GIVEN_M = list("伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆旭宁龙林阳晨志建国永海")
GIVEN_F = list("芳娜敏静丽艳娟霞秀玲燕婷雪琳颖倩慧洁佳欣怡瑶晶璐蕾菲彤红梅")
used_names = set()


def person(gender):
    pool = GIVEN_M if gender == "男" else GIVEN_F
    while True:
        given = random.choice(pool) + (random.choice(pool) if random.random() < 0.7 else "")
        name = random.choice(SURNAMES) + given
        if name not in used_names:
            used_names.add(name)
            return name


def mobile():
    return random.choice(["138", "139", "135", "136", "158", "159", "186", "187", "177", "199"]) + \
        f"{random.randint(0, 99999999):08d}"


# ---------------------------------------------------------------- plant / workshop / line / wc
PLANTS = [
    ("P100", "顺德总装厂", "广东", "佛山", "佛山市顺德区北滘镇工业大道38号", "微波炉、空气炸锅、电饭煲整机", "2009-05-18"),
    ("P200", "苏州电子厂", "江苏", "苏州", "苏州工业园区星龙街218号", "家电控制板PCBA", "2014-09-01"),
    ("P300", "合肥制造基地", "安徽", "合肥", "合肥经济技术开发区紫云路66号", "注塑件、钣金件、电磁炉与电热水壶整机", "2018-03-26"),
    ("P400", "武汉电机厂", "湖北", "武汉", "武汉市东西湖区走马岭汇通大道9号", "同步电机、风扇电机", "2016-08-08"),
    ("P500", "重庆制造基地", "重庆", "重庆", "重庆市璧山区璧泉街道剑山路101号", "电热水壶、个护小家电（筹建中）", "2025-10-01"),
]

WKSHPS = [  # code, name, plant, type, area, clean, short (for 班组)
    ("W101", "总装一车间", "P100", "总装", 6200, "N", "总装一"),
    ("W102", "总装二车间", "P100", "总装", 5400, "N", "总装二"),
    ("W103", "包装车间", "P100", "包装", 3100, "N", "包装"),
    ("W201", "SMT车间", "P200", "SMT贴片", 2800, "Y", "SMT"),
    ("W202", "插件焊接车间", "P200", "插件焊接", 2200, "N", "插件"),
    ("W203", "测试车间", "P200", "测试", 1500, "Y", "测试"),
    ("W301", "注塑车间", "P300", "注塑", 7600, "N", "注塑"),
    ("W302", "钣金冲压车间", "P300", "钣金冲压", 5200, "N", "冲压"),
    ("W303", "总装三车间", "P300", "总装", 4800, "N", "总装三"),
]
WK_PLANT = {w[0]: w[2] for w in WKSHPS}
WK_SHORT = {w[0]: w[6] for w in WKSHPS}

LINES = [  # code, name, wkshp, type, uph, status, commission
    ("L1011", "微波炉总装1线", "W101", "总装线", 120, "正常", "2009-06-20"),
    ("L1012", "微波炉总装2线", "W101", "总装线", 150, "正常", "2016-04-11"),
    ("L1021", "空气炸锅总装线", "W102", "总装线", 180, "正常", "2020-08-03"),
    ("L1022", "电饭煲总装线", "W102", "总装线", 140, "正常", "2012-03-15"),
    ("L1031", "整机包装线", "W103", "包装线", 260, "正常", "2011-07-01"),
    ("L2011", "SMT-1线", "W201", "SMT线", 900, "正常", "2014-10-08"),
    ("L2012", "SMT-2线", "W201", "SMT线", 1100, "正常", "2019-05-20"),
    ("L2013", "SMT-3线", "W201", "SMT线", 1100, "改造中", "2021-11-02"),
    ("L2021", "DIP插件线", "W202", "插件线", 400, "正常", "2014-10-08"),
    ("L2031", "ICT/FCT测试线", "W203", "测试线", 500, "正常", "2015-02-16"),
    ("L3011", "注塑1线", "W301", "注塑线", 300, "正常", "2018-04-10"),
    ("L3012", "注塑2线", "W301", "注塑线", 300, "正常", "2019-09-09"),
    ("L3021", "冲压焊接线", "W302", "冲压线", 240, "正常", "2018-04-10"),
    ("L3031", "电磁炉总装线", "W303", "总装线", 160, "正常", "2018-06-01"),
    ("L3032", "电热水壶总装线", "W303", "总装线", 200, "停用", "2019-03-18"),
]
LN_WK = {l[0]: l[2] for l in LINES}

WC_TEMPLATES = {
    "总装线": [("ASM", "装配工位组", "人工"), ("TST", "电气安规测试", "混合")],
    "包装线": [("PKG", "终检包装", "人工")],
    "SMT线": [("PRT", "锡膏印刷", "机器"), ("MNT", "高速贴片", "机器"), ("RFL", "回流焊", "机器"),
             ("AOI", "AOI光学检测", "机器")],
    "插件线": [("DIP", "手工插件", "人工"), ("WAV", "波峰焊", "机器")],
    "测试线": [("ICT", "ICT在线测试", "机器"), ("FCT", "FCT功能测试", "混合")],
    "注塑线": [("INJ", "注塑成型", "机器"), ("TRM", "去毛刺修边", "人工")],
    "冲压线": [("PRS", "冲压成型", "机器"), ("WLD", "机器人焊接", "混合")],
}

for p in PLANTS:
    add("plant", *p, 0)  # headcount patched below

directors = {}
for w in WKSHPS:
    directors[w[0]] = person("男" if random.random() < 0.8 else "女")
    add("wkshp", w[0], w[1], w[2], w[3], directors[w[0]], float(w[4]), w[5])

for l in LINES:
    add("prod_ln", *l)

WCS = {}  # wc_cd -> (line, suffix, cat)
for l in LINES:
    tmpl = list(WC_TEMPLATES[l[3]])
    if l[0] in ("L3031", "L3032"):
        tmpl.append(("PKG", "终检包装", "人工"))
    for suffix, nm, cat in tmpl:
        wc_cd = f"{l[0]}-{suffix}"
        WCS[wc_cd] = (l[0], suffix, cat)
        lab = {"人工": 38.0, "混合": 42.0, "机器": 30.0}[cat] + random.choice([0, 2, 4, 6])
        mch = {"人工": 0.0, "混合": 45.0, "机器": 120.0}[cat] + (random.choice([0, 20, 40, 60]) if cat != "人工" else 0)
        if suffix in ("MNT", "INJ"):
            mch += 80
        avail = 22.0 if cat == "机器" else random.choice([16.0, 20.0])
        add("wc", wc_cd, f"{l[1]}-{nm}", l[0], cat, lab, mch, avail, f"CC{l[2][1:]}{suffix[:1]}")

# ---------------------------------------------------------------- employees
EMPS = []  # dicts
seq_by_plant = {"P100": 0, "P200": 0, "P300": 0}


def new_emp(plant, wkshp, dept, team, post, skill, hire_rng=("2010-03-01", "2025-03-31"), status=None):
    seq_by_plant[plant] += 1
    emp_no = f"{plant[1]}{seq_by_plant[plant]:05d}"
    gender = "男" if random.random() < (0.55 if post in ("操作工", "检验员") else 0.75) else "女"
    if post in ("销售代表", "采购员", "仓管员"):
        gender = "男" if random.random() < 0.5 else "女"
    name = person(gender)
    hire = rand_day(*hire_rng)
    if status is None and random.random() < 0.1:
        hire = rand_day("2025-01-02", "2025-06-10")
    if status is None:
        status = "试用" if hire > "2025-01-01" else ("离职" if random.random() < 0.1 else "在职")
    e = dict(emp_no=emp_no, name=name, gender=gender, plant=plant, wkshp=wkshp, dept=dept, team=team,
             post=post, skill=skill, hire=hire, status=status)
    EMPS.append(e)
    return e


for w in WKSHPS:
    wk, plant, short = w[0], w[2], w[6]
    for team in ("甲班", "乙班"):
        new_emp(plant, wk, "生产部", short + team, "班组长", random.choice(["高级工", "技师"]),
                ("2010-03-01", "2020-12-31"), "在职")
        for _ in range(3 if wk in ("W103", "W203") else 4):
            new_emp(plant, wk, "生产部", short + team, "操作工",
                    random.choices(["初级工", "中级工", "高级工"], [4, 4, 2])[0])
for plant in ("P100", "P200", "P300"):
    for _ in range(4):
        new_emp(plant, None, "质量部", None, "检验员", random.choice(["中级工", "高级工"]), status="在职")
    for _ in range(3):
        new_emp(plant, None, "设备部", None, "维修工", random.choice(["中级工", "高级工", "技师"]), status="在职")
    for _ in range(3 if plant != "P200" else 2):
        new_emp(plant, None, "仓储物流部", None, "仓管员", random.choice(["初级工", "中级工"]), status="在职")
    new_emp(plant, None, "计划部", None, "计划员", None, ("2012-01-01", "2022-12-31"), "在职")
    new_emp(plant, None, "工程部", None, "工艺工程师", None, ("2012-01-01", "2023-12-31"), "在职")
for _ in range(4):
    new_emp("P100", None, "采购部", None, "采购员", None, ("2011-01-01", "2023-06-30"), "在职")
new_emp("P100", None, "采购部", None, "采购员", None, ("2013-01-01", "2019-06-30"), "离职")
for _ in range(6):
    new_emp("P100", None, "销售部", None, "销售代表", None, ("2012-01-01", "2024-06-30"), "在职")
MANAGERS = {}
for dept in ("生产部", "质量部", "设备部", "工程部", "采购部", "销售部", "计划部"):
    MANAGERS[dept] = new_emp("P100", None, dept, None, "经理", None, ("2009-05-01", "2015-12-31"), "在职")
new_emp("P200", None, "工程部", None, "经理", None, ("2014-06-01", "2018-12-31"), "在职")

for e in EMPS:
    add("emp", e["emp_no"], e["name"], e["gender"], e["plant"], e["wkshp"], e["dept"], e["team"], e["post"],
        e["skill"], e["hire"], e["status"], mobile())

ACTIVE = [e for e in EMPS if e["status"] != "离职"]


def pick(post, plant=None, wkshp=None, active=True):
    pool = [e for e in (ACTIVE if active else EMPS) if e["post"] == post
            and (plant is None or e["plant"] == plant) and (wkshp is None or e["wkshp"] == wkshp)]
    return random.choice(pool)


head = {}
for e in EMPS:
    if e["status"] != "离职":
        head[e["plant"]] = head.get(e["plant"], 0) + 1
rows["plant"] = [p[:-1] + (head[p[0]] * 11 + random.randint(0, 9) if p[0] in head else
                           {"P400": 412, "P500": 36}[p[0]],) for p in rows["plant"]]

# ---------------------------------------------------------------- equipment
EQP_BY_SUFFIX = {
    "PRT": [("全自动锡膏印刷机", "G5", "凯格精机")],
    "MNT": [("高速贴片机", "NXT III", "富士"), ("多功能贴片机", "YSM20R", "雅马哈")],
    "RFL": [("十温区回流焊炉", "JTR-1000D", "劲拓")],
    "AOI": [("在线AOI检测仪", "ALD-7727", "神州视觉")],
    "WAV": [("无铅波峰焊机", "JTE-350", "劲拓")],
    "ICT": [("ICT在线测试仪", "JET-300NT", "捷智")],
    "FCT": [("FCT功能测试台", "HJ-FCT-08", "华嘉自制")],
    "INJ": [("伺服注塑机", "MA2500II", "海天"), ("伺服注塑机", "MA1600II", "海天"), ("注塑机械手", "SW-700", "拓斯达")],
    "TRM": [("去毛刺修边机", "XB-200", "博朗")],
    "PRS": [("开式压力机", "JH21-160", "扬力"), ("开式压力机", "JH21-80", "扬力")],
    "WLD": [("焊接机器人", "IRB 1520ID", "ABB")],
    "TST": [("安规综合测试仪", "7440", "华仪"), ("自动锁螺丝机", "SL-6331", "三和")],
    "ASM": [("自动锁螺丝机", "SL-6331", "三和")],
    "PKG": [("自动封箱机", "FXJ-5050", "永创")],
    "DIP": [("自动插件机", "RHSG-X", "松下")],
}
EQPS = []
n_eq = {}
for wc_cd, (ln, suffix, cat) in WCS.items():
    opts = EQP_BY_SUFFIX[suffix]
    count = {"MNT": 2, "INJ": 3, "PRS": 2, "TST": 1, "ASM": 1 if random.random() < 0.4 else 0}.get(suffix, 1)
    if suffix == "PKG" and ln != "L1031":
        count = 0
    for i in range(count):
        nm, model, mfr = opts[i % len(opts)]
        n_eq[ln] = n_eq.get(ln, 0) + 1
        eqp_cd = f"EQ{ln[1:]}{n_eq[ln]:02d}"
        line_comm = next(l[6] for l in LINES if l[0] == ln)
        purch = rand_day(line_comm, "2024-06-30") if random.random() < 0.4 else line_comm
        base = {"MNT": 1850000, "INJ": 420000, "PRS": 260000, "RFL": 380000, "AOI": 320000, "PRT": 280000,
                "WAV": 210000, "DIP": 450000, "ICT": 240000, "FCT": 90000, "TRM": 60000, "WLD": 350000, "TST": 45000,
                "ASM": 68000, "PKG": 52000}[suffix]
        if nm == "注塑机械手":
            base = 85000
        amt = round(base * random.uniform(0.85, 1.2), -2)
        kw = {"MNT": 5.5, "INJ": 37.0, "PRS": 15.0, "RFL": 62.0, "AOI": 2.0, "PRT": 3.0, "WAV": 28.0, "DIP": 4.5,
              "ICT": 1.5, "FCT": 1.2, "TRM": 4.0, "WLD": 12.0, "TST": 1.0, "ASM": 0.8, "PKG": 1.5}[suffix]
        if nm == "注塑机械手":
            kw = 2.2
        ln_status = next(l[5] for l in LINES if l[0] == ln)
        if ln_status == "停用":
            status = "停用"
        elif ln_status == "改造中":
            status = "维修中" if i == 0 else "待机"
        else:
            status = random.choices(["运行", "待机", "维修中", "停用"], [14, 3, 2, 1])[0]
        key = "Y" if suffix in ("MNT", "RFL", "INJ", "PRS", "WAV", "WLD") else "N"
        cycle = {"Y": 30, "N": 90}[key]
        last_pm = rand_day("2025-03-01", "2025-06-25") if status != "停用" else rand_day("2023-06-01", "2024-06-30")
        eq = dict(eqp_cd=eqp_cd, nm=nm, wc=wc_cd, ln=ln, status=status, key=key)
        EQPS.append(eq)
        add("eqp", eqp_cd, nm, model, mfr, wc_cd, f"FA{purch[:4]}{random.randint(1000, 9999)}", purch, amt, kw,
            status, key, last_pm, cycle)

# ---------------------------------------------------------------- maintenance orders
FAULTS = {
    "MNT": ["吸嘴堵塞导致抛料率升高", "飞达供料异常报警", "贴装偏移超差", "相机识别失败频繁报警"],
    "INJ": ["液压油温过高报警", "射嘴漏胶", "模温机不加热", "锁模力不足产品飞边"],
    "PRS": ["滑块异响", "离合器打滑", "模具定位销断裂"],
    "RFL": ["第6温区温度波动超差", "链条卡板", "排风不畅"],
    "WAV": ["锡炉温度异常", "助焊剂喷雾不均", "链爪变形"],
    "WLD": ["焊枪送丝不畅", "机器人示教器通讯故障", "焊缝气孔增多"],
}
PM_TEXT = ["月度预防性保养：清洁、润滑、紧固", "季度保养：更换滤芯与易损件", "年度大保养"]
mnt_seq = {}
for i in range(62):
    eq = random.choice([e for e in EQPS if e["status"] != "停用" or random.random() < 0.1])
    plant = WK_PLANT[LN_WK[eq["ln"]]]
    suffix = eq["wc"].split("-")[1]
    mtype = random.choices(["故障维修", "预防性保养", "点检", "技改"], [10, 6, 3, 1])[0]
    if mtype == "故障维修":
        desc = random.choice(FAULTS.get(suffix, ["设备异响", "电机过热停机", "气缸动作不到位", "传感器失灵"]))
    elif mtype == "预防性保养":
        desc = random.choice(PM_TEXT)
    elif mtype == "点检":
        desc = "日常点检发现隐患，安排处理"
    else:
        desc = random.choice(["加装安全光栅", "增加MES数据采集模块", "节能改造：更换伺服驱动"])
    rpt_dt = rand_day("2024-07-01", "2025-06-28")
    m = yymm(rpt_dt)
    mnt_seq[m] = mnt_seq.get(m, 0) + 1
    reporter = pick("班组长", plant, LN_WK[eq["ln"]])
    tech = pick("维修工", plant)
    if i % 12 == 0:
        rpt_dt = rand_day("2025-06-12", "2025-06-28")
        m = yymm(rpt_dt)
        mnt_seq[m] = mnt_seq.get(m, 0) + 1
    if rpt_dt > "2025-06-10":
        status = random.choice(["待派工", "维修中"])
    else:
        status = random.choices(["已完成", "已取消"], [19, 1])[0]
    start = rpt_dt if status not in ("待派工", "已取消") else None
    if status == "已完成":
        down = round(random.uniform(0.5, 3) if mtype != "故障维修" else random.uniform(1, 36), 1)
        fin = plus(rpt_dt, int(down // 24) + random.choice([0, 0, 1]))
        spare = round(random.uniform(0, 600) if mtype != "故障维修" else random.uniform(200, 18000), 2)
        labor = round(down * random.choice([60, 80, 100]), 2)
    else:
        down, fin, spare, labor = (round(random.uniform(2, 20), 1) if status == "维修中" else None), None, None, None
    add("mnt_ord", f"MT{m}{mnt_seq[m]:03d}", eq["eqp_cd"], mtype, desc, reporter["emp_no"],
        tech["emp_no"] if status != "待派工" else None, rpt_dt, start, fin, down, spare, labor, status)
rows["mnt_ord"].sort(key=lambda r: r[0])

# ---------------------------------------------------------------- shifts
SHIFTS = [("S1", "早班", "08:00", "16:00", 7.5, 0.0), ("S2", "中班", "16:00", "24:00", 7.5, 30.0),
          ("S3", "夜班", "00:00", "08:00", 7.5, 50.0), ("D1", "常白班", "08:30", "17:30", 8.0, 0.0),
          ("L1", "长白班", "08:00", "20:00", 11.0, 0.0), ("L2", "长夜班", "20:00", "08:00", 11.0, 60.0)]
for s in SHIFTS:
    add("shift", *s)
# SMT and injection moulding run two 12-hour shifts; assembly runs 早班/中班; the rest 常白班
TEAM_SHIFT = {}
for w in WKSHPS:
    if w[0] in ("W201", "W301"):
        TEAM_SHIFT[w[6] + "甲班"], TEAM_SHIFT[w[6] + "乙班"] = "L1", "L2"
    elif w[3] == "总装":
        TEAM_SHIFT[w[6] + "甲班"], TEAM_SHIFT[w[6] + "乙班"] = "S1", "S2"
    else:
        TEAM_SHIFT[w[6] + "甲班"], TEAM_SHIFT[w[6] + "乙班"] = "D1", "S3"

sched_id = 0
for wk, lines in (("W201", ["L2011", "L2012"]), ("W101", ["L1011", "L1012"]), ("W301", ["L3011", "L3012"])):
    staff = [e for e in ACTIVE if e["wkshp"] == wk]
    for day in ("2025-06-16", "2025-06-17", "2025-06-18", "2025-06-19", "2025-06-20", "2025-06-21"):
        if day == "2025-06-21" and wk == "W101":
            continue
        for e in staff:
            if e["hire"] > day:
                continue
            sched_id += 1
            status = random.choices(["出勤", "请假", "调休", "旷工"], [40, 2, 1, 0.3])[0]
            ot = 0.0
            if status == "出勤" and TEAM_SHIFT[e["team"]] in ("S1", "S2") and random.random() < 0.35:
                ot = random.choice([1.0, 2.0, 2.5, 3.0])
            if day == "2025-06-21" and status == "出勤":
                ot = 11.0 if TEAM_SHIFT[e["team"]].startswith("L") else 8.0
            ln = lines[0] if e["team"].endswith("甲班") else lines[1]
            add("shift_sched", sched_id, day, e["emp_no"], TEAM_SHIFT[e["team"]], ln, status, ot)

# ---------------------------------------------------------------- material categories / materials
CATS = [
    ("C10", "成品", None, "1405 库存商品"), ("C11", "微波炉", "C10", "1405 库存商品"),
    ("C12", "空气炸锅", "C10", "1405 库存商品"), ("C13", "电饭煲", "C10", "1405 库存商品"),
    ("C14", "电磁炉", "C10", "1405 库存商品"), ("C15", "电热水壶", "C10", "1405 库存商品"),
    ("C20", "半成品", None, "1406 自制半成品"), ("C21", "PCBA组件", "C20", "1406 自制半成品"),
    ("C22", "注塑件", "C20", "1406 自制半成品"), ("C23", "钣金件", "C20", "1406 自制半成品"),
    ("C30", "原材料", None, "1403 原材料"), ("C31", "电子元器件", "C30", "1403 原材料"),
    ("C32", "塑胶原料", "C30", "1403 原材料"), ("C33", "金属板材", "C30", "1403 原材料"),
    ("C34", "五金线材及功能部件", "C30", "1403 原材料"), ("C40", "包装材料", None, "1411 周转材料-包装物"),
]
for c in CATS:
    add("mat_cat", *c)

# code, desc, spec, type, cat, uom, proc, std_cost, list_price, safety, lead, wt, rohs, status, created
MATS = [
    ("1000101", "微波炉 20L 机械版", "MW-20M1", "FERT", "C11", "PCS", "自制", 236.5, 399, 800, 7, 10.8, "Y", "启用", "2019-02-11"),
    ("1000102", "微波炉 23L 智能版", "MW-23S2", "FERT", "C11", "PCS", "自制", 338.0, 599, 600, 7, 12.6, "Y", "启用", "2021-07-05"),
    ("1000103", "变频微波炉 25L", "MW-25B", "FERT", "C11", "PCS", "自制", 512.0, 899, 300, 10, 14.2, "Y", "启用", "2023-03-20"),
    ("1000201", "空气炸锅 5L", "AF-5L", "FERT", "C12", "PCS", "自制", 162.0, 299, 1000, 5, 4.3, "Y", "启用", "2020-06-18"),
    ("1000202", "可视空气炸锅 6L", "AF-6V", "FERT", "C12", "PCS", "自制", 248.0, 459, 600, 6, 5.1, "Y", "启用", "2023-08-08"),
    ("1000301", "智能电饭煲 4L", "RC-4L", "FERT", "C13", "PCS", "自制", 176.0, 329, 800, 6, 3.6, "Y", "启用", "2018-11-30"),
    ("1000302", "IH电饭煲 5L", "RC-5IH", "FERT", "C13", "PCS", "自制", 395.0, 699, 300, 8, 5.4, "Y", "启用", "2022-04-12"),
    ("1000401", "电磁炉 2200W", "IC-2200", "FERT", "C14", "PCS", "自制", 131.0, 259, 700, 5, 2.9, "Y", "启用", "2018-06-15"),
    ("1000402", "双头电磁炉 3500W", "IC-3500D", "FERT", "C14", "PCS", "自制", 428.0, 799, 0, 8, 7.8, "Y", "停产", "2019-10-10"),
    ("1000501", "电热水壶 1.7L", "KT-17S", "FERT", "C15", "PCS", "自制", 68.0, 129, 1200, 4, 1.2, "Y", "启用", "2019-03-01"),
    ("2000101", "微波炉主控板PCBA", "PCBA-MW-MAIN", "HALB", "C21", "PCS", "自制", 38.6, None, 2000, 5, 0.09, "Y", "启用", "2019-01-20"),
    ("2000102", "微波炉显示板PCBA", "PCBA-MW-DISP", "HALB", "C21", "PCS", "自制", 12.4, None, 2000, 5, 0.04, "Y", "启用", "2019-01-20"),
    ("2000103", "变频电源板PCBA", "PCBA-MW-INV", "HALB", "C21", "PCS", "自制", 96.0, None, 600, 7, 0.31, "Y", "启用", "2023-02-14"),
    ("2000104", "空气炸锅控制板PCBA", "PCBA-AF-CTL", "HALB", "C21", "PCS", "自制", 21.8, None, 2500, 5, 0.06, "Y", "启用", "2020-05-30"),
    ("2000105", "电饭煲主控板PCBA", "PCBA-RC-MAIN", "HALB", "C21", "PCS", "自制", 27.5, None, 2000, 5, 0.07, "Y", "启用", "2018-10-22"),
    ("2000106", "电磁炉主板PCBA", "PCBA-IC-MAIN", "HALB", "C21", "PCS", "自制", 45.2, None, 1500, 6, 0.22, "Y", "启用", "2018-05-28"),
    ("2000201", "微波炉前面板", "FP-MW-20", "HALB", "C22", "PCS", "自制", 9.8, None, 3000, 3, 0.42, "Y", "启用", "2019-01-25"),
    ("2000202", "空气炸锅外壳", "HS-AF-5", "HALB", "C22", "PCS", "自制", 14.6, None, 3000, 3, 0.65, "Y", "启用", "2020-06-01"),
    ("2000203", "电饭煲上盖", "LD-RC-4", "HALB", "C22", "PCS", "自制", 11.2, None, 2500, 3, 0.38, "Y", "启用", "2018-11-01"),
    ("2000204", "电磁炉底座", "BS-IC-22", "HALB", "C22", "PCS", "自制", 7.9, None, 2500, 3, 0.35, "Y", "启用", "2018-05-30"),
    ("2000301", "微波炉炉腔", "CV-MW-20", "HALB", "C23", "PCS", "自制", 42.0, None, 1500, 4, 3.2, "Y", "启用", "2019-01-25"),
    ("2000302", "微波炉外罩", "OC-MW-20", "HALB", "C23", "PCS", "自制", 26.5, None, 1500, 4, 2.1, "Y", "启用", "2019-01-25"),
    ("3000101", "MCU芯片 STM32F030C8T6", "LQFP48", "ROH", "C31", "PCS", "外购", 3.20, None, 20000, 45, 0.0002, "Y", "冻结", "2018-09-01"),
    ("3000102", "MCU芯片 GD32F103C8T6", "LQFP48", "ROH", "C31", "PCS", "外购", 2.35, None, 20000, 30, 0.0002, "Y", "启用", "2024-09-12"),
    ("3000103", "贴片电阻 10KΩ", "0603 ±1%", "ROH", "C31", "PCS", "外购", 0.004, None, 500000, 15, 0.000002, "Y", "启用", "2018-09-01"),
    ("3000104", "贴片电容 100nF", "0805 50V X7R", "ROH", "C31", "PCS", "外购", 0.012, None, 300000, 15, 0.00001, "Y", "启用", "2018-09-01"),
    ("3000105", "电解电容 470μF", "25V 10x16", "ROH", "C31", "PCS", "外购", 0.18, None, 50000, 20, 0.002, "Y", "启用", "2018-09-01"),
    ("3000106", "功率继电器", "HF32F 12V 16A", "ROH", "C31", "PCS", "外购", 1.65, None, 30000, 25, 0.012, "Y", "启用", "2018-09-01"),
    ("3000107", "IGBT功率管", "H20R1203 TO-247", "ROH", "C31", "PCS", "外购", 4.80, None, 10000, 40, 0.006, "Y", "启用", "2018-05-10"),
    ("3000108", "LED数码管 4位", "0.56寸 共阴", "ROH", "C31", "PCS", "外购", 0.95, None, 20000, 20, 0.004, "Y", "启用", "2018-09-01"),
    ("3000109", "无源蜂鸣器", "12085 5V", "ROH", "C31", "PCS", "外购", 0.22, None, 30000, 15, 0.002, "Y", "启用", "2018-09-01"),
    ("3000110", "PCB光板 双面", "FR-4 1.6mm 2L", "ROH", "C31", "PCS", "外购", 1.90, None, 20000, 20, 0.02, "Y", "启用", "2018-09-01"),
    ("3000111", "PCB光板 四层", "FR-4 1.6mm 4L", "ROH", "C31", "PCS", "外购", 6.40, None, 5000, 25, 0.03, "Y", "启用", "2023-01-05"),
    ("3000112", "NTC温度传感器", "100K B3950", "ROH", "C31", "PCS", "外购", 0.65, None, 30000, 20, 0.003, "Y", "启用", "2018-09-01"),
    ("3000113", "高压变压器", "GAL-700E", "ROH", "C31", "PCS", "外购", 38.0, None, 2000, 30, 2.4, "Y", "启用", "2019-01-10"),
    ("3000114", "磁控管 2M286", "2M286-21TAG", "ROH", "C31", "PCS", "外购", 46.0, None, 1500, 35, 0.75, "Y", "停产", "2019-01-10"),
    ("3000115", "磁控管 2M246", "2M246-M12", "ROH", "C31", "PCS", "外购", 41.5, None, 1500, 30, 0.72, "Y", "启用", "2024-11-18"),
    ("3000116", "高压电容", "1.0μF 2100V", "ROH", "C31", "PCS", "外购", 3.60, None, 3000, 25, 0.05, "Y", "启用", "2019-01-10"),
    ("3000117", "同步电机", "TYJ50-8A7", "ROH", "C31", "PCS", "外购", 6.80, None, 3000, 20, 0.12, "Y", "启用", "2019-01-10"),
    ("3000201", "ABS塑料粒子", "PA-757 本色", "ROH", "C32", "KG", "外购", 13.80, None, 8000, 10, 1.0, "Y", "启用", "2018-04-01"),
    ("3000202", "PP塑料粒子", "K8003", "ROH", "C32", "KG", "外购", 8.90, None, 8000, 10, 1.0, "Y", "启用", "2018-04-01"),
    ("3000203", "PC塑料粒子", "2405 透明", "ROH", "C32", "KG", "外购", 21.50, None, 3000, 15, 1.0, "Y", "启用", "2020-04-20"),
    ("3000204", "黑色色母粒", "ABS载体 50%", "ROH", "C32", "KG", "外购", 32.00, None, 500, 10, 1.0, "Y", "启用", "2018-04-01"),
    ("3000301", "冷轧钢板", "SPCC 0.6mm", "ROH", "C33", "KG", "外购", 5.90, None, 20000, 12, 1.0, "Y", "启用", "2018-04-01"),
    ("3000302", "不锈钢板", "SUS430 0.5mm", "ROH", "C33", "KG", "外购", 13.60, None, 8000, 15, 1.0, "Y", "启用", "2018-04-01"),
    ("3000303", "镀锌钢板", "DX51D 0.8mm", "ROH", "C33", "KG", "外购", 6.40, None, 10000, 12, 1.0, "Y", "启用", "2018-04-01"),
    ("3000401", "电源线 国标三插", "3×0.75mm² 1.2m", "ROH", "C34", "PCS", "外购", 4.20, None, 20000, 15, 0.11, "Y", "启用", "2018-04-01"),
    ("3000402", "自攻螺丝", "ST3.5×12 镀锌", "ROH", "C34", "PCS", "外购", 0.02, None, 500000, 10, 0.001, "Y", "启用", "2018-04-01"),
    ("3000403", "发热管 1400W", "U型 Φ8", "ROH", "C34", "PCS", "外购", 9.50, None, 5000, 20, 0.18, "Y", "启用", "2020-05-10"),
    ("3000404", "IH线圈盘", "Φ180 利兹线", "ROH", "C34", "PCS", "外购", 18.50, None, 3000, 25, 0.42, "Y", "启用", "2018-05-10"),
    ("3000405", "不粘涂层内胆 4L", "铝合金 2.0mm", "ROH", "C34", "PCS", "外购", 22.00, None, 4000, 20, 0.55, "Y", "启用", "2018-10-01"),
    ("3000406", "无铅锡膏", "SAC305 T4 500g", "ROH", "C31", "KG", "外购", 380.0, None, 50, 15, 1.0, "Y", "启用", "2018-09-01"),
    ("3000407", "电热水壶发热盘", "1800W 304", "ROH", "C34", "PCS", "外购", 12.80, None, 4000, 20, 0.3, "Y", "启用", "2019-02-20"),
    ("4000101", "彩盒 微波炉", "520×420×330 五层", "VERP", "C40", "PCS", "外购", 6.80, None, 5000, 7, 0.9, "Y", "启用", "2019-02-01"),
    ("4000102", "彩盒 空气炸锅", "380×360×400 五层", "VERP", "C40", "PCS", "外购", 4.60, None, 6000, 7, 0.6, "Y", "启用", "2020-06-01"),
    ("4000103", "彩盒 厨房小电通用", "400×320×300 三层", "VERP", "C40", "PCS", "外购", 3.10, None, 8000, 7, 0.4, "Y", "启用", "2018-05-01"),
    ("4000104", "EPE珍珠棉护角", "定制 4件/套", "VERP", "C40", "SET", "外购", 1.20, None, 20000, 5, 0.05, "Y", "启用", "2018-05-01"),
    ("4000105", "使用说明书", "A5 32页 双色", "VERP", "C40", "PCS", "外购", 0.65, None, 30000, 5, 0.04, "Y", "启用", "2018-05-01"),
]
MAT = {m[0]: dict(cd=m[0], desc=m[1], type=m[3], cat=m[4], cost=m[7], price=m[8], uom=m[5], safety=m[9],
                  lead_days=m[10], status=m[13], created=m[14]) for m in MATS}
for m in MATS:
    add("mat_mstr", *m)
FG = [m for m in MAT if MAT[m]["type"] == "FERT"]

# ---------------------------------------------------------------- BOMs
# parent -> [(component, qty_per, key)]
BOMS = {
    "2000101": [("3000102", 1, "Y"), ("3000110", 1, "N"), ("3000103", 24, "N"), ("3000104", 18, "N"),
                ("3000105", 2, "N"), ("3000106", 2, "Y"), ("3000109", 1, "N"), ("3000406", 0.004, "N")],
    "2000102": [("3000110", 1, "N"), ("3000108", 1, "Y"), ("3000103", 8, "N"), ("3000104", 4, "N"),
                ("3000406", 0.002, "N")],
    "2000103": [("3000102", 1, "Y"), ("3000111", 1, "N"), ("3000107", 2, "Y"), ("3000105", 4, "N"),
                ("3000103", 36, "N"), ("3000104", 30, "N"), ("3000406", 0.006, "N")],
    "2000104": [("3000102", 1, "Y"), ("3000110", 1, "N"), ("3000112", 1, "N"), ("3000106", 1, "Y"),
                ("3000103", 16, "N"), ("3000104", 12, "N"), ("3000406", 0.003, "N")],
    "2000105": [("3000102", 1, "Y"), ("3000110", 1, "N"), ("3000112", 2, "N"), ("3000106", 1, "Y"),
                ("3000108", 1, "N"), ("3000103", 20, "N"), ("3000104", 14, "N"), ("3000406", 0.003, "N")],
    "2000106": [("3000102", 1, "Y"), ("3000110", 1, "N"), ("3000107", 1, "Y"), ("3000105", 2, "N"),
                ("3000112", 1, "N"), ("3000103", 22, "N"), ("3000104", 16, "N"), ("3000406", 0.004, "N")],
    "2000201": [("3000201", 0.44, "Y"), ("3000204", 0.009, "N")],
    "2000202": [("3000202", 0.62, "Y"), ("3000203", 0.08, "N"), ("3000204", 0.01, "N")],
    "2000203": [("3000202", 0.40, "Y"), ("3000204", 0.008, "N")],
    "2000204": [("3000201", 0.37, "Y"), ("3000204", 0.007, "N")],
    "2000301": [("3000303", 3.5, "Y")],
    "2000302": [("3000301", 2.3, "Y")],
    "1000101": [("2000101", 1, "Y"), ("2000102", 1, "N"), ("2000201", 1, "N"), ("2000301", 1, "Y"),
                ("2000302", 1, "N"), ("3000115", 1, "Y"), ("3000113", 1, "Y"), ("3000116", 1, "N"),
                ("3000117", 1, "N"), ("3000401", 1, "N"), ("3000402", 18, "N"), ("4000101", 1, "N"),
                ("4000104", 1, "N"), ("4000105", 1, "N")],
    "1000102": [("2000101", 1, "Y"), ("2000102", 1, "N"), ("2000201", 1, "N"), ("2000301", 1, "Y"),
                ("2000302", 1, "N"), ("3000115", 1, "Y"), ("3000113", 1, "Y"), ("3000116", 1, "N"),
                ("3000117", 1, "N"), ("3000401", 1, "N"), ("3000402", 20, "N"), ("4000101", 1, "N"),
                ("4000104", 1, "N"), ("4000105", 1, "N")],
    "1000103": [("2000101", 1, "Y"), ("2000102", 1, "N"), ("2000103", 1, "Y"), ("2000201", 1, "N"),
                ("2000301", 1, "Y"), ("2000302", 1, "N"), ("3000115", 1, "Y"), ("3000117", 1, "N"),
                ("3000401", 1, "N"), ("3000402", 22, "N"), ("4000101", 1, "N"), ("4000104", 1, "N"),
                ("4000105", 1, "N")],
    "1000201": [("2000104", 1, "Y"), ("2000202", 1, "Y"), ("3000403", 1, "Y"), ("3000401", 1, "N"),
                ("3000402", 10, "N"), ("4000102", 1, "N"), ("4000105", 1, "N")],
    "1000202": [("2000104", 1, "Y"), ("2000202", 1, "Y"), ("3000403", 1, "Y"), ("3000203", 0.15, "N"),
                ("3000401", 1, "N"), ("3000402", 12, "N"), ("4000102", 1, "N"), ("4000105", 1, "N")],
    "1000301": [("2000105", 1, "Y"), ("2000203", 1, "N"), ("3000405", 1, "Y"), ("3000403", 1, "N"),
                ("3000401", 1, "N"), ("3000402", 8, "N"), ("4000103", 1, "N"), ("4000105", 1, "N")],
    "1000302": [("2000105", 1, "Y"), ("2000203", 1, "N"), ("3000405", 1, "Y"), ("3000404", 1, "Y"),
                ("3000401", 1, "N"), ("3000402", 10, "N"), ("4000103", 1, "N"), ("4000105", 1, "N")],
    "1000401": [("2000106", 1, "Y"), ("2000204", 1, "N"), ("3000404", 1, "Y"), ("3000401", 1, "N"),
                ("3000402", 6, "N"), ("4000103", 1, "N"), ("4000105", 1, "N")],
    "1000402": [("2000106", 2, "Y"), ("2000204", 1, "N"), ("3000404", 2, "Y"), ("3000401", 1, "N"),
                ("3000402", 10, "N"), ("4000103", 1, "N"), ("4000105", 1, "N")],
    "1000501": [("3000407", 1, "Y"), ("3000302", 0.35, "Y"), ("3000202", 0.12, "N"), ("3000401", 1, "N"),
                ("4000103", 1, "N"), ("4000105", 1, "N")],
}
PLANT_OF = {}
for m in BOMS:
    if m.startswith("2000" + "1"):
        PLANT_OF[m] = "P200"
    elif m.startswith("20002") or m.startswith("20003") or m in ("1000401", "1000402", "1000501"):
        PLANT_OF[m] = "P300"
    else:
        PLANT_OF[m] = "P100"

CURRENT_BOM = {}
bom_seq = 0


def emit_bom(parent, ver, eff, exp, status, comps):
    global bom_seq
    bom_seq += 1
    bom_no = f"BOM{bom_seq:05d}"
    add("bom_hdr", bom_no, parent, ver, PLANT_OF[parent], 1.0, eff, exp, status)
    for i, (comp, q, key) in enumerate(comps, 1):
        sp = 0.0 if MAT[comp]["type"] in ("HALB", "VERP") else {"C31": 0.5, "C32": 3.0, "C33": 2.0}.get(
            MAT[comp]["cat"], 0.2)
        if comp in ("3000103", "3000104"):
            sp = 1.0
        op = 10 if MAT[parent]["type"] == "HALB" or MAT[comp]["type"] != "VERP" else 30
        add("bom_ln", bom_no, i * 10, comp, q, sp, op, key)
    return bom_no


OLD_BOMS = {}
for parent in BOMS:
    comps = BOMS[parent]
    created = max(MAT[parent]["created"], "2018-05-01")
    if "3000102" in [c[0] for c in comps] and parent in ("2000101", "2000104"):
        old = [("3000101" if c == "3000102" else c, q, k) for c, q, k in comps]
        OLD_BOMS[parent] = emit_bom(parent, "V1.0", created, "2024-10-31", "失效", old)
        CURRENT_BOM[parent] = emit_bom(parent, "V2.0", "2024-11-01", None, "生效", comps)
    elif "3000115" in [c[0] for c in comps] and parent != "1000103":
        old = [("3000114" if c == "3000115" else c, q, k) for c, q, k in comps]
        OLD_BOMS[parent] = emit_bom(parent, "V1.0", created, "2024-12-31", "失效", old)
        CURRENT_BOM[parent] = emit_bom(parent, "V2.0", "2025-01-01", None, "生效", comps)
    else:
        status = "失效" if MAT[parent]["status"] == "停产" else "生效"
        CURRENT_BOM[parent] = emit_bom(parent, "V1.0", created, "2024-06-30" if status == "失效" else None,
                                       status, comps)
# a draft next version for the air fryer: adds a PC viewing window
draft = BOMS["1000201"] + [("3000203", 0.12, "N")]
DRAFT_BOM = emit_bom("1000201", "V2.0", "2025-08-01", None, "草稿", draft)

# ---------------------------------------------------------------- routings
DEFAULT_LINE = {
    "1000101": "L1011", "1000102": "L1012", "1000103": "L1012", "1000201": "L1021", "1000202": "L1021",
    "1000301": "L1022", "1000302": "L1022", "1000401": "L3031", "1000402": "L3031", "1000501": "L3032",
    "2000101": "L2011", "2000102": "L2011", "2000103": "L2012", "2000104": "L2012", "2000105": "L2011",
    "2000106": "L2012", "2000201": "L3011", "2000202": "L3012", "2000203": "L3012", "2000204": "L3011",
    "2000301": "L3021", "2000302": "L3021",
}
ROUTING = {}  # mat -> [(op_seq, op_nm, wc, setup, sec, insp)]
for mat, ln in DEFAULT_LINE.items():
    t = MAT[mat]["type"]
    cat = MAT[mat]["cat"]
    if cat == "C21":
        ops = [("锡膏印刷", f"{ln}-PRT", 30, 6), ("元件贴装", f"{ln}-MNT", 45, 22), ("回流焊接", f"{ln}-RFL", 20, 8),
               ("AOI检测", f"{ln}-AOI", 10, 7)]
        if mat in ("2000103", "2000106"):
            ops += [("插件", "L2021-DIP", 15, 40), ("波峰焊", "L2021-WAV", 25, 9)]
        ops += [("功能测试", "L2031-FCT", 15, 35)]
    elif cat == "C22":
        ops = [("注塑成型", f"{ln}-INJ", 90, 42), ("修边去毛刺", f"{ln}-TRM", 5, 12)]
    elif cat == "C23":
        ops = [("冲压成型", f"{ln}-PRS", 60, 15), ("机器人焊接", f"{ln}-WLD", 20, 48)]
    else:
        pkg = "L1031-PKG" if ln.startswith("L10") else f"{ln}-PKG"
        ops = [("整机装配", f"{ln}-ASM", 20, 180 if cat == "C11" else 120), ("安规及功能测试", f"{ln}-TST", 10, 45),
               ("终检包装", pkg, 10, 30)]
    ROUTING[mat] = [((i + 1) * 10, nm, wc, float(st), float(sec),
                     "Y" if nm in ("AOI检测", "功能测试", "安规及功能测试", "修边去毛刺", "机器人焊接") else "N")
                    for i, (nm, wc, st, sec) in enumerate(ops)]
RTG_NO = {}
engineers = {p: [e for e in EMPS if e["post"] == "工艺工程师" and e["plant"] == p] for p in ("P100", "P200", "P300")}
for i, mat in enumerate(DEFAULT_LINE, 1):
    rtg_no = f"RT{i:04d}"
    RTG_NO[mat] = rtg_no
    plant = WK_PLANT[LN_WK[DEFAULT_LINE[mat]]]
    status = "停用" if MAT[mat]["status"] == "停产" else "已发布"
    add("rtg_hdr", rtg_no, mat, "V1.0" if mat not in ("2000101", "1000101") else "V1.1", plant, status,
        engineers[plant][0]["name"])
    for op in ROUTING[mat]:
        add("rtg_op", rtg_no, *op)

# ---------------------------------------------------------------- distributors and sales orders
DISTS = [
    ("D0001", "杭州百联家电有限公司", "华东", "浙江", "杭州", "一级"),
    ("D0002", "上海汇亿电器销售有限公司", "华东", "上海", "上海", "KA"),
    ("D0003", "南京金陵万家电器有限公司", "华东", "江苏", "南京", "一级"),
    ("D0004", "宁波甬发家电商行", "华东", "浙江", "宁波", "二级"),
    ("D0005", "合肥徽商电器连锁有限公司", "华东", "安徽", "合肥", "一级"),
    ("D0006", "济南泉城家电批发有限公司", "华东", "山东", "济南", "一级"),
    ("D0007", "广州粤华电器贸易有限公司", "华南", "广东", "广州", "一级"),
    ("D0008", "深圳鹏程优品电子商务有限公司", "华南", "广东", "深圳", "KA"),
    ("D0009", "南宁桂邕家电有限公司", "华南", "广西", "南宁", "二级"),
    ("D0010", "厦门鹭岛电器有限公司", "华南", "福建", "厦门", "二级"),
    ("D0011", "北京京通达家电有限公司", "华北", "北京", "北京", "一级"),
    ("D0012", "天津津门电器销售有限公司", "华北", "天津", "天津", "二级"),
    ("D0013", "石家庄冀盛电器有限公司", "华北", "河北", "石家庄", "二级"),
    ("D0014", "太原晋联家电有限公司", "华北", "山西", "太原", "二级"),
    ("D0015", "武汉楚天家电有限公司", "华中", "湖北", "武汉", "一级"),
    ("D0016", "长沙湘佳电器有限公司", "华中", "湖南", "长沙", "一级"),
    ("D0017", "郑州中原万通电器有限公司", "华中", "河南", "郑州", "二级"),
    ("D0018", "成都蜀都家电有限公司", "西南", "四川", "成都", "一级"),
    ("D0019", "重庆山城电器贸易有限公司", "西南", "重庆", "重庆", "一级"),
    ("D0020", "昆明滇池家电有限公司", "西南", "云南", "昆明", "二级"),
    ("D0021", "西安秦川电器有限公司", "西北", "陕西", "西安", "一级"),
    ("D0022", "兰州陇原家电商贸有限公司", "西北", "甘肃", "兰州", "二级"),
    ("D0023", "沈阳盛京电器有限公司", "东北", "辽宁", "沈阳", "一级"),
    ("D0024", "哈尔滨冰城家电有限公司", "东北", "黑龙江", "哈尔滨", "二级"),
    ("D0025", "长春吉达电器有限公司", "东北", "吉林", "长春", "二级"),
]
sales_reps = [e for e in EMPS if e["post"] == "销售代表"]
DIST_STATUS = {}
for i, dd in enumerate(DISTS):
    credit = {"KA": 5000000, "一级": 2000000, "二级": 600000}[dd[5]] * random.choice([1, 1, 1.5, 2])
    status = "正常"
    if dd[0] in ("D0014", "D0022"):
        status = "冻结"
    if dd[0] == "D0025":
        status = "终止"
    DIST_STATUS[dd[0]] = status
    add("dist", *dd, float(credit), rand_day("2012-01-01", "2023-12-31"), sales_reps[i % len(sales_reps)]["emp_no"],
        status)

SOS = []  # dicts with lines
so_seq = {}
ACTIVE_FG = [m for m in FG if MAT[m]["status"] == "启用"]
for i in range(72):
    dist = random.choice([dd for dd in DISTS if DIST_STATUS[dd[0]] == "正常" or random.random() < 0.25])
    so_dt = rand_day("2024-07-01", "2025-06-26") if i % 5 else rand_day("2025-05-10", "2025-06-26")
    m = yymm(so_dt)
    so_seq[m] = so_seq.get(m, 0) + 1
    so_no = f"SO{m}{so_seq[m]:03d}"
    n_ln = random.choices([1, 2, 3, 4], [3, 4, 2, 1])[0]
    mats = random.sample(ACTIVE_FG, n_ln)
    age = (d(TODAY) - d(so_dt)).days
    if DIST_STATUS[dist[0]] == "终止":
        status = "已取消"
    elif age > 60:
        status = random.choices(["已完成", "已发货", "已取消"], [12, 3, 1])[0]
    elif age > 20:
        status = random.choices(["已发货", "部分发货", "已完成"], [4, 3, 2])[0]
    else:
        status = random.choices(["待审核", "已确认", "部分发货"], [2, 4, 2])[0]
    lines = []
    for j, mat in enumerate(mats, 1):
        qty = random.choice([100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200])
        disc = {"KA": random.choice([8.0, 10.0, 12.0]), "一级": random.choice([5.0, 6.0, 8.0]),
                "二级": random.choice([0.0, 2.0, 3.0])}[dist[5]]
        price = round(MAT[mat]["price"] * 0.72, 2)  # distributor price, before discount
        amt = round(qty * price * (1 - disc / 100), 2)
        if status in ("已完成", "已发货"):
            shipped = qty
        elif status == "部分发货":
            shipped = float(int(qty * random.choice([0.3, 0.5, 0.6])) if j == 1 or random.random() < 0.5 else 0)
        else:
            shipped = 0
        lines.append(dict(ln=j, mat=mat, qty=qty, price=price, disc=disc, amt=amt, shipped=shipped))
    if status == "部分发货" and not any(l["shipped"] for l in lines):
        lines[0]["shipped"] = float(int(lines[0]["qty"] / 2))
    tot = round(sum(l["amt"] for l in lines), 2)
    plant = "P300" if all(PLANT_OF[l["mat"]] == "P300" for l in lines) else "P100"
    pay = {"已完成": "已回款", "已发货": random.choice(["部分回款", "未回款", "已回款"]),
           "部分发货": random.choice(["未回款", "部分回款"])}.get(status, "未回款")
    chnl = "EDI" if dist[5] == "KA" else random.choice(["经销商门户", "经销商门户", "业务员代录"])
    SOS.append(dict(so_no=so_no, dist=dist, so_dt=so_dt, status=status, plant=plant, lines=lines))
    add("so_hdr", so_no, dist[0], so_dt, plus(so_dt, random.choice([7, 10, 14, 21, 30])), plant, tot, status, pay,
        chnl)
    for l in lines:
        add("so_ln", so_no, l["ln"], l["mat"], float(l["qty"]), l["price"], l["disc"], l["amt"], float(l["shipped"]))
rows["so_hdr"].sort(key=lambda r: r[0])
rows["so_ln"].sort(key=lambda r: (r[0], r[1]))
SOS.sort(key=lambda s: s["so_no"])

# ---------------------------------------------------------------- warehouses
WHS = [
    ("WH11", "顺德原材料仓", "P100", "原材料库", 4200, "N"),
    ("WH12", "顺德成品仓", "P100", "成品库", 9800, "N"),
    ("WH13", "顺德不良品仓", "P100", "不良品库", 600, "N"),
    ("WH21", "苏州电子料仓", "P200", "原材料库", 1800, "Y"),
    ("WH22", "苏州半成品仓", "P200", "半成品库", 1200, "N"),
    ("WH23", "苏州不良品仓", "P200", "不良品库", 300, "N"),
    ("WH31", "合肥原料仓", "P300", "原材料库", 5200, "N"),
    ("WH32", "合肥半成品仓", "P300", "半成品库", 3600, "N"),
    ("WH33", "合肥成品仓", "P300", "成品库", 6400, "N"),
    ("WH34", "合肥备件库", "P300", "备件库", 500, "N"),
    ("WH90", "广州中转仓", "P100", "中转仓", 3000, "N"),
]
WH_PLANT = {w[0]: w[2] for w in WHS}
for w in WHS:
    keeper = pick("仓管员", w[2])
    add("wh", w[0], w[1], w[2], w[3], keeper["emp_no"], float(w[4]), w[5])
RAW_WH = {"P100": "WH11", "P200": "WH21", "P300": "WH31"}
FG_WH = {"P100": "WH12", "P300": "WH33"}
SEMI_WH = {"P200": "WH22", "P300": "WH32"}
NG_WH = {"P100": "WH13", "P200": "WH23", "P300": "WH13"}

# ---------------------------------------------------------------- production orders
WOS = []
wo_seq = {}
planners = {p: [e for e in EMPS if e["post"] == "计划员" and e["plant"] == p][0] for p in ("P100", "P200", "P300")}
so_for_fg = {}
for s in SOS:
    if s["status"] not in ("待审核", "已取消"):
        for l in s["lines"]:
            so_for_fg.setdefault(l["mat"], []).append((s["so_dt"], s["so_no"]))
for v in so_for_fg.values():
    v.sort()


def make_wo(mat, start, hist=False):
    plant = WK_PLANT[LN_WK[DEFAULT_LINE[mat]]]
    ln = DEFAULT_LINE[mat]
    if mat in ("1000101", "1000102") and random.random() < 0.3:
        ln = "L1012" if ln == "L1011" else "L1011"
    if hist and mat.startswith("20001") and random.random() < 0.3:
        ln = "L2013"  # SMT-3 ran until its 2024 refit
    m = yymm(start)
    wo_seq[m] = wo_seq.get(m, 0) + 1
    wo_no = f"MO{m}{wo_seq[m]:04d}"
    t = MAT[mat]["type"]
    base = {"FERT": [500, 800, 1000, 1200, 1500, 2000, 3000], "HALB": [1000, 2000, 3000, 4000, 5000]}[t]
    qty = float(random.choice(base))
    if MAT[mat]["cat"] in ("C22",):
        qty *= 2
    days = max(1, int(qty / ({"C21": 1500, "C22": 2500, "C23": 1200}.get(MAT[mat]["cat"], 700))) + 1)
    return dict(wo_no=wo_no, mat=mat, plant=plant, ln=ln, qty=qty, start=start, end=plus(start, days), days=days)


for i in range(118):
    mat = random.choice(list(DEFAULT_LINE))
    if MAT[mat]["status"] == "停产" or mat == "1000501":
        mat = random.choice(["1000101", "2000101", "2000104", "1000201", "2000201"])
    start = rand_day("2024-07-01", "2025-07-10") if i % 6 else rand_day("2025-06-05", "2025-07-08")
    wo = make_wo(mat, start)
    wtype = random.choices(["标准生产", "试产", "返工"], [30, 1, 1])[0]
    if mat == "1000103" and start > "2025-03-01":
        wtype = "试产" if random.random() < 0.5 else wtype
    if start > TODAY:
        status = random.choice(["已创建", "已下达"])
    elif wo["end"] >= TODAY or start > "2025-06-24":
        status = random.choice(["已下达", "生产中", "生产中"])
    elif start > "2025-05-15":
        status = random.choices(["已完工", "生产中"], [3, 1])[0]
    else:
        status = random.choices(["已关闭", "已完工"], [5, 1])[0]
    if status in ("已下达", "已创建"):
        act_start = act_end = None
        cmpl = scrap = 0.0
    else:
        act_start = cap(plus(start, random.choice([0, 0, 0, 1, 2])))
        if status == "生产中":
            act_end = None
            cmpl = float(int(wo["qty"] * random.uniform(0.2, 0.8)))
            scrap = float(random.randint(0, 12))
        else:
            act_end = cap(plus(act_start, wo["days"] + random.choice([-1, 0, 0, 1, 2, 3])))
            if act_end < act_start:
                act_end = act_start
            scrap = float(random.randint(0, int(wo["qty"] * 0.015)))
            cmpl = wo["qty"] - scrap - (float(random.randint(0, 20)) if random.random() < 0.3 else 0.0)
    so_no = None
    if MAT[mat]["type"] == "FERT" and so_for_fg.get(mat) and random.random() < 0.6:
        near = [s for s in so_for_fg[mat] if s[0] <= start]
        if near:
            so_no = near[-1][1]
    urgent = "是" if random.random() < 0.15 else "否"
    if wtype == "返工":
        wo["qty"] = float(random.choice([50, 80, 120, 200]))
        if status in ("已完工", "已关闭"):
            scrap = min(scrap, 3.0)
            cmpl = wo["qty"] - scrap
        elif status == "生产中":
            scrap, cmpl = 0.0, float(int(wo["qty"] / 2))
    wo.update(type=wtype, status=status, act_start=act_start, act_end=act_end, cmpl=cmpl, scrap=scrap, so=so_no)
    WOS.append(wo)
    bom = CURRENT_BOM[mat]
    if mat in OLD_BOMS:
        eff = next(r[5] for r in rows["bom_hdr"] if r[0] == bom)
        if start < eff:
            bom = OLD_BOMS[mat]
    wo["bom"] = bom
    create = plus(start, -random.randint(2, 10))
    add("wo_hdr", wo["wo_no"], wtype, mat, wo["plant"], wo["ln"], bom, RTG_NO[mat], so_no, wo["qty"], cmpl, scrap,
        start, wo["end"], act_start, act_end, status, urgent, planners[wo["plant"]]["emp_no"], create)
rows["wo_hdr"].sort(key=lambda r: r[0])
WOS.sort(key=lambda w: w["wo_no"])

# ---------------------------------------------------------------- archived production orders
archivers = [e for e in EMPS if e["post"] == "计划员"]
HIST_MATS = list(DEFAULT_LINE)
for i in range(76):
    mat = random.choice(HIST_MATS)
    start = rand_day("2022-07-01", "2024-05-31")
    if mat == "1000103" and start < "2023-05-01":
        mat = "1000402"
    if mat == "2000103" and start < "2023-04-01":
        mat = "2000101"
    wo = make_wo(mat, start, hist=True)
    act_start = plus(start, random.choice([0, 0, 1]))
    act_end = plus(act_start, wo["days"] + random.choice([-1, 0, 0, 1, 2, 4]))
    scrap = float(random.randint(0, int(wo["qty"] * 0.02)))
    cmpl = wo["qty"] - scrap
    close = plus(act_end, random.randint(1, 12))
    arch = random.choice(["2023-07-15", "2024-01-15", "2024-07-15"])
    while arch <= close:
        arch = {"2023-07-15": "2024-01-15", "2024-01-15": "2024-07-15"}[arch]
    bom = OLD_BOMS.get(mat, CURRENT_BOM[mat])
    wtype = random.choices(["标准生产", "试产", "返工"], [25, 1, 1])[0]
    if mat == "1000103" and start < "2023-06-30":
        wtype = "试产"
    add("wo_hist", wo["wo_no"], wtype, mat, wo["plant"], wo["ln"], bom, wo["qty"], cmpl, scrap, start, act_start,
        act_end, "已关闭", close, arch, random.choice(archivers)["name"])
rows["wo_hist"].sort(key=lambda r: r[0])

# ---------------------------------------------------------------- operation reports
ops_staff = {}
for e in ACTIVE:
    if e["post"] in ("操作工", "班组长") and e["wkshp"]:
        ops_staff.setdefault(e["wkshp"], []).append(e)
rpt_id = 0
REPORTED = []
for wo in WOS:
    if wo["status"] not in ("生产中", "已完工", "已关闭") or wo["act_start"] < "2025-04-01":
        continue
    ops = ROUTING[wo["mat"]]
    if wo["status"] == "生产中":
        ops = ops[: random.randint(1, len(ops))]
    for k, (op_seq, op_nm, wc, setup, sec, insp) in enumerate(ops):
        if wc.split("-")[0] in ("L1011", "L1012") and wo["ln"] != wc.split("-")[0]:
            wc = f"{wo['ln']}-{wc.split('-')[1]}"
        wk = LN_WK[wc.split("-")[0]]
        op_emp = random.choice([e for e in ops_staff[wk] if e["hire"] <= wo["act_start"]] or ops_staff[wk])
        last = k == len(ROUTING[wo["mat"]]) - 1
        if wo["status"] == "生产中":
            good = wo["cmpl"] if last else float(int(wo["cmpl"] * random.uniform(1.0, 1.3)))
        else:
            good = wo["cmpl"] + (0 if last else float(random.randint(0, 15)))
        ng = float(random.randint(0, max(1, int(wo["qty"] * 0.008))))
        if op_nm in ("AOI检测", "功能测试") and random.random() < 0.3:
            ng += float(random.randint(5, 25))
        hrs = round((setup / 60 + good * sec / 3600), 1)
        cat = WCS[wc][2]
        labor = round(hrs * (1 if cat != "机器" else 0.3), 1)
        mch = round(hrs if cat != "人工" else 0.0, 1)
        rpt_dt = cap(plus(wo["act_start"], min(k, wo["days"])))
        rpt_id += 1
        add("wo_op_rpt", rpt_id, wo["wo_no"], op_seq, wc, op_emp["emp_no"], TEAM_SHIFT[op_emp["team"]],
            op_emp["team"], rpt_dt, good, ng, labor, mch)
        REPORTED.append(wo["wo_no"])

# ---------------------------------------------------------------- suppliers and purchasing
SUPPS = [
    ("S1001", "深圳市华芯微电子有限公司", "华芯微", "广东", "深圳", "C31", "A", ["3000101", "3000102"]),
    ("S1002", "东莞市鼎立电子科技有限公司", "鼎立电子", "广东", "东莞", "C31", "A", ["3000103", "3000104", "3000105"]),
    ("S1003", "苏州捷讯电路板有限公司", "捷讯电路", "江苏", "苏州", "C31", "A", ["3000110", "3000111"]),
    ("S1004", "宁波天弘塑胶原料有限公司", "天弘塑胶", "浙江", "宁波", "C32", "B", ["3000201", "3000202", "3000204"]),
    ("S1005", "上海宝联钢材贸易有限公司", "宝联钢材", "上海", "上海", "C33", "A", ["3000301", "3000302", "3000303"]),
    ("S1006", "佛山市顺德区恒达五金制品厂", "恒达五金", "广东", "佛山", "C34", "B", ["3000402", "3000403"]),
    ("S1007", "中山市南朗电线电缆有限公司", "南朗电线", "广东", "中山", "C34", "B", ["3000401"]),
    ("S1008", "厦门宏信继电器有限公司", "宏信继电器", "福建", "厦门", "C31", "A", ["3000106"]),
    ("S1009", "无锡新洁功率半导体有限公司", "新洁功率", "江苏", "无锡", "C31", "B", ["3000107"]),
    ("S1010", "南京三乐电子器件有限公司", "三乐电子", "江苏", "南京", "C31", "C", ["3000114", "3000116"]),
    ("S1011", "佛山市广联磁控管有限公司", "广联磁控", "广东", "佛山", "C31", "A", ["3000115", "3000116"]),
    ("S1012", "常州华阳变压器有限公司", "华阳变压器", "江苏", "常州", "C31", "B", ["3000113", "3000117"]),
    ("S1013", "东莞市诚亿包装制品有限公司", "诚亿包装", "广东", "东莞", "C40", "B", ["4000101", "4000102", "4000103", "4000104"]),
    ("S1014", "广州市彩印印务有限公司", "彩印印务", "广东", "广州", "C40", "C", ["4000105"]),
    ("S1015", "杭州敏测传感技术有限公司", "敏测传感", "浙江", "杭州", "C31", "B", ["3000112", "3000109", "3000108"]),
    ("S1016", "台州恒锋炊具有限公司", "恒锋炊具", "浙江", "台州", "C34", "A", ["3000405", "3000407"]),
    ("S1017", "昆山科锐锡业有限公司", "科锐锡业", "江苏", "昆山", "C31", "B", ["3000406"]),
    ("S1018", "合肥瑞丰塑胶有限公司", "瑞丰塑胶", "安徽", "合肥", "C32", "C", ["3000202", "3000203"]),
    ("S1019", "温州瓯江线圈制品有限公司", "瓯江线圈", "浙江", "温州", "C34", "B", ["3000404"]),
    ("S1020", "深圳市立讯达电子元件有限公司", "立讯达", "广东", "深圳", "C31", "D", ["3000104", "3000105", "3000108"]),
    ("S1021", "芜湖新兴钢板加工有限公司", "新兴钢板", "安徽", "芜湖", "C33", "C", ["3000301", "3000303"]),
    ("S1022", "香港利达电子贸易有限公司", "利达电子", "香港", "香港", "C31", "B", ["3000101", "3000107"]),
]
SUPP_STATUS = {"S1010": "淘汰", "S1020": "暂停", "S1022": "合格"}
for s in SUPPS:
    status = SUPP_STATUS.get(s[0], "合格")
    terms = {"A": random.choice(["月结60天", "月结90天"]), "B": random.choice(["月结30天", "月结60天"]),
             "C": random.choice(["月结30天", "预付款"]), "D": "预付款"}[s[6]]
    contact = person(random.choice(["男", "女"]))
    phone = random.choice(["0755", "0769", "0512", "0574", "021", "0757", "0760", "0592", "0510"]) + \
        f"-{random.randint(20000000, 89999999)}" if random.random() < 0.5 else mobile()
    add("supp", s[0], s[1], s[2], s[3], s[4], contact, phone, s[6], terms, s[5], status,
        rand_day("2012-01-01", "2022-12-31") if s[0] not in ("S1011",) else "2024-09-20")

MAT_SUPPS = {}
for s in SUPPS:
    for m in s[7]:
        MAT_SUPPS.setdefault(m, []).append(s[0])
buyers = [e for e in ACTIVE if e["post"] == "采购员"]
NEEDS = {"P100": [], "P200": [], "P300": []}
for parent, comps in BOMS.items():
    for c, _, _ in comps:
        if MAT[c]["type"] in ("ROH", "VERP") and c not in NEEDS[PLANT_OF[parent]]:
            NEEDS[PLANT_OF[parent]].append(c)
for p in NEEDS:
    NEEDS[p].sort()
    if "3000101" in NEEDS[p]:
        NEEDS[p].remove("3000101")
    if "3000114" in NEEDS[p]:
        NEEDS[p].remove("3000114")

POS = []
po_num = 4500012000
for i in range(64):
    plant = random.choices(["P100", "P200", "P300"], [4, 3, 3])[0]
    po_dt = rand_day("2024-08-01", "2025-06-25") if i % 6 else rand_day("2025-05-20", "2025-06-25")
    if i < 4:  # last orders for the old parts, before the substitutions
        mat0 = ["3000101", "3000114", "3000101", "3000114"][i]
        plant = "P200" if mat0 == "3000101" else "P100"
        po_dt = rand_day("2024-08-01", "2024-10-15")
        supp = MAT_SUPPS[mat0][i // 2 % len(MAT_SUPPS[mat0])]
    else:
        mat0 = random.choice(NEEDS[plant])
        supp = random.choice([s for s in MAT_SUPPS[mat0] if SUPP_STATUS.get(s) not in ("淘汰",)])
        if SUPP_STATUS.get(supp) == "暂停" and po_dt > "2025-03-01":
            supp = random.choice([s for s in MAT_SUPPS[mat0] if s != supp] or [supp])
    sp = next(s for s in SUPPS if s[0] == supp)
    mats = [mat0] + [m for m in sp[7] if m != mat0 and m in NEEDS[plant] and random.random() < 0.6]
    po_num += random.randint(1, 9)
    po_no = str(po_num)
    age = (d(TODAY) - d(po_dt)).days
    if age > 75:
        status = random.choices(["已关闭", "全部到货", "已取消"], [10, 3, 1])[0]
    elif age > 25:
        status = random.choices(["全部到货", "部分到货"], [3, 2])[0]
    else:
        status = random.choices(["已审批", "部分到货"], [3, 1])[0]
    curr = "USD" if supp == "S1022" else "CNY"
    lines = []
    for j, mat in enumerate(mats, 1):
        q = {"KG": random.choice([500, 1000, 2000, 3000, 5000]), "SET": random.choice([5000, 10000, 20000])}.get(
            MAT[mat]["uom"], random.choice([2000, 5000, 10000, 20000]))
        if MAT[mat]["cost"] < 0.05:
            q = random.choice([200000, 500000, 1000000])
        if mat == "3000406":
            q = random.choice([20, 30, 50])
        if MAT[mat]["cost"] > 30:
            q = random.choice([1000, 1500, 2000, 3000])
        price = round(MAT[mat]["cost"] * random.uniform(0.93, 1.06), 4 if MAT[mat]["cost"] < 1 else 2)
        if curr == "USD":
            price = round(price / 7.1, 4)
        amt = round(q * price, 2)
        req = plus(po_dt, MAT[mat]["lead_days"] if mat in MAT else 15)
        if status in ("全部到货", "已关闭"):
            rcvd = float(q)
        elif status == "部分到货":
            rcvd = float(int(q * random.choice([0.4, 0.5, 0.6]))) if j == 1 or random.random() < 0.5 else 0.0
        else:
            rcvd = 0.0
        lines.append(dict(ln=j * 10, mat=mat, q=float(q), price=price, amt=amt, req=req, rcvd=rcvd))
    if status == "部分到货" and not any(l["rcvd"] for l in lines):
        lines[0]["rcvd"] = float(int(lines[0]["q"] / 2))
    tot = round(sum(l["amt"] for l in lines), 2)
    buyer = random.choice(buyers)
    remark = random.choice([None, None, None, "急料，请优先安排", "按VMI协议送货", "含第三方检测报告", "分批送货"])
    POS.append(dict(po_no=po_no, supp=supp, plant=plant, po_dt=po_dt, status=status, lines=lines))
    add("po_hdr", po_no, supp, plant, po_dt, buyer["emp_no"], curr, 0.0 if curr == "USD" else 0.13, tot, status,
        remark)
    for l in lines:
        add("po_ln", po_no, l["ln"], l["mat"], l["q"], l["price"], l["amt"], l["req"], l["rcvd"])
rows["po_hdr"].sort(key=lambda r: r[0])
rows["po_ln"].sort(key=lambda r: (r[0], r[1]))
POS.sort(key=lambda p: p["po_no"])

# receipts
RCPTS = []
rc_seq = {}
for p in POS:
    for l in p["lines"]:
        if not l["rcvd"]:
            continue
        parts = [l["rcvd"]] if l["rcvd"] < l["q"] or random.random() < 0.6 else [
            float(int(l["rcvd"] / 2)), l["rcvd"] - float(int(l["rcvd"] / 2))]
        day = plus(p["po_dt"], max(3, MAT[l["mat"]]["lead_days"] + random.randint(-5, 6)))
        for q in parts:
            day = cap(day)
            m = yymm(day)
            rc_seq[m] = rc_seq.get(m, 0) + 1
            rcpt_no = f"GR{m}{rc_seq[m]:04d}"
            lot = f"{p['supp'][1:]}{day.replace('-', '')[2:]}{random.randint(1, 9)}"
            RCPTS.append(dict(rcpt_no=rcpt_no, po=p, ln=l, q=q, day=day, lot=lot, wh=RAW_WH[p["plant"]]))
            day = plus(day, random.randint(4, 12))
RCPTS.sort(key=lambda r: r["rcpt_no"])

# ---------------------------------------------------------------- quality inspections
DEFECTS = [
    ("D01", "虚焊", "焊接", "严重"), ("D02", "连锡", "焊接", "严重"), ("D03", "少锡", "焊接", "轻微"),
    ("D04", "元件错件", "贴装", "严重"), ("D05", "元件缺件", "贴装", "严重"), ("D06", "极性反向", "贴装", "致命"),
    ("D07", "表面划伤", "外观", "轻微"), ("D08", "缩水", "外观", "轻微"), ("D09", "飞边毛刺", "外观", "轻微"),
    ("D10", "色差", "外观", "轻微"), ("D11", "尺寸超差", "尺寸", "严重"), ("D12", "变形", "尺寸", "严重"),
    ("D13", "功能不良", "功能", "严重"), ("D14", "耐压测试击穿", "安规", "致命"), ("D15", "显示缺段", "功能", "严重"),
    ("D16", "运行异响", "功能", "轻微"), ("D17", "包装破损", "包装", "轻微"), ("D18", "标签错误", "包装", "轻微"),
    ("D19", "引脚氧化", "来料", "严重"), ("D20", "板材锈蚀", "来料", "严重"), ("D21", "焊缝开裂", "焊接", "严重"),
]
for x in DEFECTS:
    add("dfct_mstr", *x)
DF = {x[0]: x for x in DEFECTS}


def defect_pool(mat, itype):
    cat = MAT[mat]["cat"]
    if itype == "IQC":
        if cat == "C31":
            return ["D19", "D11", "D13"]
        if cat == "C32":
            return ["D10", "D13"]
        if cat == "C33":
            return ["D20", "D11", "D12"]
        if cat == "C40":
            return ["D17", "D10", "D11"]
        return ["D11", "D07", "D13"]
    if cat == "C21":
        return ["D01", "D02", "D03", "D04", "D05", "D06", "D13"]
    if cat == "C22":
        return ["D08", "D09", "D10", "D11"]
    if cat == "C23":
        return ["D12", "D11", "D07", "D21"]
    return ["D07", "D13", "D14", "D15", "D16", "D17", "D18"]


INSPS = []
inspectors = {p: [e for e in ACTIVE if e["post"] == "检验员" and e["plant"] == p] for p in ("P100", "P200", "P300")}
qi_seq = {}


def new_insp(itype, mat, day, plant, lot_qty, rcpt=None, wo=None, lot=None, bad=False):
    m = yymm(day)
    qi_seq[m] = qi_seq.get(m, 0) + 1
    insp_no = f"QI{m}{qi_seq[m]:04d}"
    if lot_qty >= 10000:
        sample = 200
    elif lot_qty >= 3000:
        sample = 125
    elif lot_qty >= 1200:
        sample = 80
    elif lot_qty >= 500:
        sample = 50
    else:
        sample = 32
    aql = "0.65" if itype != "IQC" else random.choice(["0.65", "1.0", "1.5"])
    if bad:
        ng = random.randint(3, max(4, sample // 12))
        result = random.choices(["不合格", "让步接收"], [3, 1])[0]
    else:
        ng = random.choices([0, 1, 2], [7, 2, 1])[0]
        result = "合格"
    remark = None
    if result == "让步接收":
        remark = random.choice(["轻微外观不良，经评审特采", "生产急用，挑选使用", "客户确认可接收"])
    elif result == "不合格":
        remark = random.choice(["已通知供应商整改", "已开返工单", "隔离待处理", None]) if itype == "IQC" else \
            random.choice(["已开返工单", "隔离待处理", "已通知工艺分析"])
    insp = dict(insp_no=insp_no, itype=itype, mat=mat, day=day, ng=ng, result=result, wo=wo, rcpt=rcpt,
                plant=plant, sample=sample)
    INSPS.append(insp)
    add("qc_insp", insp_no, itype, mat, rcpt, wo, lot, lot_qty, sample, ng, aql, result,
        random.choice(inspectors[plant])["emp_no"], day, remark)
    return insp


for r in RCPTS:
    if r["ln"]["mat"] in ("3000402",) and random.random() < 0.5:
        continue  # screws are free-pass material
    bad = random.random() < 0.12 or r["po"]["supp"] in ("S1020",) and random.random() < 0.6
    if r["po"]["supp"] == "S1010" and r["ln"]["mat"] == "3000114":
        bad = True
    insp = new_insp("IQC", r["ln"]["mat"], r["day"], r["po"]["plant"], r["q"], rcpt=r["rcpt_no"], lot=r["lot"],
                    bad=bad)
    r["insp"] = insp
for r in RCPTS:
    insp = r.get("insp")
    accept = r["q"]
    if insp and insp["result"] == "不合格":
        accept = 0.0
    elif insp and insp["result"] == "让步接收":
        accept = r["q"]
    elif insp and insp["ng"]:
        accept = r["q"]
    add("po_rcpt", r["rcpt_no"], r["po"]["po_no"], r["ln"]["ln"], r["ln"]["mat"], r["q"], accept, r["day"], r["wh"],
        r["lot"], pick("仓管员", r["po"]["plant"])["emp_no"])

done_wos = [w for w in WOS if w["status"] in ("生产中", "已完工", "已关闭")]
for w in random.sample(done_wos, 34):  # in-process checks
    day = cap(plus(w["act_start"], random.randint(0, max(0, w["days"] - 1))))
    plant = w["plant"]
    bad = random.random() < 0.22
    new_insp("IPQC", w["mat"], day, plant, w["qty"], wo=w["wo_no"], lot=w["wo_no"] + "-01", bad=bad)
for w in [w for w in done_wos if w["status"] in ("已完工", "已关闭")]:  # final checks
    if MAT[w["mat"]]["type"] != "FERT" or random.random() < 0.25:
        continue
    bad = random.random() < 0.15
    new_insp("FQC", w["mat"], w["act_end"], w["plant"], w["cmpl"] or w["qty"], wo=w["wo_no"], lot=w["wo_no"],
             bad=bad)
rows["qc_insp"].sort(key=lambda r: r[0])
INSPS.sort(key=lambda x: x["insp_no"])

dfct_id = 0
DFCT_ROWS = []
for insp in INSPS:
    if not insp["ng"]:
        continue
    pool = defect_pool(insp["mat"], insp["itype"])
    codes = random.sample(pool, min(len(pool), 1 if insp["ng"] < 4 else random.choice([1, 2])))
    remaining = insp["ng"]
    for k, c in enumerate(codes):
        q = remaining if k == len(codes) - 1 else max(1, remaining // 2)
        remaining -= q
        sev = DF[c][3] if random.random() < 0.8 else random.choice(["严重", "轻微"])
        if insp["itype"] == "IQC":
            disp = "让步接收" if insp["result"] == "让步接收" else "退供应商"
        elif insp["result"] == "合格":
            disp = random.choice(["返工", "返工", "报废"])
        elif insp["result"] == "让步接收":
            disp = "让步接收"
        else:
            disp = random.choice(["返工", "返工", "报废"])
        loc = None
        if MAT[insp["mat"]]["cat"] == "C21" and DF[c][2] in ("焊接", "贴装"):
            loc = random.choice(["U1", "U3", "R12", "R27", "C5", "C18", "K1", "Q2", "J4"])
        dfct_id += 1
        add("qc_dfct", dfct_id, insp["insp_no"], c, q, sev, disp, loc)
        DFCT_ROWS.append(dict(id=dfct_id, insp=insp, code=c, q=q, disp=disp))

# ---------------------------------------------------------------- rework and scrap
WO_BY_NO = {w["wo_no"]: w for w in WOS}
rw_seq = {}
for x in DFCT_ROWS:
    if x["disp"] != "返工" or not x["insp"]["wo"]:
        continue
    insp = x["insp"]
    w = WO_BY_NO[insp["wo"]]
    m = yymm(insp["day"])
    rw_seq[m] = rw_seq.get(m, 0) + 1
    qty = float(x["q"] * random.choice([1, 3, 5, 10]))
    open_dt = insp["day"]
    if open_dt > "2025-06-20":
        status = random.choice(["待返工", "返工中"])
    else:
        status = random.choices(["已完成", "返工中"], [8, 1])[0]
    close = cap(plus(open_dt, random.randint(1, 6))) if status == "已完成" else None
    passed = qty - (float(random.randint(0, 2)) if qty > 3 else 0.0) if status == "已完成" else None
    method = {"C21": random.choice(["烙铁补焊", "更换元件后补焊", "BGA返修台返修"]),
              "C22": "修边打磨", "C23": random.choice(["整形校正", "补焊打磨"])}.get(
        MAT[w["mat"]]["cat"], random.choice(["拆机更换不良部件", "重新包装", "更换标签", "重新装配并复测"]))
    wk = LN_WK[w["ln"]]
    cost = round(qty * random.uniform(2, 15), 2)
    add("rwk_ord", f"RW{m}{rw_seq[m]:03d}", w["wo_no"], insp["insp_no"], w["mat"], qty, passed, method,
        random.choice([e for e in ops_staff[wk] if e["post"] == "班组长"])["emp_no"], open_dt, close,
        cost if status == "已完成" else None, status)
rows["rwk_ord"].sort(key=lambda r: r[0])

bf_seq = {}
approvers = [MANAGERS["生产部"], MANAGERS["质量部"]]


def scrap(mat, wkshp, qty, reason, day, wo=None):
    m = yymm(day)
    bf_seq[m] = bf_seq.get(m, 0) + 1
    status = "待审批" if day > "2025-06-15" else random.choices(["已批准", "已驳回"], [12, 1])[0]
    add("scrap_rec", f"BF{m}{bf_seq[m]:03d}", wo, mat, wkshp, qty, reason, round(qty * MAT[mat]["cost"], 2), day,
        random.choice(approvers)["emp_no"] if status != "待审批" else None, status)


for x in DFCT_ROWS:
    if x["disp"] == "报废" and x["insp"]["wo"]:
        w = WO_BY_NO[x["insp"]["wo"]]
        scrap(w["mat"], LN_WK[w["ln"]], float(x["q"]), "制程不良", x["insp"]["day"], w["wo_no"])
for w in WOS:
    if w["scrap"] >= 6 and random.random() < 0.5 and w["act_start"]:
        reason = random.choices(["制程不良", "设备故障", "来料不良"], [5, 2, 2])[0]
        if w["type"] == "试产":
            reason = "试产损耗"
        scrap(w["mat"], LN_WK[w["ln"]], w["scrap"], reason, w["act_end"] or cap(plus(w["act_start"], 1)), w["wo_no"])
# inventory write-offs (no production order)
for mat, wk, qty, day in (("3000114", "W101", 240.0, "2025-03-18"), ("3000101", "W201", 1800.0, "2025-02-26"),
                          ("4000101", "W103", 350.0, "2024-12-20"), ("3000201", "W301", 125.0, "2025-01-09"),
                          ("4000105", "W103", 2600.0, "2025-04-22"), ("2000102", "W201", 160.0, "2025-05-30"),
                          ("3000404", "W303", 40.0, "2025-06-03")):
    scrap(mat, wk, qty, "呆滞过期" if mat not in ("3000201", "3000404") else "来料不良", day)
rows["scrap_rec"].sort(key=lambda r: r[0])

# ---------------------------------------------------------------- shipments
carriers = ["顺丰快运", "德邦物流", "安能物流", "中通快运", "京东物流"]
dn_seq = {}
for s in SOS:
    for l in s["lines"]:
        if not l["shipped"]:
            continue
        parts = [l["shipped"]] if l["shipped"] < 400 or random.random() < 0.6 else [
            float(int(l["shipped"] * 0.6)), l["shipped"] - float(int(l["shipped"] * 0.6))]
        day = plus(s["so_dt"], random.randint(2, 8))
        for k, q in enumerate(parts):
            day = cap(day)
            m = yymm(day)
            dn_seq[m] = dn_seq.get(m, 0) + 1
            wh_cd = FG_WH[PLANT_OF[l["mat"]]]
            if s["dist"][2] == "华南" and PLANT_OF[l["mat"]] == "P100" and random.random() < 0.5:
                wh_cd = "WH90"
            age = (d(TODAY) - d(day)).days
            if age > 10:
                status = "已签收" if random.random() < 0.96 else "拒收"
            elif age > 2:
                status = random.choice(["运输中", "已签收"])
            else:
                status = "已出库"
            sign = cap(plus(day, random.randint(2, 6))) if status == "已签收" else None
            carrier = random.choice(carriers)
            waybill = {"顺丰快运": "SF", "德邦物流": "DPK", "安能物流": "AN", "中通快运": "ZTO", "京东物流": "JDV"}[carrier] + \
                f"{random.randint(10**11, 10**12 - 1)}"
            freight = round(q * MAT[l["mat"]]["cost"] * random.uniform(0.012, 0.03) + 150, 2)
            add("shpmt", f"DN{m}{dn_seq[m]:04d}", s["so_no"], l["ln"], l["mat"], q, wh_cd, day, carrier, waybill,
                s["dist"][4], freight, sign, status)
            day = plus(day, random.randint(5, 15))
rows["shpmt"].sort(key=lambda r: r[0])

# ---------------------------------------------------------------- stock transfers
xfer_seq = {}
XFER_ROUTES = [("WH22", "WH11", ["2000101", "2000102", "2000103", "2000104", "2000105"]),
               ("WH22", "WH31", ["2000106"]),
               ("WH32", "WH11", ["2000201", "2000202", "2000203", "2000301", "2000302"]),
               ("WH12", "WH90", ["1000101", "1000102", "1000201", "1000202", "1000301"]),
               ("WH33", "WH90", ["1000401"]),
               ("WH33", "WH12", ["1000401", "1000501"]),
               ("WH11", "WH13", ["3000114", "4000101"]),
               ("WH21", "WH23", ["3000101", "3000105"]),
               ("WH31", "WH11", ["3000301", "3000202"])]
for i in range(44):
    frm, to, mats = random.choices(XFER_ROUTES, [8, 3, 6, 5, 2, 2, 1, 1, 1])[0]
    mat = random.choice(mats)
    req = rand_day("2024-07-01", "2025-06-28")
    m = yymm(req)
    xfer_seq[m] = xfer_seq.get(m, 0) + 1
    qty = float(random.choice([200, 500, 800, 1000, 1500, 2000, 3000]))
    if MAT[mat]["uom"] == "KG":
        qty = float(random.choice([500, 1000, 2000]))
    if req > "2025-06-24":
        status = random.choice(["已申请", "在途"])
    else:
        status = random.choices(["已签收", "已取消"], [15, 1])[0]
    ship = plus(req, random.randint(0, 2)) if status in ("在途", "已签收") else None
    recv = cap(plus(ship, 1 if WH_PLANT[frm] == WH_PLANT[to] else random.randint(2, 4))) if status == "已签收" else None
    add("stk_xfer", f"DB{m}{xfer_seq[m]:03d}", frm, to, mat, qty, pick("仓管员", WH_PLANT[frm])["emp_no"], req, ship,
        recv, status)
rows["stk_xfer"].sort(key=lambda r: r[0])

# ---------------------------------------------------------------- inventory movements
mv = []
for r in RCPTS:
    insp = r.get("insp")
    if insp and insp["result"] == "不合格":
        continue
    mv.append(("101", "采购入库", r["ln"]["mat"], r["wh"], "入", r["q"], r["day"], r["rcpt_no"], r["po"]["plant"]))
for w in WOS:
    if w["status"] in ("已完工", "已关闭") and w["act_end"] and random.random() < 0.7:
        wh = FG_WH.get(w["plant"]) if MAT[w["mat"]]["type"] == "FERT" else SEMI_WH[w["plant"]]
        mv.append(("131", "完工入库", w["mat"], wh, "入", w["cmpl"], w["act_end"], w["wo_no"], w["plant"]))
    if w["act_start"] and random.random() < 0.45:
        comps = [c for c in BOMS[w["mat"]] if MAT[c[0]]["type"] in ("ROH", "HALB")]
        c, q, _ = random.choice(comps)
        if c in ("3000101", "3000114") and w["bom"] != OLD_BOMS.get(w["mat"]):
            c = {"3000101": "3000102", "3000114": "3000115"}[c]
        wh = RAW_WH[w["plant"]] if MAT[c]["type"] == "ROH" else (
            SEMI_WH.get(w["plant"]) or "WH11")
        mv.append(("261", "生产领料", c, wh, "出", round(w["qty"] * q, 3), w["act_start"], w["wo_no"], w["plant"]))
for r in rows["shpmt"]:
    if random.random() < 0.45:
        mv.append(("601", "销售发货", r[3], r[5], "出", r[4], r[6], r[0], WH_PLANT[r[5]]))
for r in rows["scrap_rec"]:
    if r[9] == "已批准":
        wh = NG_WH[WK_PLANT[r[3]]]
        mv.append(("551", "报废出库", r[2], wh, "出", r[4], r[7], r[0], WK_PLANT[r[3]]))
mv.sort(key=lambda x: (x[6], x[7]))
keepers = {p: [e for e in ACTIVE if e["post"] == "仓管员" and e["plant"] == p] for p in ("P100", "P200", "P300")}
assert len(mv) >= 200, len(mv)
mv = sorted(random.sample(mv, 200), key=lambda x: (x[6], x[7]))
for i, x in enumerate(mv):
    add("inv_mvmt", str(4900081000 + i * 3 + random.randint(0, 2)), x[0], x[1], x[2], x[3], x[4], x[5],
        round(x[5] * MAT[x[2]]["cost"], 2), x[6], x[7], random.choice(keepers[x[8]])["emp_no"])

# ---------------------------------------------------------------- inventory balances
BAL = {}
for wh, plant in (("WH11", "P100"), ("WH21", "P200"), ("WH31", "P300")):
    for mat in NEEDS[plant]:
        BAL[(wh, mat)] = None
for mat in ("3000101",):
    BAL[("WH21", mat)] = None
for mat in ("3000114",):
    BAL[("WH11", mat)] = None
for mat in MAT:
    if MAT[mat]["type"] == "HALB":
        BAL[(SEMI_WH[PLANT_OF[mat]], mat)] = None
        if PLANT_OF[mat] in ("P200", "P300") and mat != "2000106":
            BAL[("WH11", mat)] = None
    if MAT[mat]["type"] == "FERT":
        BAL[(FG_WH[PLANT_OF[mat]], mat)] = None
        if PLANT_OF[mat] == "P100" and MAT[mat]["status"] == "启用" and mat != "1000103":
            BAL[("WH90", mat)] = None
for k in (("WH13", "3000114"), ("WH13", "4000101"), ("WH13", "1000101"), ("WH23", "3000101"), ("WH23", "2000101"),
          ("WH23", "3000105"), ("WH13", "2000201")):
    BAL[k] = None
for mat in ("3000402", "3000401"):
    BAL[("WH34", mat)] = None
for (wh, mat) in sorted(BAL):
    qty = float(int((MAT[mat]["safety"] or 500) * random.uniform(0.3, 2.5)))
    if mat in ("3000101", "3000114", "1000402"):
        qty = float(random.choice([120, 240, 360, 860]))
    if wh in ("WH13", "WH23"):
        qty = float(random.randint(20, 400))
    if MAT[mat]["uom"] == "KG" and mat != "3000406":
        qty = round(qty * random.uniform(0.8, 1.2), 1)
    frozen = float(int(qty * random.choice([0.05, 0.1, 0.2]))) if random.random() < 0.15 else 0.0
    if wh in ("WH13", "WH23"):
        frozen = qty
    loc = {"原材料库": "A", "半成品库": "B", "成品库": "F", "不良品库": "N", "备件库": "S", "中转仓": "T"}[
        next(w[3] for w in WHS if w[0] == wh)] + f"{random.randint(1, 12):02d}-{random.randint(1, 6):02d}"
    last_in = rand_day("2025-04-01", "2025-06-29")
    if mat in ("3000101", "3000114", "1000402"):
        last_in = rand_day("2024-08-20", "2024-12-20")
    last_out = rand_day(last_in, "2025-06-30") if random.random() < 0.85 and mat not in ("1000402",) else None
    add("inv_bal", wh, mat, loc, qty, frozen, last_in, last_out, "2025-06-30")

# ---------------------------------------------------------------- energy
METERS = [("W101", "电"), ("W102", "电"), ("W103", "电"), ("W201", "电"), ("W201", "压缩空气"), ("W202", "电"),
          ("W203", "电"), ("W301", "电"), ("W301", "水"), ("W301", "压缩空气"), ("W302", "电"), ("W302", "天然气"),
          ("W303", "电"), ("W102", "水")]
BASE_USE = {"W101": 52000, "W102": 46000, "W103": 12000, "W201": 138000, "W202": 41000, "W203": 15000,
            "W301": 265000, "W302": 96000, "W303": 38000}
mtr_cnt = {}
readers = {p: person(random.choice(["男", "女"])) for p in ("P100", "P200", "P300")}
rdg_id = 0
for wk, kind in METERS:
    mtr_cnt[wk] = mtr_cnt.get(wk, 0) + 1
    mtr_cd = f"EM{wk[1:]}{mtr_cnt[wk]:02d}"
    uom = {"电": "kWh", "水": "吨", "天然气": "立方米", "压缩空气": "立方米"}[kind]
    ratio = {"电": random.choice([40.0, 80.0, 120.0]), "水": 1.0, "天然气": 1.0, "压缩空气": 10.0}[kind]
    wname = next(w[1] for w in WKSHPS if w[0] == wk)
    suffix = {"电": "总电表", "水": "总水表", "天然气": "天然气表", "压缩空气": "压缩空气流量计"}[kind]
    add("energy_mtr", mtr_cd, wname + suffix,
        kind, wk, uom, ratio, rand_day("2015-01-01", "2021-12-31") if WK_PLANT[wk] != "P300" else "2018-03-20")
    base = {"电": BASE_USE[wk], "水": 2600 if wk == "W301" else 900, "天然气": 21000,
            "压缩空气": 380000 if wk == "W301" else 210000}[kind]
    price = {"电": 0.72 if WK_PLANT[wk] == "P100" else (0.69 if WK_PLANT[wk] == "P200" else 0.65), "水": 4.3,
             "天然气": 3.85, "压缩空气": 0.13}[kind]
    reading = round(random.uniform(10000, 90000), 1)
    for k in range(12):
        year, month = (2024, 6 + k) if k < 7 else (2025, k - 6)
        season = 1.18 if month in (7, 8) else (0.82 if month == 2 else 1.0)
        use = round(base * season * random.uniform(0.88, 1.12), 1)
        if wk == "W201" and kind == "电" and (year, month) >= (2025, 3):
            use = round(use * 0.9, 1)  # SMT-3 line under refit
        raw = round(use / ratio, 1)
        prev, reading = reading, round(reading + raw, 1)
        usage = round((reading - prev) * ratio, 1)
        rdg_id += 1
        nxt = (year + (month == 12), month % 12 + 1)
        rdg_dt = f"{nxt[0]}-{nxt[1]:02d}-0{random.randint(1, 3)}"
        add("energy_rdg", rdg_id, mtr_cd, f"{year}-{month:02d}", rdg_dt, prev, reading, usage, price,
            round(usage * price, 2), readers[WK_PLANT[wk]])

# ---------------------------------------------------------------- engineering change notices
eng = [e for e in ACTIVE if e["post"] == "工艺工程师"]
eng_mgr = [e for e in EMPS if e["post"] == "经理" and e["dept"] == "工程部"]
ECNS = [
    ("MCU国产化替代：STM32F030更换为GD32F103", "物料替代", "供应短缺", "3000101", "3000102", "2000101", "2024-09-02", "已实施", "用完为止"),
    ("空气炸锅控制板MCU替代", "物料替代", "降本", "3000101", "3000102", "2000104", "2024-09-05", "已实施", "用完为止"),
    ("电饭煲主控板MCU替代", "物料替代", "降本", "3000101", "3000102", "2000105", "2024-09-05", "已实施", "用完为止"),
    ("电磁炉主板MCU替代", "物料替代", "供应短缺", "3000101", "3000102", "2000106", "2024-09-06", "已实施", "立即切换"),
    ("微波炉20L磁控管切换为2M246", "物料替代", "质量改善", "3000114", "3000115", "1000101", "2024-11-20", "已实施", "报废"),
    ("微波炉23L磁控管切换为2M246", "物料替代", "质量改善", "3000114", "3000115", "1000102", "2024-11-20", "已实施", "报废"),
    ("空气炸锅增加PC可视窗", "设计变更", "客户要求", None, "3000203", "1000201", "2025-05-12", "评审中", None),
    ("微波炉前面板ABS改PP降本", "物料替代", "降本", "3000201", "3000202", "2000201", "2025-04-08", "已驳回", None),
    ("电源线统一为1.2m国标线", "BOM变更", "法规要求", None, "3000401", "1000301", "2024-08-15", "已实施", "立即切换"),
    ("SMT回流焊温度曲线优化", "工艺变更", "质量改善", None, None, None, "2024-10-10", "已实施", None),
    ("注塑前面板保压时间调整", "工艺变更", "质量改善", None, None, None, "2025-01-14", "已实施", None),
    ("电磁炉底座材料ABS改PP", "物料替代", "降本", "3000201", "3000202", "2000204", "2025-06-10", "草稿", None),
    ("彩盒由五层改三层瓦楞", "物料替代", "降本", "4000101", "4000103", "1000101", "2025-03-03", "已批准", "用完为止"),
    ("IH电饭煲线圈盘供应商切换", "BOM变更", "供应短缺", None, "3000404", "1000302", "2025-02-20", "已实施", "用完为止"),
    ("变频微波炉电源板改四层板", "设计变更", "质量改善", "3000110", "3000111", "2000103", "2023-03-01", "已实施", "立即切换"),
    ("说明书改为A5双色印刷", "BOM变更", "降本", None, "4000105", None, "2024-07-22", "已实施", "用完为止"),
    ("电热水壶发热盘改为304不锈钢", "设计变更", "法规要求", None, "3000407", "1000501", "2024-12-02", "已批准", "立即切换"),
]
ecn_seq = {}
for title, ctype, rsn, old, new, parent, apply_dt, status, disp in sorted(ECNS, key=lambda e: e[6]):
    ecn_seq[apply_dt[:4]] = ecn_seq.get(apply_dt[:4], 0) + 1
    bom = CURRENT_BOM.get(parent) if parent else None
    if parent and parent in OLD_BOMS and status == "已实施":
        bom = OLD_BOMS[parent]
    if parent == "1000201":
        bom = DRAFT_BOM
    apprv = random.choice(eng_mgr)["emp_no"] if status in ("已批准", "已实施", "已驳回") else None
    apprv_dt = plus(apply_dt, random.randint(3, 15)) if apprv else None
    eff = None
    if status in ("已批准", "已实施"):
        eff = plus(apprv_dt, random.randint(10, 40))
        if old in ("3000101",):
            eff = "2024-11-01"
        if old == "3000114":
            eff = "2025-01-01"
    applicant = random.choice([e for e in eng if e["plant"] == (PLANT_OF.get(parent) if parent else "P200")] or eng)
    add("ecn", f"ECN{apply_dt[:4]}{ecn_seq[apply_dt[:4]]:03d}", title, ctype, rsn, old, new, bom, applicant["emp_no"], apprv, apply_dt,
        apprv_dt, eff, disp, status)
rows["ecn"].sort(key=lambda r: r[0])


# ---------------------------------------------------------------- write
def lit(v):
    if v is None:
        return "NULL"
    if isinstance(v, float):
        return repr(int(v)) + ".0" if v == int(v) and abs(v) < 1e15 else repr(v)
    if isinstance(v, int):
        return str(v)
    return "'" + str(v).replace("'", "''") + "'"


ORDER = ["plant", "wkshp", "prod_ln", "wc", "eqp", "emp", "mnt_ord", "shift", "shift_sched", "mat_cat", "mat_mstr",
         "bom_hdr", "bom_ln", "rtg_hdr", "rtg_op", "wo_hdr", "wo_hist", "wo_op_rpt", "qc_insp", "dfct_mstr",
         "qc_dfct", "rwk_ord", "scrap_rec", "supp", "po_hdr", "po_ln", "po_rcpt", "wh", "inv_bal", "inv_mvmt",
         "stk_xfer", "dist", "so_hdr", "so_ln", "shpmt", "energy_mtr", "energy_rdg", "ecn"]
assert sorted(ORDER) == sorted(rows), set(rows) ^ set(ORDER)

text = (HERE / "schema.sql").read_text(encoding="utf-8")
ddl = text[: text.index(MARKER) + len(MARKER)]
out = [ddl, ""]
for table in ORDER:
    assert 5 <= len(rows[table]) <= 200, (table, len(rows[table]))
    for r in rows[table]:
        out.append(f"INSERT INTO {table} VALUES ({', '.join(lit(v) for v in r)});")
    out.append("")
(HERE / "schema.sql").write_text("\n".join(out), encoding="utf-8")
for table in ORDER:
    print(f"{table:12s} {len(rows[table])}")
