"""Generate the INSERTs of the insurance (财产险 + 人身险) warehouse and append them to schema.sql.

Standard library only, seeded: re-running rewrites the same data. Everything after the marker
line of schema.sql is replaced; the DDL before it is kept. The data is a snapshot as of
2025-06-30 of a fictional insurer (瑞和保险) with 13 branches.
"""

import datetime as dt
import random
from pathlib import Path

random.seed(20250630)
HERE = Path(__file__).resolve().parent
MARKER = "-- ==== 数据 ===="
TODAY = "2025-06-30"

rows: dict[str, list[tuple]] = {}


def add(table, *values):
    rows.setdefault(table, []).append(values)


def d(s):
    return dt.date.fromisoformat(s)


def iso(day):
    return day.isoformat()


def plus(s, days):
    return iso(d(s) + dt.timedelta(days=days))


def rand_day(start, end):
    a, b = d(start), d(end)
    if b < a:
        b = a
    return iso(a + dt.timedelta(days=random.randint(0, (b - a).days)))


def add_years(s, n):
    x = d(s)
    try:
        return iso(x.replace(year=x.year + n))
    except ValueError:  # 29 Feb
        return iso(x.replace(year=x.year + n, day=28))


def age_at(birth, day):
    b, t = d(birth), d(day)
    return t.year - b.year - ((t.month, t.day) < (b.month, b.day))


def money(x):
    return round(x, 2)


# ---------------------------------------------------------------- names
SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余杜叶程魏苏吕丁"
                "任沈姚卢钟姜崔谭陆范汪廖石金韦贾夏方邹熊白孟秦邱侯江尹薛段雷黎史陶贺毛郝顾龚邵万钱戴严莫孔汤")
GIVEN_M = list("伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆旭宁龙林阳晨哲睿博文轩志国建德海荣毅翔")
GIVEN_F = list("芳娜敏静丽艳娟霞秀玲燕婷雪琳颖倩慧洁佳欣怡萱瑶晶璐蕾菲彤悦楠梅兰淑红")
used_names = set()


def person(gender, surname=None):
    pool = GIVEN_M if gender == "男" else GIVEN_F
    while True:
        given = random.choice(pool) + (random.choice(pool) if random.random() < 0.75 else "")
        name = (surname or random.choice(SURNAMES)) + given
        if name not in used_names:
            used_names.add(name)
            return name


def phone():
    return f"1{random.choice([3, 5, 7, 8, 9])}{random.randint(0, 9)}{random.randint(10000000, 99999999)}"


# ---------------------------------------------------------------- branches
BRANCHES = [
    ("BR00", "瑞和保险股份有限公司总公司", "总公司", "北京", "北京", None, "2008-06-18"),
    ("BR01", "瑞和保险股份有限公司浙江分公司", "分公司", "浙江", "杭州", "BR00", "2009-03-20"),
    ("BR02", "瑞和保险股份有限公司江苏分公司", "分公司", "江苏", "南京", "BR00", "2010-05-12"),
    ("BR03", "瑞和保险股份有限公司广东分公司", "分公司", "广东", "广州", "BR00", "2011-08-08"),
    ("BR04", "瑞和保险股份有限公司四川分公司", "分公司", "四川", "成都", "BR00", "2013-04-16"),
    ("BR05", "瑞和保险股份有限公司山东分公司", "分公司", "山东", "济南", "BR00", "2014-09-26"),
    ("BR06", "瑞和保险股份有限公司北京分公司", "分公司", "北京", "北京", "BR00", "2009-01-15"),
    ("BR11", "瑞和保险股份有限公司宁波中心支公司", "中心支公司", "浙江", "宁波", "BR01", "2012-07-01"),
    ("BR12", "瑞和保险股份有限公司温州中心支公司", "中心支公司", "浙江", "温州", "BR01", "2015-03-18"),
    ("BR21", "瑞和保险股份有限公司苏州中心支公司", "中心支公司", "江苏", "苏州", "BR02", "2013-11-11"),
    ("BR31", "瑞和保险股份有限公司深圳中心支公司", "中心支公司", "广东", "深圳", "BR03", "2012-12-20"),
    ("BR41", "瑞和保险股份有限公司绵阳中心支公司", "中心支公司", "四川", "绵阳", "BR04", "2018-05-09"),
    ("BR51", "瑞和保险股份有限公司青岛中心支公司", "中心支公司", "山东", "青岛", "BR05", "2016-10-10"),
]
BR = {b[0]: b for b in BRANCHES}
PARENT = {b[0]: b[5] for b in BRANCHES}
for b in BRANCHES:
    add("分支机构", *b[:6], b[6], person(random.choice("男男女")))
CITY_BRANCH = {b[4]: b[0] for b in BRANCHES if b[2] != "总公司"}
SELLING = [b[0] for b in BRANCHES if b[2] != "总公司"]


def fengongsi(br):
    return PARENT[br] if BR[br][2] == "中心支公司" else br


def issuing_branch(city, day):
    br = CITY_BRANCH[city]
    return br if BR[br][6] <= day else PARENT[br]


# ---------------------------------------------------------------- employees (内勤)
EMP = []  # dicts
plan = []
for br in ["BR01", "BR02", "BR03", "BR04", "BR05", "BR06"]:
    plan += [(br, "核赔员"), (br, "核赔员"), (br, "核保员")]
plan += [("BR00", "核保员"), ("BR00", "核保员"), ("BR01", "核赔员")]
for br in SELLING:
    plan += [(br, "查勘员"), (br, "柜面专员")]
plan += [("BR01", "查勘员"), ("BR03", "查勘员"), ("BR21", "查勘员"), ("BR01", "柜面专员"),
         ("BR02", "柜面专员"), ("BR31", "柜面专员")]
for br in ["BR00", "BR00", "BR01", "BR02", "BR03", "BR06", "BR11", "BR31", "BR05"]:
    plan.append((br, "客服专员"))
random.shuffle(plan)
seen_role = set()
for i, (br, role) in enumerate(plan, 1):
    founded = BR[br][6]
    if (br, role) not in seen_role:
        hire = rand_day(founded, min(plus(founded, 3 * 365), "2017-12-31"))
        seen_role.add((br, role))
    else:
        hire = rand_day(max(founded, "2012-01-01"), "2023-06-30")
    EMP.append({"id": f"E{i:03d}", "name": person(random.choice("男女")), "br": br, "role": role,
                "hire": hire, "status": "在职"})
for e in random.sample([e for e in EMP if e["hire"] > "2015-01-01"], 5):
    e["status"] = "离职"
for e in EMP:
    add("员工", e["id"], e["name"], e["br"], e["role"], e["hire"], e["status"])


def pick_staff(role, br, day):
    def ok(e, b):
        return e["role"] == role and e["br"] == b and e["hire"] <= day and (e["status"] == "在职" or day < "2024-01-01")
    for b in (br, fengongsi(br), "BR00"):
        c = [e for e in EMP if ok(e, b)]
        if c:
            return random.choice(c)["id"]
    c = [e for e in EMP if e["role"] == role and e["hire"] <= day and e["status"] == "在职"]
    return random.choice(c)["id"]


# ---------------------------------------------------------------- agents (个险营销员)
CITY_W = {"杭州": 20, "宁波": 10, "温州": 8, "南京": 12, "苏州": 10, "广州": 12, "深圳": 12, "成都": 10,
          "绵阳": 4, "济南": 7, "青岛": 8, "北京": 8}
REGION = {"北京": "110105", "杭州": "330106", "宁波": "330203", "温州": "330302", "南京": "320106",
          "苏州": "320508", "广州": "440106", "深圳": "440305", "成都": "510107", "绵阳": "510703",
          "济南": "370102", "青岛": "370202"}
AGENTS = []
agent_branches = SELLING * 2 + random.choices(SELLING, [CITY_W[BR[b][4]] for b in SELLING], k=40 - 2 * len(SELLING))
first_seen = set()
for i, br in enumerate(agent_branches, 1):
    founded = BR[br][6]
    if br not in first_seen:
        hire = rand_day(max(founded, "2010-01-01"), min(plus(founded, 2 * 365), "2017-12-31"))
        first_seen.add(br)
    else:
        hire = rand_day(max(founded, "2014-01-01"), "2025-03-31")
    g = "男" if random.random() < 0.4 else "女"
    AGENTS.append({"id": None, "name": person(g), "g": g, "br": br, "hire": hire, "status": "在职"})
AGENTS.sort(key=lambda a: (a["hire"], a["br"]))
for i, a in enumerate(AGENTS, 1):
    a["id"] = f"AG{i:03d}"
firsts = {}
for a in AGENTS:
    firsts.setdefault(a["br"], a["id"])
for a in random.sample([a for a in AGENTS if a["hire"] < "2021-01-01" and a["id"] not in firsts.values()], 6):
    a["status"] = "离职"
for a in AGENTS:
    if a["hire"] >= "2024-07-01":
        rank = "见习业务员"
    elif a["hire"] < "2016-01-01":
        rank = random.choice(["业务经理", "业务经理", "业务主任"])
    elif a["hire"] < "2020-01-01":
        rank = random.choice(["业务主任", "业务员"])
    else:
        rank = "业务员"
    a["rank"] = rank
    lic = f"0200{REGION[BR[a['br']][4]]}{a['hire'][:4]}{random.randint(1, 999999):06d}"
    add("代理人", a["id"], a["name"], a["g"], a["br"], lic, rank, a["hire"], a["status"], phone())


def pick_agent(br, day):
    def ok(a, b):
        return a["br"] == b and a["hire"] <= day and (a["status"] == "在职" or day < "2024-01-01")
    for b in (br, fengongsi(br)):
        c = [a for a in AGENTS if ok(a, b)]
        if c:
            return random.choice(c)["id"]
    return None


# ---------------------------------------------------------------- customers
OCC = [("企业职员", 80000, 250000, 14), ("公务员", 100000, 200000, 5), ("教师", 80000, 180000, 6),
       ("医生", 150000, 400000, 4), ("个体工商户", 100000, 800000, 8), ("自由职业", 50000, 300000, 5),
       ("工程师", 150000, 500000, 8), ("销售人员", 60000, 300000, 6), ("司机", 60000, 120000, 3),
       ("企业主", 500000, 3000000, 4)]
CUST = []
cities = list(CITY_W)


def id_no(city, birth, gender):
    seq = random.randint(10, 99) * 10 + random.choice([1, 3, 5, 7, 9] if gender == "男" else [0, 2, 4, 6, 8])
    body = REGION[city] + birth.replace("-", "") + f"{seq:03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


for i in range(138):
    g = "男" if random.random() < 0.5 else "女"
    birth = rand_day("1956-01-01", "2001-12-31")
    city = random.choices(cities, [CITY_W[c] for c in cities])[0]
    if age_at(birth, TODAY) >= 60 and random.random() < 0.8:
        occ, inc = "退休人员", random.randint(40, 120) * 1000
    else:
        o = random.choices(OCC, [x[3] for x in OCC])[0]
        occ, inc = o[0], random.randint(o[1] // 1000, o[2] // 1000) * 1000
    CUST.append({"name": person(g), "g": g, "birth": birth, "city": city, "occ": occ, "inc": inc,
                 "child": False, "spouse": None, "kids": []})
# spouses: pair men and women of the same city with similar age
for city in cities:
    men = [c for c in CUST if c["city"] == city and c["g"] == "男" and c["occ"] != "退休人员"]
    women = [c for c in CUST if c["city"] == city and c["g"] == "女" and c["occ"] != "退休人员"]
    for m in men:
        for w in women:
            if w["spouse"] is None and abs(d(m["birth"]).year - d(w["birth"]).year) <= 6 and random.random() < 0.6:
                m["spouse"], w["spouse"] = w, m
                break
# children
parents = [c for c in CUST if "1976-01-01" <= c["birth"] <= "1992-12-31"]
for i in range(22):
    p = random.choice(parents)
    lo = max(plus(p["birth"], 24 * 365), "2007-09-01")
    hi = min(plus(p["birth"], 40 * 365), "2020-12-31")
    if lo > hi:
        continue
    g = "男" if random.random() < 0.5 else "女"
    sur = p["name"][0] if p["g"] == "男" or random.random() < 0.4 else random.choice(SURNAMES)
    if p["g"] == "女" and p["spouse"]:
        sur = p["spouse"]["name"][0]
    kid = {"name": person(g, sur), "g": g, "birth": rand_day(lo, hi), "city": p["city"], "occ": "学生",
           "inc": None, "child": True, "spouse": None, "kids": [], "parent": p}
    p["kids"].append(kid)
    CUST.append(kid)
random.shuffle(CUST)
for i, c in enumerate(CUST, 1):
    c["id"] = f"C{i:04d}"
    if c["child"] or random.random() < 0.94:
        c["idtype"], c["idno"] = "身份证", id_no(c["city"], c["birth"], c["g"])
    elif random.random() < 0.5:
        c["idtype"], c["idno"] = "护照", f"E{random.randint(10000000, 99999999)}"
    else:
        c["idtype"], c["idno"] = "港澳通行证", f"C{random.randint(10000000, 99999999)}"
    c["reg"] = None
ADULTS = [c for c in CUST if not c["child"]]
KIDS = [c for c in CUST if c["child"]]

# ---------------------------------------------------------------- products
PRODUCTS = [
    ("P01", "鑫享人生终身寿险", "寿险", "终身", "年缴", "是", "2016-03-01", None),
    ("P02", "福满堂两全保险", "寿险", "20年", "年缴", "是", "2017-01-10", None),
    ("P03", "安心保定期寿险", "寿险", "30年", "年缴", "是", "2018-06-01", None),
    ("P04", "康乐一生重大疾病保险", "健康险", "终身", "年缴", "是", "2019-01-01", None),
    ("P05", "e生无忧百万医疗保险", "健康险", "1年", "年缴", "是", "2018-09-01", None),
    ("P06", "附加住院津贴医疗保险", "健康险", "1年", "年缴", "否", "2016-03-01", None),
    ("P07", "畅行无忧综合意外伤害保险", "意外险", "1年", "趸缴", "是", "2017-05-01", None),
    ("P08", "附加意外伤害医疗保险", "意外险", "1年", "趸缴", "否", "2017-05-01", None),
    ("P09", "学生平安意外伤害保险", "意外险", "1年", "趸缴", "是", "2015-08-01", None),
    ("P10", "安居家庭财产综合保险", "财产险", "1年", "趸缴", "是", "2016-01-01", None),
    ("P11", "企业财产综合险", "财产险", "1年", "趸缴", "是", "2015-01-01", None),
    ("P12", "机动车交通事故责任强制保险", "车险", "1年", "趸缴", "是", "2008-06-18", None),
    ("P13", "机动车商业保险", "车险", "1年", "趸缴", "是", "2008-06-18", None),
    ("P14", "金色年华年金保险", "寿险", "至85岁", "年缴", "是", "2019-06-01", None),
    ("P15", "小状元少儿教育金保险", "寿险", "至25岁", "年缴", "是", "2018-01-01", None),
    ("P16", "守护安康防癌医疗保险", "健康险", "1年", "年缴", "是", "2019-03-01", "2023-06-30"),
    ("P17", "康宁终身重大疾病保险", "健康险", "终身", "年缴", "是", "2013-07-01", "2020-12-31"),
    ("P18", "随心贷借款人意外伤害保险", "意外险", "按借款期限", "趸缴", "是", "2020-04-01", "2022-03-31"),
]
PROD = {p[0]: p for p in PRODUCTS}
for p in PRODUCTS:
    add("险种", *p, "停售" if p[7] else "在售")
CAT = {p[0]: p[2] for p in PRODUCTS}

# rate table: per 1000 sum insured, by gender / age band / pay years
BANDS = [(18, 30), (31, 40), (41, 50), (51, 60)]
BASE = {("P01", 20): [11.8, 15.6, 21.3, 30.2], ("P01", 10): [20.1, 26.5, 36.2, 51.3],
        ("P02", 10): [52.0, 53.5, 55.8, 59.6],
        ("P03", 20): [1.6, 2.9, 5.8, 11.2], ("P03", 30): [1.3, 2.4, 4.9, 9.6],
        ("P04", 20): [10.5, 16.8, 27.4, 45.9], ("P04", 30): [8.6, 13.9, 23.1, 39.8]}
FEMALE = {"P01": 0.9, "P02": 0.97, "P03": 0.55, "P04": 0.95}
RATE = {}
rid = 0
for (code, yrs), base in BASE.items():
    for g in ("男", "女"):
        for bi, (lo, hi) in enumerate(BANDS):
            r = round(base[bi] * (FEMALE[code] if g == "女" else 1.0), 2)
            RATE[(code, g, bi, yrs)] = r
            rid += 1
            add("产品费率表", f"R{rid:03d}", code, g, lo, hi, yrs, r)


def band(age):
    for i, (lo, hi) in enumerate(BANDS):
        if lo <= age <= hi:
            return i
    return None


# ---------------------------------------------------------------- policies
POL = []  # dicts
TJ_ORGS = ["美年大健康{c}分院", "爱康国宾{c}体检中心", "瑞慈体检{c}分院", "{c}市第一人民医院体检中心"]


def new_policy(code, holder, insured, apply, eff, exp, sa, prem, years, channel, br, agent):
    p = {"code": code, "holder": holder, "insured": insured, "apply": apply, "eff": eff, "exp": exp,
         "sa": sa, "prem": prem, "years": years, "channel": channel, "br": br, "agent": agent,
         "status": None, "end": None, "surrender": None, "lapse": None, "vehicle": None, "uw": None,
         "exam": None, "prev": None, "next": None, "claims": 0}
    POL.append(p)
    return p


LONG = {"P01": (14, (18, 60), [10, 20], [200000, 300000, 500000, 1000000]),
        "P02": (8, (18, 55), [10], [100000, 200000, 300000]),
        "P03": (10, (20, 50), [20, 30], [500000, 1000000, 2000000]),
        "P04": (22, (18, 55), [20, 30], [300000, 500000, 800000]),
        "P14": (8, (30, 60), [5, 10], None),
        "P15": (6, (0, 12), [10], None),
        "P17": (7, (18, 55), [20], [200000, 300000, 500000])}
n_long = 0
while n_long < 84:
    code = random.choices(list(LONG), [v[0] for v in LONG.values()])[0]
    w, (amin, amax), terms, sas = LONG[code]
    lo = max(PROD[code][6], "2018-01-01")
    hi = min(PROD[code][7] or "2025-06-10", "2025-06-10")
    apply = rand_day(lo, hi)
    pool = KIDS if code == "P15" else ADULTS
    cand = [c for c in pool if amin <= age_at(c["birth"], apply) <= amax]
    if not cand:
        continue
    insured = random.choice(cand)
    if code == "P15":
        holder = insured["parent"]
    elif insured["spouse"] and random.random() < 0.25:
        holder = insured["spouse"]
    else:
        holder = insured
    age = age_at(insured["birth"], apply)
    years = random.choice(terms)
    # medical exam + underwriting
    exam = None
    if code in ("P01", "P02", "P03", "P04", "P17"):
        sa = random.choice(sas)
        if sa >= 500000 or age >= 45:
            exam_day = plus(apply, random.randint(1, 4))
            concl = random.choices(["正常", "异常需复查", "异常"], [13, 4, 3])[0]
            exam = (exam_day, concl)
    if exam:
        uw_day = plus(exam[0], random.randint(2, 6))
        if exam[1] == "异常":
            verdict = random.choice(["加费承保", "除外承保"])
        elif exam[1] == "异常需复查":
            verdict = random.choice(["标准体承保", "加费承保"])
        else:
            verdict = "标准体承保"
    else:
        uw_day = plus(apply, random.randint(1, 3))
        verdict = "标准体承保" if age < 50 or random.random() < 0.7 or code in ("P14", "P15") else "加费承保"
    loading = random.choice([25, 50]) if verdict == "加费承保" else 0
    if code in ("P01", "P02", "P03", "P04"):
        prem = sa / 1000 * RATE[(code, insured["g"], band(age), years)] * (1 + loading / 100)
    elif code == "P17":
        prem = sa / 1000 * (22 + age * 0.6) * (0.93 if insured["g"] == "女" else 1) * (1 + loading / 100)
    elif code == "P14":
        prem = random.choice([10000, 20000, 30000, 50000, 100000])
        sa = prem * years
    else:  # P15
        prem = random.choice([6000, 10000, 12000, 20000])
        sa = prem * 12
    eff = plus(uw_day, 1)
    if PROD[code][3] == "终身":
        exp = None
    elif code == "P14":
        exp = plus(add_years(insured["birth"], 85), -1)
    elif code == "P15":
        exp = plus(add_years(insured["birth"], 25), -1)
    else:
        exp = plus(add_years(eff, int(PROD[code][3][:-1])), -1)
    br = issuing_branch(holder["city"], apply)
    r = random.random()
    if code in ("P01", "P02", "P14") and r < 0.4:
        channel = "银保"
    elif code == "P03" and r < 0.25:
        channel = "网销"
    else:
        channel = "个险"
    agent = pick_agent(br, apply) if channel == "个险" else None
    if channel == "个险" and agent is None:
        channel = "银保"
    p = new_policy(code, holder, insured, apply, eff, exp, sa, money(prem), years, channel, br, agent)
    p["uw"] = (uw_day, verdict, loading)
    p["exam"] = exam
    n_long += 1


def chain(code, insured, holder, start, p_renew, max_len, channel, sa_fn, prem_fn, vehicle=None):
    """Annual short-term policies renewed one after another."""
    prev = None
    apply, eff = plus(start, -random.randint(1, 10)), start
    for k in range(max_len):
        br = issuing_branch(holder["city"], apply)
        agent = pick_agent(br, apply) if channel == "个险" else None
        ch = channel if (channel != "个险" or agent) else "网销"
        exp = plus(add_years(eff, 1), -1)
        sa = sa_fn(k)
        p = new_policy(code, holder, insured, apply, eff, exp, sa, money(prem_fn(k, eff, sa)), 1, ch, br, agent)
        p["vehicle"] = vehicle
        if prev:
            prev["next"], p["prev"] = p, prev
        prev = p
        nxt_eff = plus(exp, 1)
        if nxt_eff > TODAY or random.random() > p_renew:
            break
        apply, eff = plus(exp, -random.randint(3, 25)), nxt_eff
        if PROD[code][7] and apply > PROD[code][7]:
            break
    return prev


def med_prem(age):
    return 236 if age < 30 else 356 if age < 41 else 596 if age < 51 else 1037 if age < 61 else 1850


def any_start(lo="2019-01-01", hi="2025-06-15"):
    return rand_day(lo, hi)


def kid_holder(c):
    return c["parent"] if c["child"] else c


for _ in range(9):  # 百万医疗
    start = any_start()
    ins = random.choice([c for c in CUST if age_at(c["birth"], start) <= 60])
    chain("P05", ins, kid_holder(ins), start, 0.65, 3, random.choice(["网销", "个险"]),
          lambda k: 3000000, lambda k, e, s, ins=ins: med_prem(age_at(ins["birth"], e)))
for _ in range(6):  # 综合意外
    start = any_start()
    ins = random.choice([c for c in ADULTS if age_at(c["birth"], start) <= 60])
    sa0 = random.choice([100000, 300000, 500000, 1000000])
    chain("P07", ins, ins, start, 0.7, 3, random.choice(["网销", "个险"]),
          lambda k, sa0=sa0: sa0, lambda k, e, s: s * random.choice([0.0008, 0.001, 0.0012]))
for _ in range(4):  # 学平险
    yr = random.randint(2019, 2024)
    start = f"{yr}-09-01"
    c = [x for x in KIDS if 6 <= age_at(x["birth"], start) <= 17]
    ins = random.choice(c)
    chain("P09", ins, ins["parent"], start, 0.8, 3, "个险", lambda k: 100000, lambda k, e, s: 100)
for _ in range(5):  # 家财
    start = any_start()
    ins = random.choice([c for c in ADULTS if age_at(c["birth"], start) >= 28])
    sa0 = random.choice([300000, 500000, 1000000, 2000000])
    chain("P10", ins, ins, start, 0.7, 3, random.choice(["网销", "个险"]),
          lambda k, sa0=sa0: sa0, lambda k, e, s: s * 0.0006)
owners = [c for c in ADULTS if c["occ"] in ("企业主", "个体工商户")]
for ins in random.sample(owners, 4):  # 企财
    sa0 = random.choice([5000000, 10000000, 20000000, 50000000])
    chain("P11", ins, ins, any_start("2020-06-01", "2024-06-30"), 0.85, 4, "个险",
          lambda k, sa0=sa0: sa0, lambda k, e, s: s * random.choice([0.0009, 0.0011, 0.0013]))
for _ in range(3):  # 防癌医疗（已停售）
    start = any_start("2019-03-01", "2022-06-30")
    ins = random.choice([c for c in ADULTS if 40 <= age_at(c["birth"], start) <= 65])
    chain("P16", ins, ins, start, 0.8, 4, "个险", lambda k: 1000000,
          lambda k, e, s, ins=ins: 300 + 18 * max(0, age_at(ins["birth"], e) - 40))
for _ in range(3):  # 借款人意外（已停售）
    apply = rand_day("2020-04-01", "2022-03-20")
    ins = random.choice([c for c in ADULTS if 25 <= age_at(c["birth"], apply) <= 55])
    sa = random.choice([100000, 300000, 500000])
    n = random.choice([1, 2, 3])
    eff = plus(apply, 1)
    new_policy("P18", ins, ins, apply, eff, plus(add_years(eff, n), -1), sa, money(sa * 0.002 * n), 1, "网销",
               issuing_branch(ins["city"], apply), None)
# riders: one year, attached to a main policy sold by an agent
mains = [p for p in POL if p["code"] == "P04" and p["channel"] == "个险"]
for m in random.sample(mains, 4):
    p = new_policy("P06", m["holder"], m["insured"], m["apply"], m["eff"], plus(add_years(m["eff"], 1), -1),
                   36500, money(random.choice([180, 240, 365])), 1, "个险", m["br"], m["agent"])
    p["uw"] = (m["uw"][0], "标准体承保", 0)
mains = [p for p in POL if p["code"] == "P07" and p["channel"] == "个险" and p["prev"] is None]
for m in mains[:3]:
    new_policy("P08", m["holder"], m["insured"], m["apply"], m["eff"], m["exp"], 20000, 80.0, 1, "个险",
               m["br"], m["agent"])

# vehicles + motor policies
CARS = [("大众 朗逸 1.5L 自动舒适版", 119900, False), ("丰田 卡罗拉 1.2T 先锋版", 129800, False),
        ("比亚迪 秦PLUS DM-i 55KM", 109800, True), ("特斯拉 Model 3 后轮驱动版", 231900, True),
        ("本田 雅阁 260TURBO 精英版", 179800, False), ("吉利 星越L 2.0TD 旗舰版", 165700, False),
        ("宝马 325Li M运动套装", 349900, False), ("奔驰 C260L 运动版", 356100, False),
        ("别克 GL8 ES陆尊 653T", 329900, False), ("五菱 宏光MINIEV 马卡龙", 43600, True),
        ("理想 L7 Pro", 319800, True), ("蔚来 ES6 75kWh", 338000, True), ("长安 CS75 PLUS 1.5T", 121900, False),
        ("日产 轩逸 1.6L XL CVT", 112900, False)]
PLATE = {"杭州": "浙A", "宁波": "浙B", "温州": "浙C", "南京": "苏A", "苏州": "苏E", "广州": "粤A", "深圳": "粤B",
         "成都": "川A", "绵阳": "川B", "济南": "鲁A", "青岛": "鲁B", "北京": "京N"}
LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
car_owners = random.sample([c for c in ADULTS if c["occ"] != "退休人员"], 10)
for i, owner in enumerate(car_owners):
    model, price, ev = CARS[i] if i < len(CARS) else random.choice(CARS)
    reg = rand_day("2021-01-01" if ev else "2016-01-01", "2025-03-31")
    if ev:
        plate = PLATE[owner["city"]] + random.choice("DF") + f"{random.randint(10000, 99999)}"
    else:
        plate = PLATE[owner["city"]] + random.choice(LETTERS) + "".join(random.choice(LETTERS[:8] + "0123456789") for _ in range(4))
    use = "营运" if model.startswith(("别克", "比亚迪")) and random.random() < 0.6 else (
        "非营运企业" if owner["occ"] == "企业主" else "家庭自用")
    veh = {"plate": plate, "model": model, "vin": "L" + "".join(random.choice(VIN_CH) for _ in range(16)),
           "reg": reg, "price": price, "use": use}
    start = reg if reg >= "2019-01-01" else rand_day("2019-01-01", "2024-06-30")
    channel = random.choice(["个险", "个险", "网销"])
    jq = 1800.0 if use == "营运" else 950.0
    chain("P12", owner, owner, start, 0.7, 3, channel, lambda k: 200000,
          lambda k, e, s, jq=jq: jq * [1.0, 0.9, 0.8, 0.7][k], vehicle=veh)
    if random.random() < 0.8:
        def sa_fn(k, veh=veh, start=start):
            months = (d(start).year - d(veh["reg"]).year) * 12 + d(start).month - d(veh["reg"]).month + 12 * k
            return round(veh["price"] * max(0.3, 1 - 0.006 * months), -2)
        chain("P13", owner, owner, start, 0.65, 3, channel, sa_fn,
              lambda k, e, s: 1200 + s * 0.022 * [1.0, 0.85, 0.75, 0.7][k], vehicle=veh)

# numbering: sort by apply date, LF = 人身险, PC = 财产险/车险
POL.sort(key=lambda p: (p["apply"], p["code"], p["insured"]["id"]))
seq = {}
for p in POL:
    prefix = "PC" if CAT[p["code"]] in ("财产险", "车险") else "LF"
    key = (prefix, p["apply"][:4])
    seq[key] = seq.get(key, 0) + 1
    p["no"] = f"{prefix}{p['apply'][:4]}{seq[key]:05d}"
LONG_POL = [p for p in POL if p["code"] in LONG]
LIFE_CODES = ("P01", "P02", "P14")

# ---------------------------------------------------------------- surrenders and lapses
SURR = []
cand = [p for p in LONG_POL if p["eff"] <= "2025-03-31"]
for k, p in enumerate(random.sample(cand, 15)):
    if k < 2:
        day, reason = plus(p["eff"], random.randint(3, 12)), "犹豫期退保"
        amount = p["prem"] - 10
    else:
        day = rand_day(plus(p["eff"], 200), "2025-06-27")
        reason = random.choices(["经济困难", "产品不满意", "重复投保"], [5, 3, 1])[0]
        paid = 1 + min(p["years"] - 1, (d(day) - d(p["eff"])).days // 365)
        amount = p["prem"] * paid * min(0.92, 0.15 + 0.11 * (paid - 1))
    status = "处理中" if day >= "2025-06-10" else "已退费"
    SURR.append((p, day, reason, money(amount), status))
    if status == "已退费":
        p["surrender"] = day
short_cand = [p for p in POL if p["code"] in ("P05", "P07") and p["next"] is None and p["exp"] > TODAY]
for p in short_cand[:2]:
    day = rand_day(plus(p["eff"], 20), plus(p["eff"], 90))
    if day < TODAY:
        SURR.append((p, day, "重复投保", money(p["prem"] * (1 - (d(day) - d(p["eff"])).days / 365)), "已退费"))
        p["surrender"] = day
SURR.sort(key=lambda s: s[1])
for i, (p, day, reason, amount, status) in enumerate(SURR, 1):
    add("退保记录", f"TB{i:03d}", p["no"], day, reason, amount, status)


def anniversaries(p):
    k, out = 1, []
    while k < p["years"]:
        due = add_years(p["eff"], k)
        if due > TODAY:
            break
        out.append((k + 1, due))
        k += 1
    return out


for p in random.sample([p for p in LONG_POL if not p["surrender"] and
                        any("2024-01-01" <= due <= "2025-04-20" for _, due in anniversaries(p))], 5):
    due = [due for _, due in anniversaries(p) if "2024-01-01" <= due <= "2025-04-20"][0]
    p["lapse"] = due


def cover_end(p):
    ends = [p["exp"] or "2099-12-31", TODAY]
    if p["surrender"]:
        ends.append(p["surrender"])
    if p["lapse"]:
        ends.append(plus(p["lapse"], 60))
    if p["end"]:
        ends.append(p["end"])
    return min(ends)


# ---------------------------------------------------------------- claims (live + archive)
CLAIM_PLAN = [  # (codes, live count, archive count)
    (("P05", "P16", "P06"), 20, 10),
    (("P04", "P17"), 9, 4),
    (("P01", "P02", "P03"), 3, 1),
    (("P07", "P09", "P08", "P18"), 13, 9),
    (("P12", "P13"), 13, 6),
    (("P10",), 5, 3),
    (("P11",), 3, 2),
]
OTHER_CITY = cities


def claim_amount(p, cause):
    c = p["code"]
    if c in ("P04", "P17", "P01", "P02", "P03"):
        return float(p["sa"])
    if c in ("P05", "P16"):
        return float(random.randint(15, 160) * 1000 + random.randint(0, 999))
    if c == "P06":
        return float(100 * random.randint(5, 30))
    if c in ("P07", "P08", "P09", "P18"):
        return float(random.randint(8, 300) * 100 + random.randint(0, 99))
    if c == "P12":
        return float(random.randint(20, 180) * 100)
    if c == "P13":
        return float(80000 + random.randint(0, 900) * 100) if cause == "盗抢" else float(random.randint(30, 750) * 100)
    if c == "P10":
        return float(random.randint(5, 120) * 1000)
    return float(random.randint(80, 1500) * 1000)


def cause_of(p):
    c = CAT[p["code"]]
    if c == "健康险":
        return random.choices(["疾病", "意外伤害"], [5, 1])[0]
    if c == "寿险":
        return random.choice(["疾病", "意外伤害"])
    if c == "意外险":
        return "意外伤害"
    if c == "车险":
        return "盗抢" if p["code"] == "P13" and random.random() < 0.06 else "交通事故"
    return random.choices(["火灾", "自然灾害", "盗抢"], [3, 3, 1 if p["code"] == "P10" else 0])[0]


def pick_claim_policy(codes, lo, hi):
    cand = []
    for p in POL:
        if p["code"] not in codes:
            continue
        if p["code"] in ("P01", "P02", "P03", "P04", "P17") and (p["claims"] or p["surrender"] or p["lapse"]):
            continue
        if p["claims"] >= 2 or p["insured"].get("n_claims", 0) >= (4 if p["vehicle"] else 3):
            continue
        a, b = max(p["eff"], lo), min(cover_end(p), hi)
        if p["code"] in ("P04", "P17"):
            a = max(a, plus(p["eff"], 90))  # 等待期
        if a <= b:
            cand.append((p, a, b))
    if not cand:
        return None, None, None
    return random.choices(cand, [3 if x[0]["code"] in ("P13", "P04", "P17") else 1 for x in cand])[0]


CLAIMS, ARCHIVE = [], []
for codes, n_live, n_arch in CLAIM_PLAN:
    for era, n in (("arch", n_arch), ("live", n_live)):
        for _ in range(n):
            lo, hi = ("2018-03-01", "2021-10-31") if era == "arch" else ("2022-01-01", "2025-06-22")
            p, a, b = pick_claim_policy(codes, lo, hi)
            if p is None:
                print("no policy for", codes, era)
                continue
            p["claims"] += 1
            p["insured"]["n_claims"] = p["insured"].get("n_claims", 0) + 1
            acc = rand_day(a, b)
            cause = cause_of(p)
            rep_day = plus(acc, random.randint(0, 2) if CAT[p["code"]] == "车险" else random.randint(0, 12))
            rep_day = min(rep_day, TODAY)
            city = p["insured"]["city"] if random.random() < 0.88 else random.choice(OTHER_CITY)
            amount = claim_amount(p, cause)
            death = p["code"] in ("P01", "P02", "P03") or (p["code"] == "P07" and random.random() < 0.05)
            if death:
                amount = float(p["sa"])
            ins, hold = p["insured"], p["holder"]
            if death:
                reporter = (ins["spouse"]["name"] if ins["spouse"] else hold["name"] if hold is not ins
                            else person(random.choice("男女"), ins["name"][0]))
            elif ins["child"]:
                reporter = hold["name"]
            else:
                reporter = ins["name"]
            rec = {"p": p, "acc": acc, "rep": rep_day, "cause": cause, "city": city, "amount": amount,
                   "reporter": reporter, "death": death}
            (ARCHIVE if era == "arch" else CLAIMS).append(rec)
            if p["code"] in ("P01", "P02", "P03", "P04", "P17") or death:
                p["end"] = acc

# archive
ARCHIVE.sort(key=lambda c: c["rep"])
for i, c in enumerate(ARCHIVE, 1):
    p = c["p"]
    close = min(plus(c["rep"], random.randint(8, 55)), "2021-12-28")
    refused = random.random() < 0.13 and not c["death"]
    if refused:
        p["end"] = None
    paid = 0.0 if refused else money(c["amount"] if p["code"] in ("P01", "P02", "P03", "P04", "P17") or c["death"]
                                     else c["amount"] * random.uniform(0.6, 0.98))
    br = issuing_branch(c["city"], c["rep"])
    handler = fengongsi(br) if c["amount"] > 50000 else br
    archived = f"{int(close[:4]) + 1}-01-{random.choice([14, 15, 16])}"
    c["no"] = f"CL{c['rep'][:4]}{c['rep'][5:7]}{i:04d}"
    add("历史理赔案件", c["no"], p["no"], c["reporter"], c["acc"], c["rep"], c["cause"], c["city"], handler,
        c["amount"], paid, "已拒赔" if refused else "已结案", close, archived)

# live claims, surveys, payments, documents
CLAIMS.sort(key=lambda c: c["rep"])
sv_id = pay_id = 0
surveys, payments, docs = [], [], []
for i, c in enumerate(CLAIMS, 1):
    p = c["p"]
    c["no"] = f"CL{c['rep'][:4]}{c['rep'][5:7]}{100 + i:04d}"
    rep_br = issuing_branch(c["city"], c["rep"])
    if c["city"] != p["insured"]["city"]:
        handler = fengongsi(p["br"])
    elif c["amount"] > 50000:
        handler = fengongsi(rep_br)
    else:
        handler = rep_br
    close = plus(c["rep"], random.randint(10, 70) if c["amount"] > 50000 else random.randint(5, 35))
    refused = random.random() < 0.14 and not c["death"]
    if close <= TODAY and c["rep"] <= "2025-05-20":
        status = "已拒赔" if refused else "已结案"
    else:
        status = random.choice(["已报案", "查勘中", "审核中", "审核中"])
        close = None
    c.update(status=status, close=close, handler=handler, rep_br=rep_br)
    add("理赔案件", c["no"], p["no"], c["reporter"], c["acc"], c["rep"], c["cause"], c["city"], rep_br, handler,
        c["amount"], status, close)
    if status != "已结案":
        p["end"] = None
    # surveys
    assess = None
    if status != "已报案":
        n_sv = 2 if (c["amount"] > 100000 and random.random() < 0.6) else 1
        last = close or TODAY
        for k in range(n_sv):
            sday = min(plus(c["rep"], random.randint(0, 4) + 6 * k), last)
            cat = CAT[p["code"]]
            if cat in ("车险", "财产险"):
                way = "现场查勘" if k == 0 else "资料审核"
            elif c["death"] or p["code"] in ("P04", "P17"):
                way = random.choice(["现场查勘", "资料审核"])
            else:
                way = random.choices(["资料审核", "远程视频"], [7, 3])[0]
            if status == "已拒赔":
                concl, amt = random.choice(["不属实", "存疑"]), 0.0
            else:
                concl = "属实" if status == "已结案" or random.random() < 0.8 else "存疑"
                if p["code"] in ("P01", "P02", "P03", "P04", "P17") or c["death"]:
                    amt = c["amount"]
                else:
                    amt = money(c["amount"] * random.uniform(0.65, 1.0))
            assess = amt
            sv_id += 1
            surveys.append((f"CK{sv_id:04d}", c["no"], pick_staff("查勘员", rep_br, sday), sday, way, amt, concl))
    # payments
    if status == "已结案":
        total = assess if p["code"] in ("P01", "P02", "P03", "P04", "P17") or c["death"] else money(assess * random.uniform(0.85, 1.0))
        c["paid"] = total
        approver = pick_staff("核赔员", fengongsi(handler), close)
        payee = c["reporter"] if not p["insured"]["child"] else p["holder"]["name"]
        method = "支票" if p["code"] == "P11" else "银行转账"
        if total > 50000 and random.random() < 0.35:
            first = money(total * 0.4)
            pay_id += 1
            payments.append((f"PF{pay_id:04d}", c["no"], plus(c["rep"], random.randint(3, 8)), first, method, payee, approver))
            pay_id += 1
            payments.append((f"PF{pay_id:04d}", c["no"], min(plus(close, random.randint(0, 3)), TODAY),
                             money(total - first), method, payee, approver))
        else:
            pay_id += 1
            payments.append((f"PF{pay_id:04d}", c["no"], min(plus(close, random.randint(0, 3)), TODAY), total,
                             method, payee, approver))
    # documents
    cat = CAT[p["code"]]
    if cat in ("健康险",) or (cat in ("寿险", "意外险")):
        kinds = ["病历", "发票", "身份证明", "银行卡"] if not c["death"] else ["病历", "身份证明", "银行卡"]
    elif cat == "车险":
        kinds = ["事故认定书", "发票", "身份证明", "银行卡"]
    else:
        kinds = ["发票", "身份证明", "银行卡"]
    k_n = random.choice([1, 2, 2, 3])
    for kind in kinds[:k_n]:
        sday = min(plus(c["rep"], random.randint(0, 6)), TODAY)
        rv = "已审核" if status in ("已结案", "已拒赔") or random.random() < 0.5 else "待补充"
        docs.append((c["no"], kind, sday, rv))
for s in surveys:
    add("查勘记录", *s)
for pmt in payments:
    add("赔付记录", *pmt)
docs.sort(key=lambda x: (x[2], x[0]))
for i, x in enumerate(docs, 1):
    add("claim_document", i, *x)

# ---------------------------------------------------------------- policy status, customers
for p in POL:
    if p["surrender"]:
        p["status"] = "已退保"
    elif p["end"] and p["code"] in ("P01", "P02", "P03", "P04", "P17", "P07"):
        p["status"] = "已终止"
    elif p["lapse"]:
        p["status"] = "已失效"
    elif p["exp"] and p["exp"] < TODAY:
        p["status"] = "已满期"
    else:
        p["status"] = "已生效"
    for c in (p["holder"], p["insured"]):
        if c["reg"] is None or p["apply"] < c["reg"]:
            c["reg"] = p["apply"]
for c in CUST:
    if c["reg"] is None:
        c["reg"] = rand_day("2018-01-01", "2025-06-20")
CUST.sort(key=lambda c: c["id"])
for c in CUST:
    add("客户", c["id"], c["name"], c["g"], c["birth"], c["idtype"], c["idno"], phone(), c["city"], c["occ"],
        c["inc"], c["reg"])
for p in POL:
    add("保单", p["no"], p["code"], p["holder"]["id"], p["insured"]["id"], p["agent"], p["br"], p["apply"], p["eff"],
        p["exp"], float(p["sa"]), p["prem"], p["years"], p["channel"], p["status"])

# vehicles
vid = 0
for p in POL:
    if p["vehicle"]:
        v = p["vehicle"]
        vid += 1
        add("车辆信息", f"V{vid:03d}", p["no"], v["plate"], v["model"], v["vin"], v["reg"], float(v["price"]), v["use"])

# ---------------------------------------------------------------- beneficiaries
bid = 0
for p in POL:
    if p["code"] not in ("P01", "P02", "P03", "P14", "P15"):
        continue
    ins = p["insured"]
    bens = []
    if p["code"] == "P15":
        bens = [(p["holder"]["name"], "父母", 1, 100.0)]
    elif random.random() < 0.12:
        bens = [("法定继承人", "法定", 1, 100.0)]
    else:
        if ins["spouse"]:
            bens.append([ins["spouse"]["name"], "配偶", 1, 100.0])
        for k in ins["kids"]:
            bens.append([k["name"], "子女", 1, 0.0])
        if not bens:
            if age_at(ins["birth"], p["apply"]) >= 32 and random.random() < 0.6:
                bens.append([person(random.choice("男女"), ins["name"][0]), "子女", 1, 100.0])
            else:
                bens.append([person("男", ins["name"][0]), "父母", 1, 50.0])
                bens.append([person("女"), "父母", 1, 50.0])
        firsts_ = [b for b in bens if b[1] in ("配偶", "子女")]
        if firsts_:
            share = round(100.0 / len(firsts_), 1)
            for b in firsts_:
                b[3] = share
            firsts_[-1][3] = round(100.0 - share * (len(firsts_) - 1), 1)
        if ins["spouse"] and random.random() < 0.3:
            bens.append([person(random.choice("男女")), "父母", 2, 100.0])
    for name, rel, order, share in bens:
        bid += 1
        add("受益人", f"B{bid:04d}", p["no"], name, rel, order, share)

# ---------------------------------------------------------------- premiums received (2024 onward)
PAYS = []
for p in POL:
    if PROD[p["code"]][4] != "年缴":
        continue
    end = cover_end(p)
    items = [(1, p["apply"])] + [(k, due) for k, due in anniversaries(p)]
    for k, due in items:
        if due < "2024-01-01" or due > TODAY:
            continue
        if k > 1 and due > end and not (p["lapse"] and due == p["lapse"]):
            continue
        if p["lapse"] and due == p["lapse"]:
            PAYS.append((p, k, due, None, "逾期未缴"))
            break
        if k > 1 and due >= "2025-06-05" and random.random() < 0.35:
            PAYS.append((p, k, due, None, "逾期未缴"))
            continue
        paid = due if k == 1 else min(plus(due, random.choice([0, 0, 0, 1, 2, 5, 12, 21])), TODAY)
        PAYS.append((p, k, due, paid, "已缴"))
for x in random.sample([x for x in PAYS if x[4] == "已缴" and x[1] > 1], 2):
    PAYS.append((x[0], x[1], x[2], x[3], "已撤销"))
PAYS.sort(key=lambda x: (x[3] or x[2], x[0]["no"]))
for i, (p, k, due, paid, st) in enumerate(PAYS, 1):
    if k == 1:
        way = random.choice(["微信", "支付宝", "银行代扣"]) if p["channel"] == "网销" else random.choice(["银行代扣", "柜面现金", "微信"])
    else:
        way = random.choices(["银行代扣", "微信", "支付宝", "柜面现金"], [8, 2, 2, 1])[0]
    add("保费缴纳", f"JF{(paid or due).replace('-', '')}{i:03d}", p["no"], k, due, paid, p["prem"], way, st)

# ---------------------------------------------------------------- underwriting + medical exams
uw_id = ex_id = 0
for p in POL:
    if p["uw"] is None:
        continue
    if p["exam"]:
        ex_id += 1
        city = p["insured"]["city"]
        add("体检记录", f"TJ{ex_id:03d}", p["insured"]["id"], p["no"], p["exam"][0],
            random.choice(TJ_ORGS).format(c=city), p["exam"][1])
    uw_id += 1
    day, verdict, loading = p["uw"]
    uwer = pick_staff("核保员", "BR00" if p["sa"] >= 1000000 else fengongsi(p["br"]), day)
    add("核保记录", f"HB{uw_id:04d}", p["no"], uwer, day, verdict, float(loading))

# ---------------------------------------------------------------- endorsements
EN_TYPES = [("变更受益人", 5), ("变更联系方式", 6), ("增加保额", 3), ("减少保额", 3), ("变更缴费方式", 3)]
ends = []
pool = [p for p in POL if p["code"] in ("P01", "P02", "P03", "P04", "P14", "P15", "P17")]
while len(ends) < 40:
    p = random.choice(pool)
    kind = random.choices([t for t, _ in EN_TYPES], [w for _, w in EN_TYPES])[0]
    if kind == "变更受益人" and p["code"] in ("P04", "P17"):
        continue
    lo, hi = plus(p["eff"], 30), min(cover_end(p), "2025-06-28")
    if lo > hi:
        continue
    day = rand_day(lo, hi)
    st = "待审核" if day >= "2025-06-15" else random.choices(["已批准", "已拒绝"], [9, 1])[0]
    if kind in ("变更联系方式", "变更缴费方式") and st == "已拒绝":
        st = "已批准"
    adj = 0.0
    if kind == "增加保额":
        adj = money(p["prem"] * random.choice([0.2, 0.3, 0.5]))
    elif kind == "减少保额":
        adj = -money(p["prem"] * random.choice([0.2, 0.25, 0.4]))
    eff_day = plus(day, random.randint(1, 7)) if st == "已批准" else None
    if eff_day and eff_day > TODAY:
        eff_day = TODAY
    ends.append((day, p, kind, eff_day, adj, pick_staff("柜面专员", p["br"], day), st))
ends.sort(key=lambda x: (x[0], x[1]["no"]))
for i, (day, p, kind, eff_day, adj, clerk, st) in enumerate(ends, 1):
    add("批改记录", f"PG{day[:4]}{i:03d}", p["no"], kind, day, eff_day, adj, clerk, st)

# ---------------------------------------------------------------- renewals
REN = []
for p in POL:
    if p["next"]:
        n = p["next"]
        REN.append((p, n, n["apply"], n["prem"], "已续保"))
    elif p["code"] in ("P05", "P07", "P09", "P10", "P11", "P12", "P13", "P16") and not p["surrender"]:
        if TODAY < p["exp"] <= "2025-08-31":
            REN.append((p, None, None, money(p["prem"] * random.choice([1.0, 1.05, 0.95])), "待续保"))
        elif p["exp"] < TODAY and random.random() < 0.5:
            REN.append((p, None, plus(p["exp"], -random.randint(3, 20)), money(p["prem"] * random.choice([1.0, 1.1, 1.2])),
                        "拒绝续保"))
REN.sort(key=lambda x: (x[0]["exp"], x[0]["no"]))
for i, (p, n, day, prem, res) in enumerate(REN, 1):
    add("续保记录", f"XB{i:03d}", p["no"], n["no"] if n else None, day, prem, res)

# ---------------------------------------------------------------- complaints
claim_pols = {c["p"]["no"]: c for c in CLAIMS}
COMP = []
while len(COMP) < 36:
    kind = random.choices(["理赔时效", "销售误导", "服务态度", "退保纠纷"], [4, 3, 3, 2])[0]
    if kind == "理赔时效":
        c = random.choice(CLAIMS)
        p, day = c["p"], plus(c["rep"], random.randint(10, 40))
    elif kind == "退保纠纷":
        s = random.choice(SURR)
        p, day = s[0], plus(s[1], random.randint(-5, 20))
    elif kind == "销售误导":
        p = random.choice([x for x in LONG_POL if x["channel"] in ("个险", "银保") and "2022-01-01" <= x["eff"] <= "2025-05-01"])
        day = rand_day(max(plus(p["eff"], 20), "2023-01-01"), min(plus(p["eff"], 700), "2025-06-28"))
    else:
        p = random.choice(POL)
        day = rand_day(p["apply"], plus(p["apply"], 500))
    if day > "2025-06-28" or day < "2023-01-01":
        continue
    if sum(1 for x in COMP if x[1]["holder"] is p["holder"]) >= 2 or any(x[1] is p and x[2] == kind for x in COMP):
        continue
    COMP.append((day, p, kind))
COMP.sort(key=lambda x: (x[0], x[1]["no"]))
for i, (day, p, kind) in enumerate(COMP, 1):
    chn = random.choices(["电话", "官网", "监管转办", "门店"], [6, 2, 2, 2])[0]
    st = "处理中" if day >= "2025-06-01" or random.random() < 0.05 else "已办结"
    sat = None if st == "处理中" else random.choices(["满意", "一般", "不满意"], [5, 3, 2])[0]
    no = p["no"] if random.random() < 0.9 else None
    handler = p["br"] if chn != "监管转办" else fengongsi(p["br"])
    add("投诉记录", f"TS{day[:4]}{i:03d}", p["holder"]["id"], no, day, chn, kind, handler, st, sat)

# ---------------------------------------------------------------- agent commission
RATE_C = {"P01": 0.35, "P02": 0.25, "P03": 0.30, "P04": 0.40, "P05": 0.10, "P06": 0.15, "P07": 0.20,
          "P08": 0.15, "P09": 0.10, "P10": 0.15, "P11": 0.08, "P12": 0.04, "P13": 0.06, "P14": 0.15,
          "P15": 0.20, "P16": 0.10, "P17": 0.35}
COMM = []
for p in POL:
    if not p["agent"]:
        continue
    if p["eff"] >= "2023-01-01":
        COMM.append((p, p["eff"], RATE_C[p["code"]], p["prem"]))
    for k, due in anniversaries(p):
        if k == 2 and due >= "2023-01-01" and due <= cover_end(p) and p["agent"]:
            COMM.append((p, due, 0.08 if p["code"] != "P14" else 0.05, p["prem"]))
COMM.sort(key=lambda x: (x[1], x[0]["no"]))
for i, (p, day, rate, prem) in enumerate(COMM, 1):
    nd = d(day)
    m = nd.month + 1
    month = f"{nd.year + (m > 12)}/{(m - 1) % 12 + 1:02d}"
    if p["surrender"] and (d(p["surrender"]) - d(p["eff"])).days < 365 and day == p["eff"]:
        ps = "已追回"
    elif month >= "2025/06":
        ps = "待发放"
    else:
        ps = "已发放"
    add("agent_commission", i, p["agent"], p["no"], month, rate, money(prem * rate), ps)

# ---------------------------------------------------------------- agent appraisal
QUARTERS = [(2024, 1), (2024, 2), (2024, 3), (2024, 4), (2025, 1)]
eligible = [a for a in AGENTS if a["status"] == "在职" and a["hire"] <= "2023-12-31"]
base_by_rank = {"业务经理": 150000, "业务主任": 90000, "业务员": 45000, "见习业务员": 15000}
kid_ = 0
for a in eligible:
    skill = random.uniform(0.5, 1.6)
    for y, q in QUARTERS:
        new_p = round(base_by_rank[a["rank"]] * skill * random.uniform(0.4, 1.5), -2)
        renew = round(new_p * random.uniform(0.8, 2.5), -2)
        grade = "A" if new_p >= 150000 else "B" if new_p >= 80000 else "C" if new_p >= 30000 else "D"
        kid_ += 1
        add("代理人考核", f"KH{kid_:04d}", a["id"], y, q, new_p, renew, grade, "是" if grade in ("A", "B") else "否")

# ---------------------------------------------------------------- bank accounts
BANKS = [("中国工商银行", "6222"), ("中国建设银行", "6217"), ("招商银行", "6225"), ("中国农业银行", "6228"),
         ("中国银行", "6216"), ("交通银行", "6222"), ("浙商银行", "6223"), ("平安银行", "6230")]
ACC = []
holders = []
for p in POL:
    if p["holder"] not in holders:
        holders.append(p["holder"])
for c in holders:
    if len(ACC) >= 120:
        break
    bank, pre = random.choice(BANKS)
    ACC.append((c, bank, pre + "".join(random.choice("0123456789") for _ in range(15)), "缴费", c["reg"]))
    if random.random() < 0.25:
        bank, pre = random.choice(BANKS)
        ACC.append((c, bank, pre + "".join(random.choice("0123456789") for _ in range(15)), "领款",
                    rand_day(c["reg"], "2025-06-20")))
ACC.sort(key=lambda x: (x[4], x[0]["id"]))
for i, (c, bank, no, use, day) in enumerate(ACC[:150], 1):
    add("银行账户", f"A{i:04d}", c["id"], bank, no, use, day)

# ---------------------------------------------------------------- reinsurance
REINSURERS = [
    ("RE01", "中国财产再保险有限责任公司", "中国", "A", "周立群"),
    ("RE02", "中国人寿再保险有限责任公司", "中国", "A", "孙晓雯"),
    ("RE03", "瑞士再保险股份有限公司北京分公司", "瑞士", "AA-", "Thomas Keller"),
    ("RE04", "慕尼黑再保险公司北京分公司", "德国", "AA", "Julia Brandt"),
    ("RE05", "汉诺威再保险股份公司上海分公司", "德国", "AA-", "Martin Vogel"),
    ("RE06", "太平再保险有限公司", "中国香港", "A", "陈嘉敏"),
    ("RE07", "前海再保险股份有限公司", "中国", "A-", "梁志远"),
    ("RE08", "法国再保险公司北京分公司", "法国", "A+", "Claire Dubois"),
]
for r in REINSURERS:
    add("reinsurer", *r)
TREATIES = [
    ("TR-2018-L01", "2018-2020年度寿险溢额分保合约", "RE08", "溢额分保", "寿险", "2018-01-01", "2020-12-31", 500000.0, None),
    ("TR-2018-H01", "2018-2020年度重疾险成数分保合约", "RE04", "成数分保", "健康险", "2018-01-01", "2020-12-31", None, 0.5),
    ("TR-2021-L01", "2021-2023年度寿险溢额分保合约", "RE02", "溢额分保", "寿险", "2021-01-01", "2023-12-31", 500000.0, None),
    ("TR-2021-H01", "2021-2023年度重疾险成数分保合约", "RE04", "成数分保", "健康险", "2021-01-01", "2023-12-31", None, 0.5),
    ("TR-2024-L01", "2024-2026年度寿险溢额分保合约", "RE03", "溢额分保", "寿险", "2024-01-01", "2026-12-31", 600000.0, None),
    ("TR-2024-H01", "2024-2026年度重疾险成数分保合约", "RE04", "成数分保", "健康险", "2024-01-01", "2026-12-31", None, 0.4),
    ("TR-2019-P01", "2019-2022年度企业财产险成数分保合约", "RE01", "成数分保", "财产险", "2019-01-01", "2022-12-31", None, 0.3),
    ("TR-2023-P01", "2023-2025年度企业财产险成数分保合约", "RE01", "成数分保", "财产险", "2023-01-01", "2025-12-31", None, 0.3),
    ("TR-2024-P02", "2024-2025年度财产险巨灾超赔分保合约", "RE05", "超赔分保", "财产险", "2024-07-01", "2025-06-30", 5000000.0, None),
    ("TR-2022-V01", "2022-2025年度商业车险成数分保合约", "RE07", "成数分保", "车险", "2022-01-01", "2025-12-31", None, 0.1),
    ("TR-2023-A01", "2023-2025年度意外险成数分保合约", "RE06", "成数分保", "意外险", "2023-01-01", "2025-12-31", None, 0.2),
    ("TR-2020-A01", "2020-2022年度意外险成数分保合约", "RE06", "成数分保", "意外险", "2020-01-01", "2022-12-31", None, 0.25),
]
for t in TREATIES:
    add("reinsurance_treaty", t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8], "有效" if t[6] >= TODAY else "已到期")
CEDE_CODES = {"寿险": ("P01", "P02", "P03"), "健康险": ("P04", "P17"), "财产险": ("P11",), "车险": ("P13",),
              "意外险": ("P07",)}
CESS = {}
cess_rows = []
for p in POL:
    cat = CAT[p["code"]]
    if p["code"] not in CEDE_CODES.get(cat, ()):
        continue
    if p["code"] == "P07" and p["sa"] < 500000:
        continue
    for t in TREATIES:
        if t[4] != cat or t[3] == "超赔分保" or not (t[5] <= p["eff"] <= t[6]):
            continue
        if t[3] == "溢额分保":
            if p["sa"] <= t[7]:
                continue
            ceded = p["sa"] - t[7]
        else:
            ceded = p["sa"] * t[8]
        share = ceded / p["sa"]
        first = d(p["eff"]).replace(day=1)
        cday = iso((first + dt.timedelta(days=32)).replace(day=1) - dt.timedelta(days=1))  # month end
        cess_rows.append((t[0], p, cday, money(ceded), money(p["prem"] * share)))
        CESS[p["no"]] = (t[0], share)
        break
cess_rows.sort(key=lambda x: (x[2], x[1]["no"]))
for i, (tid, p, cday, ceded, cprem) in enumerate(cess_rows, 1):
    add("reinsurance_cession", i, tid, p["no"], cday, ceded, cprem)
rec = []
for c in CLAIMS:
    if c["status"] == "已结案" and c["p"]["no"] in CESS:
        tid, share = CESS[c["p"]["no"]]
        asked = plus(c["close"], random.randint(15, 40))
        if asked > TODAY:
            continue
        got = plus(asked, random.randint(20, 60))
        got = got if got <= TODAY else None
        rec.append((c["no"], tid, money(c["paid"] * share), asked, got, "已到账" if got else "待到账"))
for i, r in enumerate(rec, 1):
    add("再保摊回", f"TH{i:03d}", *r)

# ---------------------------------------------------------------- policy loans
loan_pool = [p for p in POL if p["code"] in LIFE_CODES and p["status"] == "已生效" and p["eff"] <= "2023-06-30"]
LOANS = []
for p in random.sample(loan_pool, min(16, len(loan_pool))):
    day = rand_day(max(plus(p["eff"], 400), "2022-01-01"), "2025-06-20")
    paid_years = min(p["years"], 1 + (d(day) - d(p["eff"])).days // 365)
    amt = round(p["prem"] * paid_years * random.uniform(0.3, 0.7), -2)
    if amt < 1000:
        amt = 1000.0
    due = plus(day, 180)
    if due < TODAY and random.random() < 0.8:
        rep = rand_day(plus(day, 30), due)
        st = "已还清"
    else:
        rep = None
        st = "逾期" if due < TODAY else "未还清"
    LOANS.append((day, p, amt, random.choice([0.05, 0.055]), due, rep, st))
LOANS.sort(key=lambda x: x[0])
for i, (day, p, amt, rate, due, rep, st) in enumerate(LOANS, 1):
    add("policy_loan", i, p["no"], day, float(amt), rate, due, rep, st)


# ---------------------------------------------------------------- write
def lit(v):
    if v is None:
        return "NULL"
    if isinstance(v, float):
        return str(int(v)) if v == int(v) else repr(round(v, 4))
    if isinstance(v, int):
        return str(v)
    return "'" + str(v).replace("'", "''") + "'"


ORDER = ["分支机构", "员工", "代理人", "客户", "险种", "产品费率表", "保单", "受益人", "保费缴纳", "核保记录", "体检记录",
         "车辆信息", "批改记录", "续保记录", "退保记录", "理赔案件", "查勘记录", "赔付记录", "claim_document",
         "历史理赔案件", "投诉记录", "agent_commission", "代理人考核", "银行账户", "reinsurer", "reinsurance_treaty",
         "reinsurance_cession", "再保摊回", "policy_loan"]
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
    print(f"{table:20s} {len(rows[table])}")
