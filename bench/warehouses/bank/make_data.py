"""Generate the INSERTs of the bank (城商行零售及小微) warehouse and append them to schema.sql.

Standard library only, seeded: re-running rewrites the same data. Everything after the marker
line of schema.sql is replaced. The data date (数据日) is 2025-03-31.
"""

import datetime as dt
import random
from pathlib import Path

random.seed(20250331)
HERE = Path(__file__).resolve().parent
MARKER = "-- 数据（由 make_data.py 生成）"
TODAY = "2025-03-31"

rows: dict[str, list[tuple]] = {}


def add(table, *values):
    rows.setdefault(table, []).append(values)


def d(s):
    return dt.date.fromisoformat(s)


def iso(day):
    return day.isoformat()


def rand_day(start, end):
    a, b = d(start), d(end)
    return iso(a + dt.timedelta(days=random.randint(0, (b - a).days)))


def plus_days(s, n):
    return iso(d(s) + dt.timedelta(days=n))


def plus_months(s, n):
    day = d(s)
    m = day.month - 1 + n
    y, m = day.year + m // 12, m % 12 + 1
    last = [31, 29 if y % 4 == 0 else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    return iso(dt.date(y, m, min(day.day, last)))


def month_end(y, m):
    return iso(dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1))


def money(lo, hi, step=100):
    return float(random.randint(lo // step, hi // step) * step)


def mobile():
    return f"1{random.choice([3, 5, 7, 8, 9])}{random.randint(100000000, 999999999)}"


# ---------------------------------------------------------------- names
SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢金应")
GIVEN_M = list("伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆旭宁龙林阳晨哲睿博文轩建国荣")
GIVEN_F = list("芳娜敏静丽艳娟霞秀玲燕婷雪琳颖倩慧洁佳欣怡萱瑶晶璐蕾菲彤悦楠月")
used_names = set()


def person(gender):
    pool = GIVEN_M if gender == "男" else GIVEN_F
    while True:
        given = random.choice(pool) + (random.choice(pool) if random.random() < 0.75 else "")
        name = random.choice(SURNAMES) + given
        if name not in used_names:
            used_names.add(name)
            return name


# ---------------------------------------------------------------- 区域 / 网点
REGIONS = [
    ("R01", "椒江区域", "台州", "总行直辖", "2008-05-18"),
    ("R02", "黄岩路桥区域", "台州", "总行直辖", "2009-03-01"),
    ("R03", "温岭玉环区域", "台州", "总行直辖", "2011-06-20"),
    ("R04", "临海三门区域", "台州", "总行直辖", "2012-09-10"),
    ("R05", "杭州分行", "杭州", "异地分行", "2016-11-28"),
    ("R06", "宁波分行", "宁波", "异地分行", "2019-04-16"),
]
REGION_CITY = {r[0]: r[2] for r in REGIONS}
for r in REGIONS:
    add("区域", r[0], r[1], r[2], r[3], person("男" if random.random() < 0.7 else "女"), r[4])

# (网点号, 名称, 区域, 类型, 地址, 开业, 状态, 现金, 柜台)
BRANCHES = [
    ("B001", "总行营业部", "R01", "支行", "台州市椒江区市府大道388号", "2008-05-18", "营业中", "是", 12),
    ("B002", "海门支行", "R01", "支行", "台州市椒江区东海大道215号", "2009-08-08", "营业中", "是", 6),
    ("B003", "白云社区支行", "R01", "社区支行", "台州市椒江区白云山南路66号", "2015-12-01", "营业中", "否", 2),
    ("B004", "椒江小微专营支行", "R01", "小微专营支行", "台州市椒江区开发大道东段512号", "2017-03-15", "营业中", "是", 4),
    ("B005", "黄岩支行", "R02", "支行", "台州市黄岩区劳动北路118号", "2009-03-01", "营业中", "是", 7),
    ("B006", "路桥支行", "R02", "支行", "台州市路桥区路桥大道299号", "2010-01-18", "营业中", "是", 7),
    ("B007", "路桥小商品市场分理处", "R02", "分理处", "台州市路桥区商城街8号", "2012-05-20", "营业中", "是", 3),
    ("B008", "黄岩西城社区支行", "R02", "社区支行", "台州市黄岩区西城街道青年路21号", "2016-06-06", "已撤并", "否", 2),
    ("B009", "温岭支行", "R03", "支行", "温岭市太平街道万昌中路168号", "2011-06-20", "营业中", "是", 8),
    ("B010", "泽国支行", "R03", "支行", "温岭市泽国镇文昌路55号", "2013-10-10", "营业中", "是", 4),
    ("B011", "玉环支行", "R03", "支行", "玉环市玉城街道广陵路77号", "2012-12-12", "营业中", "是", 5),
    ("B012", "楚门分理处", "R03", "分理处", "玉环市楚门镇中山东路19号", "2014-04-28", "暂停营业", "是", 2),
    ("B013", "临海支行", "R04", "支行", "临海市古城街道赤城路200号", "2012-09-10", "营业中", "是", 6),
    ("B014", "杜桥分理处", "R04", "分理处", "临海市杜桥镇杜南大道36号", "2014-08-18", "营业中", "是", 3),
    ("B015", "三门支行", "R04", "支行", "三门县海游街道广场路12号", "2015-05-05", "营业中", "是", 4),
    ("B016", "杭州分行营业部", "R05", "支行", "杭州市上城区钱江路639号", "2016-11-28", "营业中", "是", 8),
    ("B017", "杭州滨江支行", "R05", "支行", "杭州市滨江区江南大道3850号", "2018-07-01", "营业中", "是", 4),
    ("B018", "杭州余杭小微专营支行", "R05", "小微专营支行", "杭州市余杭区文一西路1500号", "2020-09-09", "营业中", "否", 2),
    ("B019", "宁波分行营业部", "R06", "支行", "宁波市鄞州区宁东路268号", "2019-04-16", "营业中", "是", 6),
    ("B020", "宁波北仑支行", "R06", "支行", "宁波市北仑区新碶街道明州路88号", "2021-01-08", "营业中", "是", 3),
]
BR = {b[0]: b for b in BRANCHES}
BR_CITY = {b[0]: REGION_CITY[b[2]] for b in BRANCHES}
OPEN_BR = [b[0] for b in BRANCHES if b[6] == "营业中"]
MERGED_INTO = {"B008": "B005"}
CASH_BR = [b[0] for b in BRANCHES if b[7] == "是" and b[6] != "已撤并"]
AREA_CODE = {"台州": "0576", "杭州": "0571", "宁波": "0574"}

# ---------------------------------------------------------------- staff
STAFF = []  # dicts
emp_seq = 0


def new_staff(branch, dept, position, grade, hire_lo="2008-06-01", hire_hi="2024-07-01", left=False):
    global emp_seq
    emp_seq += 1
    gender = "男" if random.random() < 0.5 else "女"
    lo = max(hire_lo, BR[branch][5])
    hire = rand_day(lo, max(hire_hi, plus_days(lo, 200)))
    s = {"emp_no": f"E{emp_seq:04d}", "name": person(gender), "gender": gender, "branch": branch,
         "dept": dept, "position": position, "grade": grade,
         "edu": random.choices(["大专", "本科", "硕士"], [1, 6, 2])[0], "hire": hire,
         "leave": None, "status": "在职"}
    if left:
        s["leave"] = rand_day(plus_days(hire, 400), "2025-02-28")
        s["status"] = "离职"
    STAFF.append(s)
    return s


HEADS = {}
for b in BRANCHES:
    bid = b[0]
    if b[6] == "已撤并":  # merged away in 2023: only its former head remains on record
        HEADS[bid] = new_staff(bid, "个人金融部", "支行行长", "P6", hire_hi="2016-12-31")
        HEADS[bid].update(leave="2023-08-31", status="离职")
        continue
    HEADS[bid] = new_staff(bid, "营业部" if bid == "B001" else "个人金融部", "支行行长",
                           random.choice(["P6", "P7"]), hire_hi="2016-12-31")
    n_teller = 0 if b[7] == "否" else (3 if bid in ("B001", "B016") else 2)
    for _ in range(n_teller):
        new_staff(bid, "营业部", "柜员", random.choice(["P2", "P3", "P4"]))
    if b[7] == "否":
        new_staff(bid, "营业部", "柜员", "P3")
    if b[8] >= 4:
        new_staff(bid, "营业部", "大堂经理", random.choice(["P3", "P4"]))
    n_cm = 2 if b[3] == "小微专营支行" or b[8] >= 6 else 1
    for _ in range(n_cm):
        new_staff(bid, "公司金融部" if b[3] == "小微专营支行" else "个人金融部", "客户经理",
                  random.choice(["P3", "P4", "P5"]), hire_hi="2023-06-30")
    if b[8] >= 5:
        new_staff(bid, "个人金融部", "理财经理", random.choice(["P4", "P5"]), hire_hi="2023-06-30")
    if b[7] == "是" and b[8] >= 6:
        new_staff(bid, "运营管理部", "运营主管", "P5", hire_hi="2020-12-31")
for _ in range(5):
    new_staff("B001", "风险管理部", "信贷审批员", random.choice(["P5", "P6"]), hire_hi="2018-12-31")
for _ in range(4):
    new_staff("B001", "资产保全部", "催收专员", random.choice(["P3", "P4"]), hire_hi="2022-12-31")
for _ in range(3):
    new_staff("B001", "信用卡中心", "客户经理", "P4", hire_hi="2022-12-31")
# some people who left
for bid in random.sample([b for b in OPEN_BR if b != "B001"], 6):
    new_staff(bid, "营业部", random.choice(["柜员", "客户经理", "理财经理"]), "P3",
              hire_hi="2021-12-31", left=True)
new_staff("B001", "风险管理部", "信贷审批员", "P5", hire_hi="2016-12-31", left=True)
for s in STAFF:
    add("staff", s["emp_no"], s["name"], s["gender"], s["branch"], s["dept"], s["position"],
        s["grade"], s["edu"], s["hire"], s["leave"], s["status"], mobile())
ACTIVE = [s for s in STAFF if s["status"] == "在职"]
EMP = {s["emp_no"]: s for s in STAFF}


def staff_at(branch, *positions, active=True):
    return [s for s in STAFF if s["branch"] == branch and s["position"] in positions
            and (s["status"] == "在职" or not active)]


APPROVERS = [s for s in STAFF if s["position"] == "信贷审批员"]
COLLECTORS = [s["emp_no"] for s in ACTIVE if s["position"] == "催收专员"]

# ---------------------------------------------------------------- 客户经理
CMS = []  # (cm_no, staff)
cm_seq = 0
for s in STAFF:
    if s["position"] == "客户经理":
        cm_seq += 1
        cm_no = f"CM{cm_seq:03d}"
        level = random.choices(["初级", "中级", "高级", "资深"], [3, 4, 3, 1])[0]
        kind = "小微" if s["dept"] == "公司金融部" else ("零售" if random.random() < 0.6 else "综合")
        cert = random.choice(["AFP", "CFP", "银行从业资格", "银行从业资格", None])
        start = rand_day(s["hire"], "2024-01-31") if s["hire"] < "2024-01-31" else s["hire"]
        cap = {"初级": 150, "中级": 250, "高级": 350, "资深": 500}[level]
        grade = None if s["status"] == "离职" else random.choices("ABCD", [2, 5, 2, 1])[0]
        add("客户经理", cm_no, s["emp_no"], level, kind, cert, start, cap, grade)
        CMS.append((cm_no, s))
CM_BY_BRANCH = {}
for cm_no, s in CMS:
    if s["status"] == "在职":
        CM_BY_BRANCH.setdefault(s["branch"], []).append(cm_no)
CM_BRANCH = {cm: s["branch"] for cm, s in CMS}


def cm_for(branch):
    if branch in CM_BY_BRANCH:
        return random.choice(CM_BY_BRANCH[branch])
    region = BR[branch][2]
    pool = [c for b, cs in CM_BY_BRANCH.items() if BR[b][2] == region for c in cs]
    return random.choice(pool)


# ---------------------------------------------------------------- 币种 / fx_rate
CCYS = [("CNY", "人民币", "¥", "否", 1), ("USD", "美元", "$", "是", 100),
        ("EUR", "欧元", "€", "是", 100), ("JPY", "日元", "¥", "是", 100),
        ("HKD", "港币", "HK$", "是", 100), ("GBP", "英镑", "£", "是", 100),
        ("AUD", "澳大利亚元", "A$", "是", 100)]
for c in CCYS:
    add("币种", *c)
MID_BASE = {"USD": 711.0, "EUR": 772.0, "JPY": 4.72, "HKD": 91.0, "GBP": 905.0, "AUD": 468.0}
RATE = {}  # (ccy, yyyy-mm) -> mid
rate_id = 0
for ccy, base in MID_BASE.items():
    level = base
    for k in range(12):
        y, m = (2024, 4 + k) if 4 + k <= 12 else (2025, k - 8)
        level *= 1 + random.uniform(-0.012, 0.014)
        mid = round(level, 4 if ccy == "JPY" else 2)
        RATE[(ccy, f"{y}-{m:02d}")] = mid
        rate_id += 1
        nd = 4 if ccy == "JPY" else 2
        add("fx_rate", rate_id, ccy, month_end(y, m), round(mid * 0.9975, nd),
            round(mid * 0.9820, nd), round(mid * 1.0025, nd), mid)

# ---------------------------------------------------------------- 客户 (individuals)
JOBS = ["企业职员"] * 6 + ["个体工商户"] * 4 + ["公务员", "教师", "教师", "医生", "自由职业",
                                                 "退休", "退休", "农户", "学生"]
INCOME = {"企业职员": (60000, 260000), "个体工商户": (80000, 800000), "公务员": (100000, 220000),
          "教师": (90000, 200000), "医生": (150000, 400000), "自由职业": (40000, 300000),
          "退休": (36000, 90000), "农户": (30000, 120000), "学生": (0, 20000)}
CUSTS = []
for i in range(1, 131):
    gender = "男" if random.random() < 0.52 else "女"
    job = random.choice(JOBS)
    birth = rand_day("1950-01-01", "1965-12-31") if job == "退休" else (
        rand_day("2000-01-01", "2005-12-31") if job == "学生" else rand_day("1965-01-01", "1999-12-31"))
    branch = random.choice(OPEN_BR + ["B001", "B002", "B005", "B006", "B009", "B008", "B012"])
    city = BR_CITY[branch] if random.random() < 0.88 else random.choice(["温州", "上海", "金华", "绍兴"])
    idtype = random.choices(["居民身份证", "护照", "港澳居民来往内地通行证"], [40, 1, 1])[0]
    if idtype == "居民身份证":
        idno = f"3310{random.randint(0, 9)}{random.randint(1, 9)}{birth.replace('-', '')}{random.randint(100, 999)}{random.choice('0123456789X')}"
    elif idtype == "护照":
        idno = f"E{random.randint(10000000, 99999999)}"
    else:
        idno = f"H{random.randint(10000000, 99999999)}"
    income = float(round(random.uniform(*INCOME[job]), -3))
    open_date = rand_day(max(BR[branch][5], plus_days(birth, 18 * 365)), "2024-12-31")
    level = random.choices(["普通", "金卡", "白金", "钻石"], [10, 5, 2, 0.6])[0]
    status = random.choices(["正常", "冻结", "已销户"], [112, 3, 8])[0]
    c = {"no": f"P{10000 + i}", "name": person(gender), "gender": gender, "birth": birth,
         "job": job, "branch": branch, "cm": cm_for(branch), "level": level, "open": open_date,
         "status": status, "city": city, "income": income}
    CUSTS.append(c)
    add("客户", c["no"], c["name"], gender, birth, idtype, idno, mobile(), city, job, income,
        branch, c["cm"], level, open_date, status)
CUST = {c["no"]: c for c in CUSTS}
LIVE = [c for c in CUSTS if c["status"] != "已销户"]
ADULT_LIVE = [c for c in LIVE if c["job"] != "学生"]

# ---------------------------------------------------------------- corp_cust
ZIHAO = ["恒达", "永兴", "华泰", "鑫源", "瑞丰", "宏远", "金誉", "博川", "立信", "海诚", "天和", "众成",
         "科迈", "嘉禾", "锦程", "汇通", "新锐", "东升", "益达", "百川", "力拓", "盛世", "春晖", "方圆",
         "合力", "远航", "德润", "明泰", "星辰", "绿源", "精工", "安泰", "伟业", "旺达", "顺发", "佳和"]
IND_WORDS = {"制造业": ["塑料制品", "模具", "汽摩配件", "缝制设备", "阀门", "眼镜"],
             "批发零售": ["贸易", "商贸", "日用品"], "建筑业": ["建筑工程", "装饰工程"],
             "交通运输": ["物流", "运输"], "住宿餐饮": ["餐饮管理", "酒店管理"],
             "信息技术": ["网络科技", "信息技术"], "农林牧渔": ["农业开发", "水产养殖"]}
DISTRICTS = {"台州": ["椒江", "黄岩", "路桥", "温岭", "玉环", "临海", "三门"], "杭州": ["滨江", "余杭", "西湖"],
             "宁波": ["北仑", "鄞州"]}
CORPS = []
owners = random.sample([c for c in ADULT_LIVE if c["job"] in ("个体工商户", "企业职员", "自由职业")], 30)
for i in range(1, 37):
    industry = random.choices(list(IND_WORDS), [10, 6, 3, 3, 3, 3, 2])[0]
    ctype = random.choices(["有限责任公司", "股份有限公司", "个人独资企业", "合伙企业"], [12, 1, 3, 1])[0]
    branch = random.choice([b for b in OPEN_BR if BR[b][3] in ("小微专营支行", "支行")])
    city = BR_CITY[branch]
    word = random.choice(IND_WORDS[industry])
    place = random.choice(DISTRICTS[city])
    zh = ZIHAO[i - 1]
    if ctype == "个人独资企业":
        name = f"{city}市{place}区{zh}{word}厂" if place in ("椒江", "黄岩", "路桥", "滨江", "余杭", "西湖", "北仑", "鄞州") else f"{place}市{zh}{word}厂"
    else:
        prefix = f"浙江{zh}" if ctype == "股份有限公司" else f"{city}{zh}"
        name = prefix + word + ("股份有限公司" if ctype == "股份有限公司" else
                                ("有限公司" if ctype == "有限责任公司" else "企业（普通合伙）"))
    owner = owners[i - 1] if i <= len(owners) else None
    legal = owner["name"] if owner else person("男")
    scale = random.choices(["中型", "小型", "微型"], [1, 5, 4] if ctype != "个人独资企业" else [0, 1, 3])[0]
    cap = {"中型": (2000, 8000), "小型": (200, 2000), "微型": (10, 200)}[scale]
    found = rand_day("2003-01-01", "2022-12-31")
    open_date = rand_day(max(found, BR[branch][5]), "2024-10-31")
    status = random.choices(["正常", "冻结", "已销户"], [32, 1, 2])[0]
    rating = random.choices(["AAA", "AA", "A", "BBB", "BB", "未评级"], [2, 6, 8, 6, 2, 3])[0]
    uscc = "91331" + f"{random.randint(0, 99):02d}" + f"{random.randint(10, 99)}" + \
        "".join(random.choice("0123456789ABCDEFGHJKLMNPQRTUWXY") for _ in range(9))
    cm = random.choice(CM_BY_BRANCH.get(branch) or [cm_for(branch)])
    co = {"no": f"C{20000 + i}", "name": name, "branch": branch, "owner": owner, "status": status,
          "open": open_date, "industry": industry, "cm": cm}
    CORPS.append(co)
    add("corp_cust", co["no"], name, uscc, ctype, industry, scale, float(round(random.uniform(*cap))),
        legal, found, city, f"{AREA_CODE[city]}-{random.randint(81000000, 89999999)}", branch, cm,
        rating, open_date, status)

# ---------------------------------------------------------------- 风险评估 (KYC)
RISK = {}  # cust -> latest risk level (int 1..5)
kyc_seq = 0
for c in random.sample(ADULT_LIVE, 88):
    n = random.choices([1, 2], [3, 1])[0]
    if n == 2 and c["open"] > "2023-12-31":
        n = 1
    first = rand_day(max(c["open"], "2021-01-01"), "2023-12-31" if n == 2 else "2025-03-20")
    dates = [first] if n == 1 else [first, rand_day(plus_days(first, 370), "2025-03-20")]
    for day in dates:
        kyc_seq += 1
        score = random.randint(12, 96)
        lvl = 1 + min(4, score // 20)
        chan = random.choices(["柜面", "手机银行", "网上银行"], [3, 5, 1])[0]
        handler = None
        if chan == "柜面":
            pool = staff_at(c["branch"], "柜员", "理财经理", "大堂经理") or staff_at("B001", "柜员")
            handler = random.choice(pool)["emp_no"]
        aml = random.choices(["低", "中", "高"], [14, 4, 1])[0]
        add("风险评估", f"KYC{kyc_seq:05d}", c["no"], day, score, f"C{lvl}", aml,
            plus_days(day, 365 * 2 if chan == "柜面" else 365), chan, handler)
        RISK[c["no"]] = lvl

# ---------------------------------------------------------------- acct
ACCTS = []  # dicts
acct_seq = 0


def new_acct_no(branch, kind):
    global acct_seq
    acct_seq += 1
    return f"33{int(branch[1:]):03d}{kind}{acct_seq:07d}"


DEMAND_RATE = 0.1
for c in LIVE:
    branch = MERGED_INTO.get(c["branch"], c["branch"])
    a = {"no": new_acct_no(branch, 1), "cust": c["no"], "corp": None, "type": "个人活期", "ccy": "CNY",
         "branch": branch, "open": c["open"], "status": "正常"}
    if c["status"] == "冻结":
        a["status"] = "冻结"
    ACCTS.append(a)
for c in random.sample([c for c in ADULT_LIVE if c["level"] != "普通"], 8):
    ccy = random.choice(["USD", "USD", "USD", "HKD", "EUR", "JPY"])
    ACCTS.append({"no": new_acct_no(MERGED_INTO.get(c["branch"], c["branch"]), 3), "cust": c["no"],
                  "corp": None, "type": "个人活期", "ccy": ccy, "branch": MERGED_INTO.get(c["branch"], c["branch"]),
                  "open": rand_day(c["open"], "2024-12-31"), "status": "正常"})
TD_CUSTS = random.sample([c for c in ADULT_LIVE if c["status"] == "正常" and c["open"] < "2024-06-01"], 26)
for c in TD_CUSTS:
    br = MERGED_INTO.get(c["branch"], c["branch"])
    ACCTS.append({"no": new_acct_no(br, 2), "cust": c["no"], "corp": None, "type": "个人定期",
                  "ccy": "CNY", "branch": br, "open": rand_day(max(c["open"], "2019-01-01"), "2024-06-30"),
                  "status": "正常"})
for co in CORPS:
    if co["status"] == "已销户":
        continue
    ACCTS.append({"no": new_acct_no(co["branch"], 5), "cust": None, "corp": co["no"], "type": "对公基本户",
                  "ccy": "CNY", "branch": co["branch"], "open": co["open"],
                  "status": "冻结" if co["status"] == "冻结" else "正常"})
for co in random.sample([x for x in CORPS if x["status"] == "正常"], 5):
    ACCTS.append({"no": new_acct_no(co["branch"], 6), "cust": None, "corp": co["no"],
                  "type": random.choice(["对公一般户", "保证金户"]), "ccy": "CNY", "branch": co["branch"],
                  "open": rand_day(co["open"], "2024-12-31"), "status": "正常"})
# a few dormant / lost
for a in random.sample([a for a in ACCTS if a["type"] == "个人活期" and a["status"] == "正常"
                        and a["open"] < "2021-06-01"], 4):
    a["status"] = "久悬"
for a in random.sample([a for a in ACCTS if a["type"] == "个人活期" and a["status"] == "正常"], 2):
    a["status"] = "挂失"
ACCT = {a["no"]: a for a in ACCTS}
for a in ACCTS:
    if a["type"] == "个人活期":
        a["bal"] = round(random.uniform(200, 60000) if CUST[a["cust"]]["level"] == "普通" else
                         random.uniform(20000, 600000), 2)
        if a["ccy"] != "CNY":
            a["bal"] = round(random.uniform(500, 30000) * (100 if a["ccy"] == "JPY" else 1), 2)
        if a["status"] == "久悬":
            a["bal"] = round(random.uniform(0.5, 80), 2)
    elif a["type"] == "个人定期":
        a["bal"] = 0.0
    else:
        a["bal"] = round(random.uniform(30000, 2500000), 2)
    a["last"] = None

# ---------------------------------------------------------------- 定期存款
TERMS = [("3个月", 3, 1.05), ("6个月", 6, 1.25), ("1年", 12, 1.45), ("2年", 24, 1.55),
         ("3年", 36, 1.85), ("5年", 60, 1.80)]
td_seq = 0
for a in [a for a in ACCTS if a["type"] == "个人定期"]:
    for _ in range(random.choices([1, 2, 3], [5, 3, 1])[0]):
        td_seq += 1
        name, months, rate = random.choice(TERMS)
        start = rand_day(a["open"], "2025-03-15")
        rate = round(rate + random.choice([0, 0.05, 0.1, 0.2]) if start < "2024-06-01" else rate, 2)
        end = plus_months(start, months)
        principal = money(10000, 500000, 1000)
        roll = random.choices(["自动转存", "到期不转存"], [2, 1])[0]
        withdraw = None
        if end <= TODAY and roll == "自动转存":
            status = "已转存"  # rolled into a new deposit on its maturity date
        elif end <= TODAY:
            status = "已支取"
            withdraw = rand_day(end, min(plus_days(end, 30), TODAY))
        elif random.random() < 0.12:
            status = "提前支取"
            withdraw = rand_day(plus_days(start, 20), TODAY) if plus_days(start, 20) < TODAY else TODAY
        else:
            status = "未到期"
            a["bal"] = round(a["bal"] + principal, 2)
        add("定期存款", f"TD{a['no'][-7:]}{td_seq:03d}", a["no"], name, months, principal, rate, start,
            end, roll, status, withdraw)
        a["last"] = max(a["last"] or "", withdraw or start)
for a in ACCTS:
    if a["type"] == "个人定期" and a["bal"] == 0:
        a["status"] = "正常"

# ---------------------------------------------------------------- txn_dtl
NORMAL_CNY = [a for a in ACCTS if a["ccy"] == "CNY" and a["type"] in ("个人活期", "对公基本户", "对公一般户")
              and a["status"] in ("正常",)]
events = []
for _ in range(200):
    a = random.choice(NORMAL_CNY)
    day = rand_day(max(a["open"], "2024-10-01"), TODAY)
    events.append((day, f"{random.randint(7, 21):02d}:{random.randint(0, 59):02d}:{random.randint(0, 59):02d}", a["no"]))
events.sort()
CPTY = ["支付宝（中国）网络技术有限公司", "财付通支付科技有限公司", "国网浙江省电力有限公司台州供电公司",
        "中国移动通信集团浙江有限公司", "台州市自来水有限公司", "浙江省住房公积金中心"]
# txns run backward from the balance each account holds at the data date
by_acct = {}
for e in events:
    by_acct.setdefault(e[2], []).append(e)
txn_rows = []
for no, evs in by_acct.items():
    a = ACCT[no]
    corp = a["corp"] is not None
    specs = []
    for day, time, _ in evs:
        if corp:
            kind = random.choices(["转账转入", "转账转出", "手续费", "结息", "现金存入", "代发工资"], [6, 6, 1, 1, 2, 2])[0]
        else:
            kind = random.choices(["现金存入", "现金支取", "转账转入", "转账转出", "结息", "代发工资", "消费扣款",
                                   "手续费", "贷款还款"], [2, 3, 4, 4, 1, 4, 6, 1, 2])[0]
        if kind == "代发工资" and corp:
            kind, dr = "转账转出", "借"
        dr = "贷" if kind in ("现金存入", "转账转入", "结息", "代发工资", "贷款放款") else "借"
        if kind == "结息":
            amt = round(random.uniform(0.5, 300 if not corp else 1800), 2)
            day = f"{day[:8]}21"
            if day > TODAY or day < a["open"]:
                day = "2025-03-21"
        elif kind == "手续费":
            amt = float(random.choice([2, 5, 10, 15, 20]))
        elif kind == "代发工资":
            amt = money(4000, 30000, 10) + random.choice([0, 0.5, 0.35])
        elif kind == "消费扣款":
            amt = round(random.uniform(8, 3000), 2)
        else:
            amt = round(random.uniform(200, 200000 if corp else 50000), 2)
        specs.append([day, time, kind, dr, amt])
    specs.sort()
    bal = a["bal"]
    out = []
    for day, time, kind, dr, amt in reversed(specs):
        before = round(bal + amt if dr == "借" else bal - amt, 2)
        if before < 0:  # a credit that would leave a negative opening balance: make it smaller
            amt = round(max(bal * 0.3, 1.0), 2)
            before = round(bal - amt, 2)
        out.append((day, time, kind, dr, amt, bal))
        bal = before
    for day, time, kind, dr, amt, after in out:
        if kind in ("现金存入", "现金支取"):
            chan = random.choice(["柜面", "ATM", "ATM"])
        elif kind in ("转账转入", "转账转出"):
            chan = random.choice(["手机银行", "手机银行", "网上银行", "柜面"])
        elif kind == "消费扣款":
            chan = "POS"
        elif kind in ("结息", "代发工资", "贷款还款", "手续费"):
            chan = "批量"
        else:
            chan = "柜面"
        br = a["branch"] if chan == "柜面" else None
        cpty = {"代发工资": None, "消费扣款": random.choice(CPTY[:2]), "贷款还款": None,
                "结息": None, "手续费": None}.get(kind, "")
        if cpty == "":
            cpty = random.choice([c["name"] for c in CUSTS] + [co["name"] for co in CORPS]) if "转账" in kind else None
        memo = {"现金存入": "现金存款", "现金支取": "取现", "转账转入": random.choice(["转账", "货款", "还款", "生活费"]),
                "转账转出": random.choice(["转账", "货款", "房租", "工资"]), "结息": "活期结息",
                "代发工资": "代发工资", "消费扣款": random.choice(["快捷支付", "网购", "水电费", "话费充值"]),
                "手续费": random.choice(["短信服务费", "年费", "汇款手续费"]), "贷款还款": "贷款扣款"}[kind]
        if kind == "代发工资":
            cpty = random.choice([co["name"] for co in CORPS])
        txn_rows.append((day, time, no, kind, dr, amt, after, chan, br, cpty, memo))
    a["last"] = max(x[0] for x in out)
txn_rows.sort()
for i, r in enumerate(txn_rows, 1):
    add("txn_dtl", i, r[2], r[0], r[1], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10])

# ---------------------------------------------------------------- 转账记录
TRANSFERABLE = [a for a in ACCTS if a["ccy"] == "CNY" and a["type"] in ("个人活期", "对公基本户", "对公一般户")
                and a["status"] != "久悬"]
for i in range(1, 121):
    payer = random.choice([a for a in TRANSFERABLE if a["status"] == "正常"])
    payee = random.choice([a for a in TRANSFERABLE if a["no"] != payer["no"]])
    day = rand_day(max(payer["open"], payee["open"], "2024-07-01"), TODAY)
    corp = payer["corp"] is not None
    amt = round(random.uniform(50, 300000 if corp else 30000), 2 if random.random() < 0.5 else 0)
    status = random.choices(["成功", "失败", "已退回"], [40, 2, 1])[0]
    if payee["status"] in ("冻结", "挂失"):
        status = "已退回"
    chan = random.choices(["手机银行", "网上银行", "柜面", "ATM"], [8, 3 if not corp else 8, 2, 1])[0]
    fee = 0.0 if chan in ("手机银行", "网上银行") or status == "失败" else float(random.choice([2, 5, 10]))
    memo = random.choice(["货款", "往来款"]) if corp else random.choice(["房租", "生活费", "还款", "红包", "学费", "转账", None])
    add("转账记录", f"TR{day.replace('-', '')}{i:04d}", payer["no"], payee["no"], amt, day, chan, status, fee, memo)

for a in ACCTS:
    if a["last"] is None:
        a["last"] = rand_day(a["open"], "2022-12-31") if a["status"] == "久悬" else (
            rand_day(a["open"], "2024-09-30") if a["open"] < "2024-09-30" else a["open"])
    if a["type"] == "个人活期":
        rate = 0.10 if a["ccy"] == "CNY" else {"USD": 0.30, "HKD": 0.20, "EUR": 0.05, "JPY": 0.0001}[a["ccy"]]
    elif a["type"] == "个人定期":
        rate = None
    else:
        rate = 0.20 if a["type"] != "保证金户" else 1.35
    avail = a["bal"] if a["status"] == "正常" else 0.0
    if a["type"] == "保证金户":
        avail = 0.0
    chan = "柜面" if a["corp"] or a["type"] == "个人定期" else random.choices(["柜面", "手机银行", "网上银行"], [5, 4, 1])[0]
    add("acct", a["no"], a["cust"], a["corp"], a["type"], a["ccy"], a["branch"], a["open"], a["bal"],
        avail, rate, a["status"], a["last"], chan)

# ---------------------------------------------------------------- closed_acct
cl_seq = 0
closers = {}
for c in [c for c in CUSTS if c["status"] == "已销户"]:
    for _ in range(random.choice([1, 1, 2])):
        br = c["branch"]
        no = new_acct_no(br, 1)
        close = rand_day(plus_days(c["open"], 60), "2025-03-20") if plus_days(c["open"], 60) < "2025-03-20" else "2025-03-20"
        reason = random.choice(["客户主动销户", "转至他行", "客户主动销户"])
        if br == "B008":
            reason = "网点撤并"
        closers[no] = (c["no"], None, "个人活期", "CNY", br, c["open"], close, reason)
for c in random.sample([c for c in LIVE if c["open"] < "2021-01-01"], 18):
    br = c["branch"]
    no = new_acct_no(br, random.choice([1, 2]))
    kind = "个人活期" if no[5] == "1" else "个人定期"
    opened = rand_day(c["open"], "2021-12-31")
    close = rand_day(plus_days(opened, 200), "2025-03-25")
    reason = random.choice(["客户主动销户", "久悬户清理", "客户主动销户", "转至他行"])
    if br == "B008":
        reason = "网点撤并"
    closers[no] = (c["no"], None, kind, "CNY", br, opened, close, reason)
for co in [co for co in CORPS if co["status"] == "已销户"] + random.sample(CORPS, 4):
    no = new_acct_no(co["branch"], 6 if co["status"] != "已销户" else 5)
    kind = "对公基本户" if co["status"] == "已销户" else random.choice(["对公一般户", "保证金户"])
    close = rand_day(plus_days(co["open"], 90), "2025-03-25")
    reason = "企业注销" if co["status"] == "已销户" else "客户主动销户"
    closers[no] = (None, co["no"], kind, "CNY", co["branch"], co["open"], close, reason)
for no, (cust, corp, kind, ccy, br, opened, close, reason) in closers.items():
    handler = staff_at(br, "柜员", active=False) or staff_at("B001", "柜员")
    handler = [h for h in handler if h["hire"] <= close and (h["leave"] is None or h["leave"] >= close)] or handler
    final = 0.0 if reason == "久悬户清理" else round(random.uniform(0, 20000 if corp is None else 150000), 2)
    add("closed_acct", no, cust, corp, kind, ccy, br, opened, close, reason, final, random.choice(handler)["emp_no"])

# ---------------------------------------------------------------- card
CARDS = []
card_seq = 0
for a in [a for a in ACCTS if a["type"] == "个人活期" and a["ccy"] == "CNY"]:
    if random.random() < 0.12:
        continue
    card_seq += 1
    c = CUST[a["cust"]]
    level = {"普通": "普卡", "金卡": "金卡", "白金": "白金卡", "钻石": "白金卡"}[c["level"]]
    prod = random.choice(["和美借记卡", "市民卡", "和美借记卡"]) if level == "普卡" else "财富借记卡"
    if c["job"] == "学生":
        prod = "青春借记卡"
    issue = rand_day(a["open"], plus_days(a["open"], 30)) if a["open"] < "2024-12-01" else a["open"]
    status = {"正常": "正常", "冻结": "冻结", "挂失": "挂失", "久悬": "正常"}[a["status"]]
    card = {"no": f"621735{card_seq:010d}", "cust": c["no"], "type": "借记卡", "acct": a["no"],
            "issue": issue, "status": status}
    CARDS.append(card)
    expire = plus_months(issue, 120)
    add("card", card["no"], c["no"], "借记卡", prod, level, a["no"], None, issue, expire, status, a["branch"])
cc_seq = 0
for c in random.sample([c for c in ADULT_LIVE if c["income"] >= 60000 and c["open"] < "2024-08-01"], 34):
    cc_seq += 1
    level = random.choices(["普卡", "金卡", "白金卡"], [3, 4, 2])[0]
    limit = {"普卡": (5000, 20000), "金卡": (20000, 60000), "白金卡": (60000, 200000)}[level]
    prod = random.choice({"普卡": ["和美信用卡", "青年信用卡"], "金卡": ["和美信用卡", "商旅信用卡"],
                          "白金卡": ["白金商旅信用卡", "小微企业主白金卡"]}[level])
    issue = rand_day(max(c["open"], "2019-01-01"), "2024-08-31")
    status = "冻结" if c["status"] == "冻结" else random.choices(["正常", "已注销", "挂失"], [30, 2, 1])[0]
    card = {"no": f"625860{cc_seq:010d}", "cust": c["no"], "type": "信用卡", "acct": None, "issue": issue,
            "status": status, "limit": float(money(*limit, 1000))}
    CARDS.append(card)
    br = MERGED_INTO.get(c["branch"], c["branch"])
    add("card", card["no"], c["no"], "信用卡", prod, level, None, card["limit"], issue, plus_months(issue, 60),
        status, br)

# ---------------------------------------------------------------- mcc_code / merchant
MCCS = [("5411", "大型仓储式超市", "一般类", 0.38), ("5812", "餐馆、餐厅", "餐娱类", 0.60),
        ("5814", "快餐店", "餐娱类", 0.60), ("5311", "百货商店", "一般类", 0.38),
        ("5541", "加油站", "一般类", 0.38), ("5912", "药店", "民生类", 0.38),
        ("5499", "便利店及食品店", "一般类", 0.38), ("7011", "宾馆、酒店", "餐娱类", 0.60),
        ("5651", "服装店", "一般类", 0.38), ("5722", "家用电器商店", "一般类", 0.38),
        ("8062", "公立医院", "公益类", 0.0), ("8211", "中小学校", "公益类", 0.0),
        ("5039", "建材批发", "批发类", 0.20), ("4121", "出租车及网约车", "民生类", 0.38),
        ("7997", "健身及会员俱乐部", "餐娱类", 0.60)]
for m in MCCS:
    add("mcc_code", *m)
MCHT_NAMES = {
    "5411": ["台州银泰城超市", "路桥华联超市", "温岭世纪联华", "杭州物美超市滨江店"],
    "5812": ["椒江老台门饭店", "黄岩望海楼酒家", "临海紫阳街食府", "宁波海鲜城北仑店", "杭州外婆家滨江店"],
    "5814": ["台州麦香快餐", "路桥家乐快餐", "椒江嵌糕老店"],
    "5311": ["台州银泰百货", "温岭万达广场百货"],
    "5541": ["中石化台州椒江加油站", "中石油黄岩加油站", "中石化温岭泽国加油站"],
    "5912": ["台州康泰大药房", "温岭同仁堂药店", "杭州老百姓大药房"],
    "5499": ["椒江便利蜂", "台州好又多便利店"],
    "7011": ["台州国际大酒店", "临海古城宾馆", "宁波南苑饭店"],
    "5651": ["路桥衣之家服饰", "椒江森马专卖店"],
    "5722": ["台州苏宁电器", "温岭国美电器"],
    "8062": ["台州市中心医院", "温岭市第一人民医院"],
    "8211": ["椒江实验小学"],
    "5039": ["路桥建材市场宏达批发部", "黄岩永兴建材"],
    "4121": ["台州出租车联合公司"],
    "7997": ["椒江力美健身"],
}
MCHTS = []
m_seq = 0
corp_accts = [a for a in ACCTS if a["corp"] is not None and a["type"] == "对公基本户"]
for mcc, names in MCHT_NAMES.items():
    for name in names:
        m_seq += 1
        city = "杭州" if "杭州" in name else ("宁波" if "宁波" in name else "台州")
        district = next((x for x in ["椒江", "黄岩", "路桥", "温岭", "临海", "滨江", "北仑"] if x in name),
                        {"台州": "椒江", "杭州": "上城", "宁波": "鄞州"}[city])
        status = random.choices(["正常", "暂停交易", "已解约"], [14, 1, 1])[0]
        settle = random.choice(corp_accts)["no"]
        mid = f"M{m_seq:04d}"
        MCHTS.append((mid, status))
        add("merchant", mid, name, mcc, city, district, rand_day("2012-01-01", "2023-12-31"), status, settle)

# ---------------------------------------------------------------- card_txn
usable = [c for c in CARDS if c["status"] != "已注销"]
credit = [c for c in usable if c["type"] == "信用卡"]
CARD_TXNS = []
for i in range(200):
    card = random.choice(credit) if random.random() < 0.6 else random.choice([c for c in usable if c["type"] == "借记卡"])
    day = rand_day(max(card["issue"], "2024-10-01"), TODAY)
    overseas = random.random() < 0.1
    if overseas:
        country, ccy = random.choice([("日本", "JPY"), ("泰国", "USD"), ("中国香港", "HKD"), ("美国", "USD"),
                                      ("法国", "EUR"), ("澳大利亚", "AUD")])
        amt = round(random.uniform(20, 1500) * (100 if ccy == "JPY" else 1), 2)
        mid = RATE[(ccy, day[:7])]
        cny = round(amt * mid / 100, 2)
        mcht = None
        chnl = random.choice(["POS刷卡", "线上快捷"])
    else:
        country, ccy = "中国", "CNY"
        chnl = random.choices(["POS刷卡", "扫码支付", "线上快捷", "ATM取现"], [5, 4, 3, 1 if card["type"] == "借记卡" else 0.3])[0]
        if chnl == "ATM取现":
            amt = float(random.choice([500, 1000, 2000, 3000]))
            mcht = None
        else:
            amt = round(random.uniform(8, 6000), 2)
            mcht = random.choice([m for m in MCHTS if m[1] == "正常"])[0] if (chnl != "线上快捷" and random.random() < 0.8) else None
        cny = amt
    status = random.choices(["成功", "已撤销", "已退货"], [30, 1, 1])[0]
    inst = random.choice([3, 6, 12]) if card["type"] == "信用卡" and amt >= 3000 and random.random() < 0.5 and ccy == "CNY" else 0
    CARD_TXNS.append((day, card["no"], amt, ccy, cny, mcht, country, chnl, status, inst))
CARD_TXNS.sort()
for i, t in enumerate(CARD_TXNS, 1):
    add("card_txn", i, t[1], t[0], t[2], t[3], t[4], t[5], t[6], t[7], f"{random.randint(0, 999999):06d}", t[8], t[9])

# ---------------------------------------------------------------- 信用卡账单
bill_seq = 0
for card in [c for c in CARDS if c["type"] == "信用卡"]:
    for y, m in [(2024, 10), (2024, 11), (2024, 12), (2025, 1), (2025, 2), (2025, 3)]:
        ym = f"{y}-{m:02d}"
        spend = sum(t[4] for t in CARD_TXNS if t[1] == card["no"] and t[0][:7] == ym and t[8] == "成功")
        if spend == 0 and random.random() < 0.7:
            continue
        if card["issue"][:7] > ym or card["status"] == "已注销":
            continue
        spend = round(spend + random.uniform(0, 1500), 2)
        bill_seq += 1
        stmt = month_end(y, m)
        due = plus_days(stmt, 20)
        minimum = round(spend * 0.1, 2)
        if due < TODAY:
            status = random.choices(["已全额还款", "已最低还款", "逾期"], [14, 3, 1])[0]
            paid = {"已全额还款": spend, "已最低还款": round(random.uniform(minimum, spend * 0.6), 2), "逾期": 0.0}[status]
        else:
            status, paid = "未还款", 0.0
        add("信用卡账单", f"BL{card['no'][-4:]}{ym.replace('-', '')}", card["no"], ym, stmt, spend, minimum,
            due, paid, status)

# ---------------------------------------------------------------- 贷款产品
PRODUCTS = [
    ("LP01", "安居一手房按揭贷款", "个人住房", "抵押", 3000000, 360, 3.85, "等额本息", "2010-01-01", "在售"),
    ("LP02", "二手房按揭贷款", "个人住房", "抵押", 2000000, 300, 3.95, "等额本金", "2012-06-01", "在售"),
    ("LP03", "薪易贷", "个人消费", "信用", 300000, 36, 4.20, "等额本息", "2018-03-01", "在售"),
    ("LP04", "家装分期贷", "个人消费", "保证", 500000, 60, 4.35, "等额本息", "2019-05-20", "在售"),
    ("LP05", "车主抵押贷", "个人消费", "抵押", 400000, 36, 4.80, "等额本息", "2017-08-08", "停售"),
    ("LP06", "经营快贷", "个人经营", "信用", 500000, 24, 4.90, "先息后本", "2020-02-18", "在售"),
    ("LP07", "商户房产抵押贷", "个人经营", "抵押", 3000000, 120, 4.25, "等额本金", "2015-09-01", "在售"),
    ("LP08", "小微流动资金贷", "小微企业", "保证", 3000000, 36, 4.55, "先息后本", "2016-04-01", "在售"),
    ("LP09", "科创成长贷", "小微企业", "保证", 5000000, 36, 3.95, "先息后本", "2021-07-01", "在售"),
    ("LP10", "存单质押贷", "个人消费", "质押", 1000000, 12, 3.45, "先息后本", "2014-01-01", "停售"),
]
PROD = {p[0]: p for p in PRODUCTS}
for p in PRODUCTS:
    add("贷款产品", p[0], p[1], p[2], p[3], float(p[4]), p[5], p[6], p[7], p[8], p[9])

# ---------------------------------------------------------------- 贷款申请
PURPOSE = {"个人住房": ["购买首套住房", "购买改善型住房"], "个人消费": ["装修", "购车", "教育支出", "旅游", "购买家电"],
           "个人经营": ["进货周转", "店面装修", "购置设备"], "小微企业": ["原材料采购", "支付货款", "流动资金周转"]}
REJECT = ["征信记录不良", "负债收入比过高", "收入证明不足", "押品价值不足", "经营流水不足"]
APPS = []
owner_corp = {co["owner"]["no"]: co for co in CORPS if co["owner"] and co["status"] == "正常"}
for i in range(1, 106):
    pid = random.choices([p[0] for p in PRODUCTS], [10, 5, 12, 6, 2, 9, 5, 7, 3, 2])[0]
    p = PROD[pid]
    corp = None
    if p[2] == "小微企业":
        corp = random.choice(list(owner_corp.values()))
        applicant = corp["owner"]
    elif p[2] == "个人经营":
        applicant = random.choice([c for c in ADULT_LIVE if c["job"] in ("个体工商户", "自由职业")])
    else:
        applicant = random.choice([c for c in ADULT_LIVE if c["job"] not in ("退休",) or pid in ("LP10",)])
    lo = max(applicant["open"], p[8], "2021-01-01")
    if PROD[pid][9] == "停售":
        if lo > "2022-06-30":
            pid, p = "LP03", PROD["LP03"]
            lo = max(applicant["open"], p[8], "2021-01-01")
            apply = rand_day(lo, "2025-03-28") if lo < "2025-03-28" else "2025-03-28"
        else:
            apply = rand_day(lo, "2022-06-30")
    else:
        apply = rand_day(lo, "2025-03-28") if lo < "2025-03-28" else "2025-03-28"
    guarantor = None
    if p[3] == "保证" or (p[3] == "抵押" and random.random() < 0.2):
        guarantor = random.choice([c for c in ADULT_LIVE if c["no"] != applicant["no"] and c["income"] > 80000])["no"]
    amount = money(int(p[4] * 0.05), int(p[4] * 0.6), 10000) if p[4] >= 500000 else money(20000, p[4], 5000)
    term = random.choice([t for t in [6, 12, 24, 36, 60, 120, 240, 300, 360] if t <= p[5]][-4:])
    branch = applicant["branch"] if applicant["branch"] in OPEN_BR else "B001"
    if corp:
        branch = corp["branch"]
    approver = random.choice([s for s in APPROVERS if s["hire"] < apply and (s["leave"] or "9999") > apply])
    r = random.random()
    if apply > "2025-03-18":
        result = "审批中" if r < 0.7 else "已撤回"
    else:
        result = "通过" if r < 0.68 else ("拒绝" if r < 0.9 else "已撤回")
    if PROD[pid][9] == "停售":
        result = "通过"
    appr_date = None if result in ("审批中", "已撤回") else plus_days(apply, random.randint(2, 12))
    if appr_date and appr_date > TODAY:
        appr_date = TODAY
    approved = None
    if result == "通过":
        approved = amount if random.random() < 0.7 else float(round(amount * random.choice([0.6, 0.7, 0.8]), -4))
    reason = random.choice(REJECT) if result == "拒绝" else None
    app = {"no": f"LA{apply[:4]}{i:04d}", "cust": applicant["no"], "guar": guarantor, "corp": corp["no"] if corp else None,
           "prod": pid, "amount": amount, "term": term, "apply": apply, "branch": branch,
           "approver": approver["emp_no"] if result != "已撤回" else None, "appr_date": appr_date,
           "result": result, "approved": approved}
    if result == "审批中":
        app["approver"] = approver["emp_no"]
    APPS.append(app)
    add("贷款申请", app["no"], app["cust"], guarantor, app["corp"], pid, amount, term,
        random.choice(PURPOSE[p[2]]), apply, branch, app["approver"], appr_date, result, approved, reason)

# ---------------------------------------------------------------- 贷款合同 / 还款计划 / repay_rec / 逾期
CUST_ACCT = {}
for a in ACCTS:
    if a["type"] == "个人活期" and a["ccy"] == "CNY":
        CUST_ACCT.setdefault(a["cust"], a["no"])


def schedule(amount, rate, months, method):
    """(principal, interest) for each period 1..months."""
    r = rate / 100 / 12
    out, left = [], amount
    if method == "等额本息":
        pay = amount * r * (1 + r) ** months / ((1 + r) ** months - 1)
        for _ in range(months):
            i = left * r
            p = pay - i
            left -= p
            out.append((p, i))
    elif method == "等额本金":
        p = amount / months
        for _ in range(months):
            out.append((p, left * r))
            left -= p
    else:
        for k in range(months):
            out.append((amount if k == months - 1 else 0.0, amount * r))
    return [(round(p, 2), round(i, 2)) for p, i in out]


CONTRACTS = []
plan_id = 0
repay_id = 0
repays = []
od_rows = []
for app in [a for a in APPS if a["result"] == "通过"]:
    p = PROD[app["prod"]]
    sign = plus_days(app["appr_date"], random.randint(1, 6))
    if sign > TODAY:
        sign = TODAY
    start = plus_days(sign, random.randint(0, 5))
    if start > TODAY:
        start = TODAY
    rate = round(p[6] + random.choice([-0.2, -0.1, 0, 0, 0.1, 0.3, 0.5]), 2)
    amount = app["approved"]
    months = app["term"]
    end = plus_months(start, months)
    sched = schedule(amount, rate, months, p[7])
    due_dates = [plus_months(start, k) for k in range(1, months + 1)]
    paid_before = sum(pr for (pr, _), dd in zip(sched, due_dates) if dd <= TODAY)
    balance = round(amount - paid_before, 2)
    status, grade = "正常", "正常"
    if end <= TODAY:
        status, balance = "已结清", 0.0
    elif random.random() < 0.06 and start < "2024-06-01":
        status, balance = "已结清", 0.0  # paid off early
    cm = app["cust"] and CUST[app["cust"]]["cm"]
    if app["corp"]:
        cm = next(co["cm"] for co in CORPS if co["no"] == app["corp"])
    con = {"no": f"HT{start[:4]}{app['no'][-4:]}", "app": app, "cust": app["cust"], "prod": app["prod"],
           "amount": amount, "rate": rate, "months": months, "sign": sign, "start": start, "end": end,
           "method": p[7], "acct": CUST_ACCT.get(app["cust"]), "cm": cm, "sched": sched, "due": due_dates,
           "balance": balance, "grade": grade, "status": status}
    CONTRACTS.append(con)

active = [c for c in CONTRACTS if c["status"] == "正常" and c["start"] < "2024-10-01"]
overdue_now = random.sample(active, 6)
written_off = random.sample([c for c in active if c not in overdue_now and c["start"] < "2023-06-01"], 2)
for c in overdue_now:
    c["status"] = "逾期"
for c in written_off:
    c["status"] = "已核销"
    c["grade"] = "损失"
WINDOW = ("2025-01-01", "2025-04-30")
for c in CONTRACTS:
    overdue_from = None
    if c["status"] == "逾期":
        # first missed period inside the window
        missed = [k for k, dd in enumerate(c["due"]) if WINDOW[0] <= dd <= TODAY]
        overdue_from = random.choice(missed[:2]) if missed else None
    for k, dd in enumerate(c["due"]):
        if not (WINDOW[0] <= dd <= WINDOW[1]) or c["status"] in ("已结清", "已核销"):
            continue
        plan_id += 1
        pr, it = c["sched"][k]
        if dd > TODAY:
            pstatus = "未到期"
        elif overdue_from is not None and k >= overdue_from:
            pstatus = "逾期" if k > overdue_from or random.random() < 0.6 else "部分还款"
        else:
            pstatus = "已还清"
        add("还款计划", plan_id, c["no"], k + 1, dd, pr, it, round(pr + it, 2), pstatus)
        if pstatus == "已还清":
            late = random.random() < 0.06
            day = plus_days(dd, random.randint(1, 9)) if late else (dd if random.random() < 0.8 else plus_days(dd, -random.randint(1, 3)))
            if day > TODAY:
                day = TODAY
            pen = round(it * 0.5 * random.randint(1, 9) / 30, 2) if late else 0.0
            repays.append((day, c["no"], plan_id, pr, it, pen, "逾期还款" if late else "正常还款", c["acct"],
                           "自动扣款" if not late else random.choice(["柜面", "手机银行"])))
        elif pstatus == "部分还款":
            part = round((pr + it) * random.uniform(0.2, 0.6), 2)
            pi = min(it, part)
            repays.append((plus_days(dd, random.randint(3, 15)), c["no"], plan_id, round(part - pi, 2), pi, 0.0,
                           "逾期还款", c["acct"], "柜面"))
    if c["status"] == "逾期" and overdue_from is not None:
        first = c["due"][overdue_from]
        missed = [k for k, dd in enumerate(c["due"]) if k >= overdue_from and dd <= TODAY]
        c["od"] = (first, sum(c["sched"][k][0] for k in missed), sum(c["sched"][k][1] for k in missed))
        days = (d(TODAY) - d(first)).days
        c["grade"] = "关注" if days < 90 else "次级"
        c["balance"] = round(c["balance"] + c["od"][1], 2)  # missed principal is still owed
    elif c["status"] == "逾期":
        c["status"] = "正常"
# prepayments (no plan)
for c in random.sample([c for c in CONTRACTS if c["status"] == "正常" and c["start"] < "2024-10-01"], 7):
    day = rand_day("2024-10-01", "2025-03-28")
    part = float(round(c["balance"] * random.uniform(0.1, 0.3), -3))
    if part <= 0:
        continue
    c["balance"] = round(c["balance"] - part, 2)
    repays.append((day, c["no"], None, part, 0.0, 0.0, "提前还款", c["acct"], random.choice(["柜面", "手机银行"])))
repays.sort(key=lambda r: (r[0], r[1]))
for r in repays:
    repay_id += 1
    add("repay_rec", repay_id, r[1], r[2], r[0], r[3], r[4], r[5], round(r[3] + r[4] + r[5], 2), r[6], r[7], r[8])

for c in CONTRACTS:
    if c["status"] == "已核销":
        c["balance"] = 0.0
    add("贷款合同", c["no"], c["app"]["no"], c["cust"], c["prod"], c["amount"], c["rate"], c["months"], c["sign"],
        c["start"], c["end"], c["method"], c["acct"], c["cm"], c["balance"], c["grade"], c["status"])

# 逾期记录: current overdue, written off, and earlier overdue that were cured
od_seq = 0
OVERDUES = []


def stage(days):
    return "M1" if days <= 30 else ("M2" if days <= 60 else ("M3" if days <= 90 else "M3+"))


for c in CONTRACTS:
    if c["status"] == "逾期":
        first, prin, intr = c["od"]
        days = (d(TODAY) - d(first)).days
        state = "催收中" if days < 80 or random.random() < 0.5 else "已转诉讼"
        OVERDUES.append((c, first, days, prin, intr, state, None))
    elif c["status"] == "已核销":
        first = rand_day(max(plus_months(c["start"], 3), "2023-09-01"), "2024-06-30")
        k = max(0, min(len(c["sched"]) - 1, sum(1 for dd in c["due"] if dd < first)))
        prin = round(sum(pr for pr, _ in c["sched"][k:]), 2)
        intr = round(sum(it for _, it in c["sched"][k:k + 6]), 2)
        OVERDUES.append((c, first, (d("2024-12-20") - d(first)).days, prin, intr, "已核销", None))
cured = random.sample([c for c in CONTRACTS if c["status"] in ("正常", "已结清") and c["start"] < "2024-01-01"], 12)
for c in cured:
    due_in = [dd for dd in c["due"] if "2023-06-01" <= dd <= "2024-12-31" and dd <= c["end"]]
    if not due_in:
        continue
    first = random.choice(due_in)
    days = random.randint(3, 75)
    k = c["due"].index(first)
    pr, it = c["sched"][k]
    if pr == 0 and it == 0:
        continue
    OVERDUES.append((c, first, days, pr, it, "已结清", plus_days(first, days)))
OVERDUES.sort(key=lambda o: o[1])
for c, first, days, prin, intr, state, settled in OVERDUES:
    od_seq += 1
    od_no = f"OD{od_seq:04d}"
    add("逾期记录", od_no, c["no"], first, days, round(prin, 2), round(intr, 2), stage(days), state, settled)
    # collection actions
    end = settled or TODAY
    n = 1 if days < 10 else random.randint(2, 4)
    if state in ("已转诉讼", "已核销"):
        n = 4
    acts = sorted(rand_day(plus_days(first, 1), end) if plus_days(first, 1) < end else end for _ in range(n))
    for j, day in enumerate(acts):
        if state in ("已转诉讼", "已核销") and j == n - 1:
            kind = "司法诉讼" if state == "已转诉讼" else "律师函"
        elif j == 0:
            kind = random.choice(["短信提醒", "电话催收"])
        else:
            kind = random.choice(["电话催收", "电话催收", "上门催收", "律师函"])
        if settled and j == n - 1:
            result = "已还款"
        elif kind == "司法诉讼":
            result = "拒绝还款"
        else:
            result = random.choice(["承诺还款", "无人接听", "失联", "拒绝还款", "承诺还款"])
        p_amt = round(prin * random.uniform(0.3, 1.0), 2) if result == "承诺还款" else None
        p_day = plus_days(day, random.randint(3, 15)) if result == "承诺还款" else None
        remark = {"司法诉讼": "已向法院提起诉讼", "律师函": "已寄送律师函", "上门催收": "上门面谈"}.get(kind)
        rows.setdefault("collect_act", []).append([day, od_no, random.choice(COLLECTORS), kind, result, p_amt, p_day, remark])
acts = sorted(rows.pop("collect_act"), key=lambda r: (r[0], r[1]))
for i, r in enumerate(acts, 1):
    add("collect_act", i, r[1], r[2], r[0], r[3], r[4], r[5], r[6], r[7])

# ---------------------------------------------------------------- collateral
EVAL_ORGS = ["台州信达房地产估价有限公司", "浙江中联资产评估有限公司", "杭州天衡房地产估价事务所", "本行内部评估"]
ROADS = ["东环大道", "市府大道", "云湖路", "商城街", "文昌路", "赤城路", "江南大道", "明州路", "劳动北路"]
coll_seq = 0
for c in CONTRACTS:
    g = PROD[c["prod"]][3]
    if g not in ("抵押", "质押"):
        continue
    coll_seq += 1
    kind = {"LP01": "住宅", "LP02": "住宅", "LP05": "车辆", "LP07": random.choice(["商铺", "厂房", "住宅"]),
            "LP10": "定期存单"}[c["prod"]]
    owner = c["cust"]
    if c["app"]["guar"] and random.random() < 0.3:
        owner = c["app"]["guar"]
    city = CUST[owner]["city"]
    if kind in ("住宅", "商铺", "厂房"):
        desc = f"{city}市{random.choice(ROADS)}{random.randint(1, 500)}号{random.randint(1, 30)}幢{random.randint(101, 2802)}室" if kind == "住宅" \
            else f"{city}市{random.choice(ROADS)}{random.randint(1, 500)}号{kind}"
        ltv = random.choice([50, 60, 65, 70])
        org = random.choice(EVAL_ORGS[:3])
        cert = f"浙({c['start'][:4]}){city}不动产证明第{random.randint(1000000, 9999999)}号"
    elif kind == "车辆":
        desc = random.choice(["丰田凯美瑞", "大众帕萨特", "比亚迪汉", "宝马5系", "本田雅阁"]) + f" 浙J{random.choice('ABCDEFG')}{random.randint(10000, 99999)}"
        ltv, org, cert = 70, "本行内部评估", f"机动车抵押登记{random.randint(100000, 999999)}"
    else:
        desc = "本行个人定期存单"
        ltv, org, cert = 90, "本行内部评估", None
    value = round(c["amount"] / (ltv / 100) * random.uniform(1.0, 1.3), -3)
    status = {"已结清": "已解押", "已核销": "处置中"}.get(c["status"], "已登记抵押")
    if c["status"] == "逾期" and any(o[0] is c and o[5] == "已转诉讼" for o in OVERDUES):
        status = "处置中"
    add("collateral", f"CL{coll_seq:04d}", c["no"], owner, kind, desc, value, org, plus_days(c["sign"], -random.randint(3, 20)),
        float(ltv), cert, status)

# ---------------------------------------------------------------- wm_prod / 理财持仓
WM = [
    ("WM0001", "天天盈现金管理1号", "现金管理类", "R1", "本行", 1, 1.85, None, None, None, "2020-06-01", None),
    ("WM0002", "周周享7天持有期", "现金管理类", "R1", "本行", 1000, 2.05, 7, None, None, "2021-03-01", None),
    ("WM0003", "稳盈90天定开1号", "固定收益类", "R2", "浙银理财有限责任公司", 10000, 2.80, 90, None, None, "2022-01-10", None),
    ("WM0004", "稳盈180天定开2号", "固定收益类", "R2", "浙银理财有限责任公司", 10000, 3.00, 180, None, None, "2022-05-16", None),
]
for k, (start, days, yld, risk, kind) in enumerate([
        ("2024-01-08", 364, 3.20, "R2", "固定收益类"), ("2024-03-11", 182, 2.95, "R2", "固定收益类"),
        ("2024-04-15", 365, 3.40, "R3", "混合类"), ("2024-06-03", 270, 3.05, "R2", "固定收益类"),
        ("2024-07-15", 364, 3.10, "R2", "固定收益类"), ("2024-08-12", 730, 3.80, "R3", "混合类"),
        ("2024-09-02", 182, 2.75, "R2", "固定收益类"), ("2024-10-14", 365, 4.50, "R4", "权益类"),
        ("2024-11-11", 364, 2.90, "R2", "固定收益类"), ("2024-12-09", 548, 3.30, "R3", "混合类"),
        ("2025-01-13", 364, 2.70, "R2", "固定收益类"), ("2025-02-17", 182, 2.55, "R2", "固定收益类"),
        ("2025-04-07", 364, 2.65, "R2", "固定收益类"), ("2025-04-07", 730, 5.00, "R5", "权益类"),
        ("2023-05-15", 365, 3.60, "R2", "固定收益类"), ("2023-09-11", 548, 3.90, "R3", "混合类")]):
    value = start
    raise_start = plus_days(start, -9)
    raise_end = plus_days(start, -2)
    mature = plus_days(value, days)
    name = {"固定收益类": "稳健添利", "混合类": "均衡增益", "权益类": "睿享成长"}[kind] + f"{value[:4]}年第{k + 1}期"
    issuer = random.choice(["浙银理财有限责任公司", "本行", "杭银理财有限责任公司"])
    if raise_end >= TODAY:
        status = "募集中"
        value, mature = plus_days(raise_end, 2), plus_days(raise_end, 2 + days)
    else:
        status = "已到期" if mature <= TODAY else "存续中"
    WM.append((f"WM{k + 5:04d}", name, kind, risk, issuer, 10000 if risk != "R5" else 50000, yld, days,
               raise_start, raise_end, value, mature))
WMP = {}
for w in WM:
    pc, name, kind, risk, issuer, mn, yld, days, rs, re_, vd, md = w
    if vd is None or (rs is None):
        status = "存续中"
    elif re_ >= TODAY:
        status = "募集中"
    else:
        status = "已到期" if md and md <= TODAY else "存续中"
    WMP[pc] = (w, status)
    add("wm_prod", pc, name, kind, risk, issuer, float(mn), yld, days, rs, re_, vd, md, status)
h_seq = 0
buyers = [c for c in ADULT_LIVE if c["no"] in RISK]
while h_seq < 100:
    c = random.choice(buyers)
    ok = [pc for pc, (w, st) in WMP.items() if int(w[3][1]) <= RISK[c["no"]]]
    pc = random.choice(ok)
    w, st = WMP[pc]
    if w[8] is None:  # open-ended
        buy = rand_day(max(c["open"], "2022-01-01"), "2025-03-28")
    else:
        buy = rand_day(w[8], min(w[9], TODAY))
        if buy < c["open"]:
            continue
    amt = money(int(max(w[5], 10000)), 800000 if c["level"] != "普通" else 150000, 1000)
    h_seq += 1
    end = None
    if w[11] and w[11] <= TODAY:
        state, end = "已到期兑付", w[11]
    elif st != "募集中" and w[7] in (None, 7) and random.random() < 0.3:
        state, end = "已赎回", rand_day(plus_days(buy, 7), TODAY) if plus_days(buy, 7) < TODAY else TODAY
    else:
        state = "持有中"
    held_days = max(0, (d(end or TODAY) - d(w[10] if w[10] and w[10] > buy else buy)).days)
    yld = w[6] * random.uniform(0.6, 1.15) if w[3] != "R5" else w[6] * random.uniform(-1.2, 1.5)
    gain = round(amt * yld / 100 * held_days / 365, 2)
    mv = 0.0 if state != "持有中" else round(amt + gain, 2)
    nav = 1 if w[2] == "现金管理类" or st == "募集中" else random.uniform(0.995, 1.005)
    share = round(amt / nav, 2) if state == "持有中" else 0.0
    mgr = staff_at(c["branch"], "理财经理") or staff_at(c["branch"], "客户经理") or staff_at("B001", "理财经理")
    add("理财持仓", f"H{h_seq:05d}", c["no"], pc, buy, amt, share, mv, gain, state, end,
        random.choice(mgr)["emp_no"] if random.random() < 0.8 else None)

# ---------------------------------------------------------------- atm / 加钞记录
VENDORS = ["广电运通", "御银股份", "恒银金融", "日立金融设备"]
ATMS = []
a_seq = 0
for bid in CASH_BR + [b[0] for b in BRANCHES if b[6] == "已撤并"]:
    for j in range(random.choice([1, 1, 2]) + (1 if BR[bid][8] >= 7 else 0)):
        a_seq += 1
        off = j > 0 and random.random() < 0.6
        addr = BR[bid][4] if not off else random.choice([
            f"{BR_CITY[bid]}市{random.choice(ROADS)}{random.randint(1, 400)}号商场一楼",
            f"{BR_CITY[bid]}市{random.choice(['人民医院', '火车站', '客运中心', '大学城'])}自助服务区"])
        status = "已撤机" if BR[bid][6] == "已撤并" else random.choices(["正常", "故障"], [12, 1])[0]
        kind = random.choice(["取款机", "存取款一体机"])
        inst = rand_day(max(BR[bid][5], "2014-01-01"), "2023-12-31")
        aid = f"ATM{a_seq:03d}"
        ATMS.append((aid, bid, status))
        add("atm", aid, bid, "离行" if off else "在行", addr, kind, random.choice(VENDORS), inst, status,
            400000.0 if kind == "取款机" else 600000.0)
rf_seq = 0
for aid, bid, status in ATMS:
    if status == "已撤机":
        continue
    ops = staff_at(bid, "柜员", "运营主管") or staff_at(bid, "柜员", "大堂经理", "支行行长")
    day = rand_day("2025-01-02", "2025-01-12")
    while day <= TODAY:
        rf_seq += 1
        one, two = random.sample(ops, 2) if len(ops) >= 2 else (ops[0], HEADS[bid])
        amount = float(random.choice([100000, 150000, 200000, 250000, 300000]))
        left = float(random.randint(5, 120) * 1000)
        check = "已复核" if random.random() < 0.96 else "差错待查"
        add("加钞记录", f"RF{day.replace('-', '')}{rf_seq:03d}", aid, day, amount, left, one["emp_no"], two["emp_no"], check)
        day = plus_days(day, random.randint(10, 24))

# ---------------------------------------------------------------- 投诉
CAT = {"服务态度": ["柜员办理业务态度冷淡", "大堂经理引导不耐烦", "客户经理未及时回电"],
       "收费争议": ["对短信服务费扣收有异议", "账户管理费未提前告知", "跨行转账手续费争议"],
       "理财销售": ["理财产品亏损认为销售误导", "理财到期收益低于预期", "未如实告知产品风险"],
       "信用卡": ["信用卡分期手续费争议", "信用卡额度被调降", "账单寄送延误产生逾期"],
       "贷款业务": ["房贷放款进度慢", "提前还款需预约时间过长", "贷款利率调整不满"],
       "系统故障": ["手机银行转账失败", "ATM吞卡", "ATM取款未出钞但已扣账"]}
for i in range(1, 53):
    c = random.choice(LIVE)
    cat = random.choices(list(CAT), [4, 3, 2, 3, 2, 3])[0]
    day = rand_day(max(c["open"], "2024-01-01"), TODAY)
    chan = random.choices(["客服热线", "网点现场", "手机银行", "监管转办"], [6, 3, 2, 1])[0]
    br = c["branch"] if cat in ("服务态度", "收费争议", "理财销售", "贷款业务") or random.random() < 0.4 else None
    if br and BR[br][6] == "已撤并":
        br = "B001"
    handler_pool = staff_at(br, "大堂经理", "支行行长") if br else [s for s in ACTIVE if s["dept"] in ("信用卡中心", "运营管理部")]
    handler = random.choice(handler_pool or [HEADS.get(br or "B001")])["emp_no"]
    if day > "2025-03-20":
        state = random.choice(["已受理", "处理中"])
    else:
        state = "已办结" if random.random() < 0.93 else "处理中"
    done = rand_day(plus_days(day, 1), min(plus_days(day, 15), TODAY)) if state == "已办结" else None
    sat = random.choices(["满意", "基本满意", "不满意"], [6, 3, 1])[0] if state == "已办结" else None
    add("投诉", f"TS{day[:4]}{i:04d}", c["no"], br, day, chan, cat, random.choice(CAT[cat]),
        handler if state != "已受理" else None, done, state, sat)

# 网点负责人
for b in BRANCHES:
    add("网点", b[0], b[1], b[2], b[3], b[4], b[5], b[6], HEADS[b[0]]["emp_no"],
        f"{AREA_CODE[BR_CITY[b[0]]]}-{random.randint(81000000, 89999999)}", b[7], b[8])


# ---------------------------------------------------------------- write
def lit(v):
    if v is None:
        return "NULL"
    if isinstance(v, float):
        return repr(round(v, 4))
    if isinstance(v, int):
        return str(v)
    return "'" + str(v).replace("'", "''") + "'"


ORDER = ["区域", "网点", "staff", "客户经理", "客户", "corp_cust", "风险评估", "币种", "acct", "定期存款",
         "txn_dtl", "转账记录", "card", "mcc_code", "merchant", "card_txn", "信用卡账单", "贷款产品", "贷款申请",
         "贷款合同", "还款计划", "repay_rec", "逾期记录", "collect_act", "collateral", "wm_prod", "理财持仓",
         "fx_rate", "atm", "加钞记录", "投诉", "closed_acct"]
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
