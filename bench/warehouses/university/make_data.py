"""Generate the INSERTs of the university (教务) warehouse and append them to schema.sql.

Standard library only, seeded: re-running rewrites the same data. Everything after the marker
line of schema.sql is replaced.
"""

import datetime as dt
import random
from pathlib import Path

random.seed(20250501)
HERE = Path(__file__).resolve().parent
MARKER = "-- 数据（由 make_data.py 生成）"

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


# ---------------------------------------------------------------- names
SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢")
GIVEN_M = list("伟强磊军勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆帅旭宁龙林阳晨哲睿博文轩")
GIVEN_F = list("芳娜敏静丽艳娟霞秀玲燕婷雪琳颖倩慧洁佳欣怡萱瑶晶璐蕾菲彤悦楠")
used_names = set()


def person(gender):
    pool = GIVEN_M if gender == "男" else GIVEN_F
    while True:
        given = random.choice(pool) + (random.choice(pool) if random.random() < 0.75 else "")
        name = random.choice(SURNAMES) + given
        if name not in used_names:
            used_names.add(name)
            return name


# ---------------------------------------------------------------- building / classroom
BUILDINGS = [
    ("JX01", "博学楼", "本部", 6, 1998),
    ("JX02", "明德楼", "本部", 5, 2003),
    ("JX03", "致远楼", "东校区", 7, 2012),
    ("JX04", "求是楼", "东校区", 6, 2014),
    ("JX05", "笃行楼", "南校区", 8, 2019),
    ("JX06", "文华楼", "南校区", 5, 2020),
    ("SY01", "理科实验楼", "本部", 6, 2006),
    ("SY02", "工程训练中心", "南校区", 4, 2018),
    ("TS01", "图书馆", "本部", 9, 2008),
    ("XZ01", "行政楼", "本部", 12, 2001),
]
for b in BUILDINGS:
    add("building", *b)

room_id = 100
ROOMS = []  # (room_id, bldg, room_no, capacity, type)
for bldg, _, _, floors, _ in BUILDINGS:
    if bldg in ("TS01", "XZ01"):
        continue
    n = 6 if bldg.startswith("JX") else 4
    for i in range(n):
        room_id += 1
        floor = random.randint(1, min(floors, 5))
        if bldg.startswith("SY"):
            rtype = random.choice(["实验室", "机房"])
            cap = random.choice([40, 48, 60])
        else:
            rtype = random.choice(["普通教室", "多媒体教室", "多媒体教室"])
            cap = random.choice([60, 80, 120, 150, 200])
        rno = f"{floor}{i + 1:02d}"
        proj = 1 if rtype != "普通教室" or random.random() < 0.3 else 0
        add("classroom", room_id, bldg, rno, cap, rtype, proj)
        ROOMS.append((room_id, bldg, rno, cap, rtype))

# ---------------------------------------------------------------- department / major
DEPTS = [
    ("CS", "计算机科学与技术学院", "JX03", "0571-86910001", 2002),
    ("MATH", "数学与统计学院", "JX01", "0571-86910002", 1958),
    ("ECON", "经济管理学院", "JX02", "0571-86910003", 1993),
    ("FL", "外国语学院", "JX06", "0571-86910004", 1978),
    ("EE", "电子信息工程学院", "JX04", "0571-86910005", 1999),
    ("LAW", "法学院", "JX02", "0571-86910006", 2000),
    ("CHEM", "化学化工学院", "SY01", "0571-86910007", 1962),
    ("MARX", "马克思主义学院", "XZ01", "0571-86910008", 2016),
]
for x in DEPTS:
    add("department", *x)

MAJORS = [
    ("080901", "计算机科学与技术", "CS", "工学学士", "是", "计科"),
    ("080902", "软件工程", "CS", "工学学士", "否", "软工"),
    ("080910", "数据科学与大数据技术", "CS", "工学学士", "否", "数据"),
    ("070101", "数学与应用数学", "MATH", "理学学士", "是", "数学"),
    ("071201", "统计学", "MATH", "理学学士", "否", "统计"),
    ("020101", "经济学", "ECON", "经济学学士", "否", "经济"),
    ("120203", "会计学", "ECON", "管理学学士", "是", "会计"),
    ("120201", "工商管理", "ECON", "管理学学士", "否", "工管"),
    ("050201", "英语", "FL", "文学学士", "否", "英语"),
    ("050207", "日语", "FL", "文学学士", "否", "日语"),
    ("080701", "电子信息工程", "EE", "工学学士", "是", "电信"),
    ("080703", "通信工程", "EE", "工学学士", "否", "通信"),
    ("030101", "法学", "LAW", "法学学士", "是", "法学"),
    ("070301", "化学", "CHEM", "理学学士", "否", "化学"),
    ("030503", "思想政治教育", "MARX", "法学学士", "否", "思政"),
]
MAJOR_DEPT = {m[0]: m[2] for m in MAJORS}
for m in MAJORS:
    add("major", m[0], m[1], m[2], m[3], 4, m[4])

# ---------------------------------------------------------------- faculty
FAC_PER_DEPT = {"CS": 10, "MATH": 9, "ECON": 9, "FL": 7, "EE": 7, "LAW": 6, "CHEM": 6, "MARX": 6}
FACULTY = []  # (fac_id, name, dept, title)
fid = 1000
for dept, n in FAC_PER_DEPT.items():
    for i in range(n):
        fid += 1
        gender = "男" if random.random() < 0.6 else "女"
        name = person(gender)
        title = random.choices(["教授", "副教授", "讲师", "助教"], [3, 4, 4, 1])[0]
        birth = {"教授": ("1962-01-01", "1978-12-31"), "副教授": ("1970-01-01", "1985-12-31"),
                 "讲师": ("1980-01-01", "1992-12-31"), "助教": ("1990-01-01", "1997-12-31")}[title]
        bdate = rand_day(*birth)
        hire = iso(d(bdate) + dt.timedelta(days=random.randint(28 * 365, 32 * 365)))
        if hire > "2024-09-01":
            hire = rand_day("2022-07-01", "2024-09-01")
        degree = "博士" if title in ("教授", "副教授") or random.random() < 0.6 else "硕士"
        fac_id = f"T{fid}"
        add("faculty", fac_id, name, gender, dept, title, degree, bdate, hire,
            f"t{fid}@univ.edu.cn")
        FACULTY.append((fac_id, name, dept, title))
FAC_BY_DEPT = {}
for f in FACULTY:
    FAC_BY_DEPT.setdefault(f[2], []).append(f[0])

# ---------------------------------------------------------------- classes / students
COHORTS = {2020: 24, 2021: 36, 2022: 36, 2023: 34, 2024: 30}
CLASSES = {}  # (major, year) -> cls_id
STUDENTS = []  # dicts
PROVINCES = ["浙江", "浙江", "浙江", "江苏", "安徽", "江西", "河南", "山东", "四川", "湖南", "湖北",
             "福建", "广东", "贵州", "云南", "甘肃", "河北", "山西"]
ETHNIC = ["汉族"] * 12 + ["回族", "壮族", "满族", "苗族", "土家族", "蒙古族"]
major_idx = {m[0]: i + 1 for i, m in enumerate(MAJORS)}
for year, n in COHORTS.items():
    majors = random.sample(MAJORS, 6)
    if year == 2021:  # the thesis cohort covers the CS majors
        majors[0] = MAJORS[0]
    for m in majors:
        cls_id = f"C{year % 100}{m[0]}"
        adv = random.choice(FAC_BY_DEPT[m[2]])
        add("admin_class", cls_id, f"{m[5]}{year % 100}01班", m[0], year, adv)
        CLASSES[(m[0], year)] = cls_id
    seqs = {}
    for i in range(n):
        m = majors[i % len(majors)]
        seqs[m[0]] = seqs.get(m[0], 0) + 1
        gender = "男" if random.random() < 0.52 else "女"
        stu = {
            "stu_id": f"{year}{major_idx[m[0]]:02d}01{seqs[m[0]]:02d}",
            "name": person(gender), "gender": gender,
            "birth": rand_day(f"{year - 19}-09-01", f"{year - 17}-08-31"),
            "ethnic": random.choice(ETHNIC), "prov": random.choice(PROVINCES),
            "cls": CLASSES[(m[0], year)], "major": m[0], "year": year,
            "enroll": f"{year}-09-0{random.choice([1, 2, 3])}",
            "status": "已毕业" if year == 2020 else "在读",
            "phone": f"1{random.choice([3, 5, 7, 8, 9])}{random.randint(100000000, 999999999)}",
        }
        STUDENTS.append(stu)
STU = {s["stu_id"]: s for s in STUDENTS}

# status changes (休学 / 复学 / 转专业 / 退学)
changes = []
active = [s for s in STUDENTS if s["year"] in (2021, 2022, 2023)]
picked = random.sample(active, 20)
REASONS_XX = ["因病需长期治疗", "应征入伍", "家庭经济困难", "心理健康原因", "创业实践"]
for i, s in enumerate(picked):
    if i < 6:  # suspended now
        a = rand_day("2024-08-20", "2025-03-01")
        changes.append((s, "休学", a, iso(d(a) + dt.timedelta(days=random.randint(3, 15))),
                        random.choice(REASONS_XX), None, None))
        s["status"] = "休学"
    elif i < 11:  # suspended then resumed
        a = rand_day("2022-09-01", "2023-06-30")
        ap = iso(d(a) + dt.timedelta(days=random.randint(3, 15)))
        changes.append((s, "休学", a, ap, random.choice(REASONS_XX), None, None))
        b = iso(d(a) + dt.timedelta(days=random.randint(330, 400)))
        changes.append((s, "复学", b, iso(d(b) + dt.timedelta(days=random.randint(2, 10))),
                        "休学期满申请复学", None, None))
    elif i < 17:  # transferred major
        new = random.choice([m for m in MAJORS if m[0] != s["major"]])
        a = f"{s['year'] + 1}-0{random.choice([3, 4])}-{random.randint(10, 28)}"
        changes.append((s, "转专业", a, iso(d(a) + dt.timedelta(days=random.randint(20, 45))),
                        "个人兴趣及学业规划", s["major"], new[0]))
        s["major"] = new[0]
    else:  # withdrew
        a = rand_day("2023-09-01", "2024-12-31")
        changes.append((s, "退学", a, iso(d(a) + dt.timedelta(days=random.randint(5, 20))),
                        random.choice(["本人申请退学", "出国留学", "学业警示后自愿退学"]), None, None))
        s["status"] = "退学"
# one pending application (no approve date yet)
s = random.choice([x for x in STUDENTS if x["year"] == 2024])
changes.append((s, "休学", "2025-04-18", None, "因病需长期治疗", None, None))
g = [x for x in STUDENTS if x["year"] == 2020]
g[3]["status"] = "退学"
changes.append((g[3], "退学", "2022-11-07", "2022-11-20", "本人申请退学", None, None))
changes.sort(key=lambda c: c[2])
for i, (s, t, a, ap, r, fm, tm) in enumerate(changes, 1):
    add("status_change", i, s["stu_id"], t, a, ap, r, fm, tm)

for s in STUDENTS:
    add("student", s["stu_id"], s["name"], s["gender"], s["birth"], s["ethnic"], s["prov"],
        s["cls"], s["major"], s["enroll"], s["status"], s["phone"])

# ---------------------------------------------------------------- terms / courses
TERMS = []
for y in range(2021, 2025):
    TERMS.append((f"{y}-秋", f"{y}-{y + 1}", "秋", f"{y}-09-0{random.randint(1, 9)}", f"{y + 1}-01-1{random.randint(0, 9)}"))
    TERMS.append((f"{y + 1}-春", f"{y}-{y + 1}", "春", f"{y + 1}-02-2{random.randint(0, 8)}", f"{y + 1}-06-2{random.randint(0, 9)}"))
for t in TERMS:
    add("term", *t)
TERM = {t[0]: t for t in TERMS}
TERM_ORDER = [t[0] for t in TERMS]

COURSES = [
    ("CS101", "程序设计基础", 4, 64, "必修", "考试", "CS"),
    ("CS102", "数据结构", 4, 64, "必修", "考试", "CS"),
    ("CS201", "操作系统", 3.5, 56, "必修", "考试", "CS"),
    ("CS202", "计算机网络", 3, 48, "必修", "考试", "CS"),
    ("CS203", "数据库系统原理", 3, 48, "必修", "考试", "CS"),
    ("CS301", "机器学习", 3, 48, "选修", "考试", "CS"),
    ("CS302", "编译原理", 3, 48, "必修", "考试", "CS"),
    ("CS303", "软件工程导论", 2.5, 40, "必修", "考查", "CS"),
    ("CS304", "人工智能导论", 2, 32, "通识", "考查", "CS"),
    ("MA101", "高等数学（上）", 5, 80, "必修", "考试", "MATH"),
    ("MA102", "高等数学（下）", 5, 80, "必修", "考试", "MATH"),
    ("MA103", "线性代数", 3, 48, "必修", "考试", "MATH"),
    ("MA201", "概率论与数理统计", 3, 48, "必修", "考试", "MATH"),
    ("MA202", "数学分析", 5, 80, "必修", "考试", "MATH"),
    ("MA301", "数值分析", 3, 48, "选修", "考试", "MATH"),
    ("MA302", "运筹学", 3, 48, "选修", "考查", "MATH"),
    ("EC101", "微观经济学", 3, 48, "必修", "考试", "ECON"),
    ("EC102", "宏观经济学", 3, 48, "必修", "考试", "ECON"),
    ("EC201", "会计学原理", 3, 48, "必修", "考试", "ECON"),
    ("EC202", "财务管理", 3, 48, "必修", "考试", "ECON"),
    ("EC203", "市场营销", 2, 32, "选修", "考查", "ECON"),
    ("EC301", "计量经济学", 3, 48, "选修", "考试", "ECON"),
    ("FL101", "大学英语（一）", 3, 48, "通识", "考试", "FL"),
    ("FL102", "大学英语（二）", 3, 48, "通识", "考试", "FL"),
    ("FL201", "综合日语", 4, 64, "必修", "考试", "FL"),
    ("FL202", "英美文学选读", 2, 32, "选修", "考查", "FL"),
    ("FL203", "高级英语写作", 2, 32, "选修", "考查", "FL"),
    ("EE101", "电路分析", 4, 64, "必修", "考试", "EE"),
    ("EE102", "模拟电子技术", 3.5, 56, "必修", "考试", "EE"),
    ("EE201", "数字信号处理", 3, 48, "必修", "考试", "EE"),
    ("EE202", "通信原理", 3, 48, "必修", "考试", "EE"),
    ("LW101", "法理学", 3, 48, "必修", "考试", "LAW"),
    ("LW102", "民法总论", 3, 48, "必修", "考试", "LAW"),
    ("LW201", "刑法学", 4, 64, "必修", "考试", "LAW"),
    ("LW202", "经济法", 2, 32, "通识", "考查", "LAW"),
    ("CH101", "无机化学", 4, 64, "必修", "考试", "CHEM"),
    ("CH102", "有机化学", 4, 64, "必修", "考试", "CHEM"),
    ("CH201", "物理化学", 3.5, 56, "必修", "考试", "CHEM"),
    ("MX101", "思想道德与法治", 3, 48, "通识", "考查", "MARX"),
    ("MX102", "中国近现代史纲要", 3, 48, "通识", "考查", "MARX"),
    ("MX103", "马克思主义基本原理", 3, 48, "通识", "考试", "MARX"),
]
for c in COURSES:
    add("course", *c)
CRS = {c[0]: c for c in COURSES}

PREREQS = [("CS102", "CS101"), ("CS201", "CS102"), ("CS302", "CS102"), ("CS203", "CS102"),
           ("CS301", "MA103"), ("CS301", "MA201"), ("MA102", "MA101"), ("MA201", "MA101"),
           ("MA301", "MA103"), ("EC102", "EC101"), ("EC202", "EC201"), ("EC301", "MA201"),
           ("EE102", "EE101"), ("EE202", "EE201"), ("CH102", "CH101"), ("CH201", "CH101"),
           ("FL102", "FL101"), ("LW201", "LW101")]
for a, b in PREREQS:
    add("course_prereq", a, b, 60 if random.random() < 0.8 else 70)

# sections: 62 over the 8 terms
SECTIONS = []  # (sec_id, crs, term, fac)
sec_id = 0
for term_cd in TERM_ORDER:
    chosen = random.sample(COURSES, 7)
    if term_cd == "2024-秋":
        chosen = [CRS["CS203"], CRS["MA103"], CRS["FL101"]] + [c for c in chosen if c[0] not in ("CS203", "MA103", "FL101")][:5]
    for c in chosen:
        nsec = 2 if c[4] == "通识" and random.random() < 0.6 else 1
        for k in range(1, nsec + 1):
            sec_id += 1
            fac = random.choice(FAC_BY_DEPT[c[6]])
            lang = random.choices(["中文", "双语", "英文"], [8, 2, 1])[0]
            if c[6] == "FL":
                lang = random.choice(["英文", "双语"]) if c[0] != "FL201" else "双语"
            add("crs_sec", sec_id, c[0], term_cd, k, fac, random.choice([40, 60, 80, 120]), lang)
            SECTIONS.append((sec_id, c[0], term_cd, fac))

# timetable
slot = 0
PERIODS = [(1, 2), (3, 4), (3, 5), (6, 7), (8, 9), (10, 11)]
teach_rooms = [r for r in ROOMS]
for sid, crs, term_cd, fac in SECTIONS:
    hours = CRS[crs][3]
    nslot = 2 if hours >= 64 else 1
    for k in range(nslot):
        slot += 1
        sp, ep = random.choice(PERIODS)
        if crs.startswith(("CS", "CH")) and random.random() < 0.5:
            room = random.choice([r for r in ROOMS if r[4] in ("机房", "实验室")])
        else:
            room = random.choice([r for r in ROOMS if r[4] in ("普通教室", "多媒体教室")])
        weeks = random.choice(["1-16周", "1-16周", "1-8周", "9-16周", "1-16周(单)"])
        add("timetable_slot", slot, sid, room[0], random.randint(1, 5), sp, ep, weeks)


# ---------------------------------------------------------------- enrollments / grades
def stu_terms(s):
    first = f"{s['year']}-秋"
    last = "2024-春" if s["year"] == 2020 else "2025-春"
    i, j = TERM_ORDER.index(first) if first in TERM_ORDER else 0, TERM_ORDER.index(last)
    return TERM_ORDER[i:j + 1]


enr_pairs = set()
ENR = []  # (enr_id, stu, sec, status, term)
candidates = [s for s in STUDENTS if s["status"] != "退学"]
# make sure a 2024 cohort CS student takes 数据库系统原理 in 2024-秋
while len(ENR) < 200:
    s = random.choice(candidates)
    terms = stu_terms(s)
    secs = [x for x in SECTIONS if x[2] in terms]
    # prefer own department's courses and general courses
    weights = [4 if CRS[x[1]][6] == MAJOR_DEPT[s["major"]] else (3 if CRS[x[1]][4] == "通识" else 1) for x in secs]
    sec = random.choices(secs, weights)[0]
    if (s["stu_id"], sec[0]) in enr_pairs:
        continue
    if s["status"] == "休学" and sec[2] in ("2024-秋", "2025-春"):
        continue
    enr_pairs.add((s["stu_id"], sec[0]))
    t = TERM[sec[2]]
    sel = iso(d(t[3]) + dt.timedelta(days=random.randint(-10, 7)))
    status = "已退选" if random.random() < 0.07 else "已选"
    ENR.append([None, s["stu_id"], sec[0], sel, status, 1 if random.random() < 0.05 else 0, sec[2]])
ENR.sort(key=lambda e: (e[3], e[1]))
for i, e in enumerate(ENR, 1):
    e[0] = i
    add("enrollment", *e[:6])

gid = 0
GRADES = {}
for e in ENR:
    if e[4] != "已选" or e[6] == "2025-春":
        continue
    usual = random.randint(70, 100)
    exam_s = max(20, min(100, int(random.gauss(76, 13))))
    total = round(0.3 * usual + 0.7 * exam_s)
    gp = round((total - 50) / 10, 1) if total >= 60 else 0.0
    level = "优秀" if total >= 90 else "良好" if total >= 80 else "中等" if total >= 70 else "及格" if total >= 60 else "不及格"
    rec = iso(d(TERM[e[6]][4]) + dt.timedelta(days=random.randint(3, 12)))
    gid += 1
    add("grade", gid, e[0], usual, exam_s, total, gp, level, rec)
    GRADES[e[0]] = total

# exams
eid = 0
EXAMS = []
for sid, crs, term_cd, fac in SECTIONS:
    if CRS[crs][5] != "考试" or random.random() < 0.15:
        continue
    t = TERM[term_cd]
    eid += 1
    room = random.choice([r for r in ROOMS if r[4] != "机房"])
    add("exam", eid, sid, "期末", rand_day(iso(d(t[4]) - dt.timedelta(days=12)), t[4]),
        random.choice(["08:30", "10:30", "14:00", "16:00", "19:00"]), 120, room[0])
    EXAMS.append((eid, sid, fac))
    if random.random() < 0.25:
        eid += 1
        add("exam", eid, sid, "期中", iso(d(t[3]) + dt.timedelta(days=random.randint(50, 60))),
            random.choice(["08:30", "14:00", "19:00"]), 90, random.choice(ROOMS)[0])
        EXAMS.append((eid, sid, fac))
    if term_cd != "2025-春" and random.random() < 0.3:
        nxt = TERM[TERM_ORDER[TERM_ORDER.index(term_cd) + 1]]
        eid += 1
        add("exam", eid, sid, "补考", iso(d(nxt[3]) + dt.timedelta(days=random.randint(2, 10))),
            "14:00", 120, random.choice(ROOMS)[0])
        EXAMS.append((eid, sid, fac))
for ex, sid, fac in EXAMS:
    others = [f[0] for f in FACULTY if f[0] != fac]
    add("exam_invigilator", ex, fac if random.random() < 0.6 else random.choice(others), "主监考")
    if random.random() < 0.55:
        first = rows["exam_invigilator"][-1][1]
        add("exam_invigilator", ex, random.choice([o for o in others if o != first]), "副监考")

# ---------------------------------------------------------------- scholarships
SCHOLARSHIPS = [
    ("GJ", "国家奖学金", "国家级", 8000, "教育部", 3),
    ("GJLZ", "国家励志奖学金", "国家级", 5000, "教育部", 10),
    ("SZF", "省政府奖学金", "省级", 6000, "浙江省教育厅", 5),
    ("XY1", "校一等奖学金", "校级", 3000, "学校", 15),
    ("XY2", "校二等奖学金", "校级", 2000, "学校", 30),
    ("XY3", "校三等奖学金", "校级", 1000, "学校", 45),
    ("HW", "华为奖学金", "校级", 5000, "华为技术有限公司", 4),
    ("YZ", "院长奖学金", "院级", 1500, "各学院", 20),
]
for x in SCHOLARSHIPS:
    add("scholarship", *x)
aid = 0
award_pairs = set()
while aid < 42:
    s = random.choice([x for x in STUDENTS if x["status"] != "退学" and x["year"] <= 2023])
    ay = random.choice([f"{y}-{y + 1}" for y in range(max(s["year"], 2021), 2025) if not (s["year"] == 2020 and y > 2023)])
    sch = random.choices(SCHOLARSHIPS, [1, 3, 2, 4, 6, 8, 1, 4])[0]
    if sch[0] == "HW" and MAJOR_DEPT[s["major"]] not in ("CS", "EE"):
        continue
    if (s["stu_id"], ay) in award_pairs:
        continue
    award_pairs.add((s["stu_id"], ay))
    aid += 1
    y0 = int(ay[:4])
    st = "公示中" if ay == "2024-2025" else random.choices(["已发放", "已撤销"], [15, 1])[0]
    add("scholarship_award", aid, s["stu_id"], sch[0], ay, rand_day(f"{y0}-10-10", f"{y0}-11-30"), st)

# ---------------------------------------------------------------- dormitories
DORMS = [
    ("D01", "桃园1号楼", "本部", "男生", 6, "周阿姨"),
    ("D02", "桃园2号楼", "本部", "女生", 6, "陈阿姨"),
    ("D03", "李园3号楼", "本部", "男生", 5, "王师傅"),
    ("D04", "李园4号楼", "本部", "女生", 5, "刘阿姨"),
    ("D05", "梅园5号楼", "东校区", "男生", 7, "张师傅"),
    ("D06", "梅园6号楼", "东校区", "女生", 7, "赵阿姨"),
    ("D07", "竹园7号楼", "南校区", "男生", 8, "孙师傅"),
    ("D08", "竹园8号楼", "南校区", "女生", 8, "黄阿姨"),
]
for x in DORMS:
    add("dormitory", *x)
DROOMS = []  # (id, dorm, gender, beds, fee)
drid = 0
for dc, _, _, gt, floors, _ in DORMS:
    for i in range(6):
        drid += 1
        beds = random.choice([4, 4, 6])
        ac = 1 if random.random() < 0.6 else 0
        fee = 1200 if beds == 6 else (1800 if ac else 1500)
        rno = f"{random.randint(1, floors)}{i + 1:02d}"
        add("dorm_room", drid, dc, rno, beds, fee, ac)
        DROOMS.append([drid, dc, gt, beds, fee, 0])
asg = 0
CUR_ROOM = {}
for s in STUDENTS:
    if random.random() < 0.08:
        continue  # lives off campus
    gt = "男生" if s["gender"] == "男" else "女生"
    free = [r for r in DROOMS if r[2] == gt and r[5] < r[3]]
    r = random.choice(free)
    r[5] += 1
    out = None
    if s["status"] == "已毕业":
        out = "2024-06-30"
    elif s["status"] == "退学":
        out = next((c[3] for c in changes if c[0] is s and c[1] == "退学"), "2024-01-15")
    elif s["status"] == "休学":
        out = next((c[3] for c in changes if c[0] is s and c[1] == "休学"), None)
    asg += 1
    if random.random() < 0.08 and s["year"] <= 2022 and out is None:
        move = rand_day(f"{s['year'] + 1}-08-25", f"{s['year'] + 1}-09-05")
        add("room_assignment", asg, s["stu_id"], r[0], r[5], s["enroll"], move)
        free2 = [x for x in DROOMS if x[2] == gt and x[5] < x[3] and x[0] != r[0]]
        r2 = random.choice(free2)
        r2[5] += 1
        asg += 1
        add("room_assignment", asg, s["stu_id"], r2[0], r2[5], move, None)
        CUR_ROOM[s["stu_id"]] = r2
    else:
        add("room_assignment", asg, s["stu_id"], r[0], r[5], s["enroll"], out)
        if out is None:
            CUR_ROOM[s["stu_id"]] = r

# ---------------------------------------------------------------- tuition & payments
FEE = {"080901": 6800, "080902": 6800, "080910": 6800, "120203": 5800, "120201": 5800,
       "020101": 5800, "050201": 5500, "050207": 5500}
inv = 0
INVOICES = []
current = [s for s in STUDENTS if s["status"] in ("在读", "休学")]
for s in current:
    inv += 1
    INVOICES.append([inv, s, "2024-2025", "学费", FEE.get(s["major"], 5200)])
for s in random.sample([x for x in current if x["stu_id"] in CUR_ROOM], 45):
    inv += 1
    INVOICES.append([inv, s, "2024-2025", "住宿费", CUR_ROOM[s["stu_id"]][4]])
for s in random.sample([x for x in current if x["year"] == 2024], 12):
    inv += 1
    INVOICES.append([inv, s, "2024-2025", "教材费", random.choice([420, 460, 515, 388])])
pid = 0
payments = []
for inv_id, s, ay, ft, amt in INVOICES:
    st = random.choices(["已缴清", "部分缴纳", "未缴"], [78, 10, 12])[0]
    if s["status"] == "休学" and st == "已缴清":
        st = "未缴"
    issue = "2024-08-01" if s["year"] < 2024 else "2024-08-15"
    due = "2024-09-30"
    add("tuition_invoice", inv_id, s["stu_id"], ay, ft, amt, issue, due, st)
    if st == "已缴清":
        parts = [amt] if random.random() < 0.85 else [amt / 2, amt / 2]
    elif st == "部分缴纳":
        parts = [round(amt * random.choice([0.3, 0.5, 0.6]))]
    else:
        parts = []
    for p in parts:
        payments.append((inv_id, p))
payments = payments[:200]
for inv_id, p in payments:
    pid += 1
    method = random.choices(["微信", "支付宝", "银行转账", "现金"], [5, 3, 3, 1])[0]
    add("payment", pid, inv_id, rand_day("2024-08-10", "2024-10-20"), p, method,
        None if method == "现金" else f"TX2024{random.randint(10 ** 9, 10 ** 10 - 1)}")

# ---------------------------------------------------------------- library
BOOKS = [
    ("算法导论", "Thomas H. Cormen", "机械工业出版社", 2013, "计算机"),
    ("深入理解计算机系统", "Randal E. Bryant", "机械工业出版社", 2016, "计算机"),
    ("数据库系统概念", "Abraham Silberschatz", "机械工业出版社", 2021, "计算机"),
    ("Python编程：从入门到实践", "Eric Matthes", "人民邮电出版社", 2020, "计算机"),
    ("机器学习", "周志华", "清华大学出版社", 2016, "计算机"),
    ("统计学习方法", "李航", "清华大学出版社", 2019, "计算机"),
    ("计算机网络：自顶向下方法", "James F. Kurose", "机械工业出版社", 2018, "计算机"),
    ("编译原理", "Alfred V. Aho", "机械工业出版社", 2009, "计算机"),
    ("数学分析（第一册）", "陈纪修", "高等教育出版社", 2019, "数学"),
    ("线性代数应该这样学", "Sheldon Axler", "人民邮电出版社", 2016, "数学"),
    ("概率论与数理统计", "茆诗松", "高等教育出版社", 2011, "数学"),
    ("高等代数", "北京大学数学系", "高等教育出版社", 2013, "数学"),
    ("具体数学", "Ronald L. Graham", "人民邮电出版社", 2013, "数学"),
    ("经济学原理", "曼昆", "北京大学出版社", 2015, "经济"),
    ("国富论", "亚当·斯密", "商务印书馆", 2015, "经济"),
    ("货币金融学", "米什金", "中国人民大学出版社", 2016, "经济"),
    ("中级财务会计", "刘永泽", "东北财经大学出版社", 2020, "经济"),
    ("中国经济史", "钱穆", "北京联合出版公司", 2014, "经济"),
    ("红楼梦", "曹雪芹", "人民文学出版社", 2008, "文学"),
    ("围城", "钱锺书", "人民文学出版社", 1991, "文学"),
    ("活着", "余华", "作家出版社", 2012, "文学"),
    ("平凡的世界", "路遥", "北京十月文艺出版社", 2017, "文学"),
    ("百年孤独", "加西亚·马尔克斯", "南海出版公司", 2011, "文学"),
    ("三体", "刘慈欣", "重庆出版社", 2008, "文学"),
    ("傲慢与偏见", "简·奥斯汀", "人民文学出版社", 2017, "文学"),
    ("挪威的森林", "村上春树", "上海译文出版社", 2018, "文学"),
    ("人类简史", "尤瓦尔·赫拉利", "中信出版社", 2017, "历史"),
    ("万历十五年", "黄仁宇", "中华书局", 2006, "历史"),
    ("明朝那些事儿", "当年明月", "北京联合出版公司", 2017, "历史"),
    ("全球通史", "斯塔夫里阿诺斯", "北京大学出版社", 2006, "历史"),
    ("中国哲学简史", "冯友兰", "北京大学出版社", 2013, "哲学"),
    ("苏菲的世界", "乔斯坦·贾德", "作家出版社", 2017, "哲学"),
    ("法律的概念", "哈特", "法律出版社", 2018, "法律"),
    ("刑法学讲义", "张明楷", "法律出版社", 2021, "法律"),
    ("民法总论", "王泽鉴", "北京大学出版社", 2009, "法律"),
    ("论法的精神", "孟德斯鸠", "商务印书馆", 2012, "法律"),
    ("新概念英语3", "L. G. Alexander", "外语教学与研究出版社", 2012, "语言"),
    ("标准日本语初级", "人民教育出版社", "人民教育出版社", 2013, "语言"),
    ("英语写作手册", "丁往道", "外语教学与研究出版社", 2009, "语言"),
    ("有机化学", "邢其毅", "高等教育出版社", 2016, "化学"),
    ("物理化学", "天津大学物理化学教研室", "高等教育出版社", 2017, "化学"),
    ("无机化学", "大连理工大学无机化学教研室", "高等教育出版社", 2018, "化学"),
    ("信号与系统", "奥本海姆", "电子工业出版社", 2013, "电子"),
    ("电路", "邱关源", "高等教育出版社", 2006, "电子"),
    ("通信原理", "樊昌信", "国防工业出版社", 2012, "电子"),
]
for i, b in enumerate(BOOKS, 1):
    isbn = f"978-7-{random.randint(100, 999)}-{random.randint(10000, 99999)}-{random.randint(0, 9)}"
    add("library_book", i, isbn, *b[:4], b[4])
lid = 0
loans = []
for _ in range(150):
    s = random.choice(STUDENTS)
    lo = max(s["enroll"], "2023-09-01")
    hi = "2024-06-20" if s["year"] == 2020 else "2025-04-30"
    loan = rand_day(lo, hi)
    loans.append((loan, s, random.randint(1, len(BOOKS))))
loans.sort(key=lambda x: x[0])
for loan, s, b in loans:
    lid += 1
    due = iso(d(loan) + dt.timedelta(days=30))
    r = random.random()
    if loan > "2025-04-01" and r < 0.6:
        ret = None
    elif r < 0.07:
        ret = None
    elif r < 0.22:
        ret = iso(d(due) + dt.timedelta(days=random.randint(1, 40)))
    else:
        ret = iso(d(loan) + dt.timedelta(days=random.randint(2, 30)))
    if ret is None:
        fine = round(max(0, (d("2025-05-01") - d(due)).days) * 0.1, 1)
    else:
        fine = round(max(0, (d(ret) - d(due)).days) * 0.1, 1)
    add("library_loan", lid, b, s["stu_id"], loan, due, ret, fine)

# ---------------------------------------------------------------- theses
TOPICS = {
    "CS": ["基于深度学习的{x}研究", "面向{x}的分布式系统设计与实现", "{x}中的图神经网络方法", "基于大语言模型的{x}"],
    "MATH": ["{x}的数值解法研究", "关于{x}的若干问题", "{x}的随机模型分析"],
    "ECON": ["{x}对区域经济增长的影响", "数字经济背景下的{x}研究", "{x}的实证分析"],
    "FL": ["{x}的翻译策略研究", "语料库视角下的{x}"],
    "EE": ["{x}的信号处理算法", "基于FPGA的{x}设计"],
    "LAW": ["{x}的法律规制研究", "论{x}中的责任认定"],
    "CHEM": ["{x}的合成与表征", "{x}催化性能研究"],
    "MARX": ["新时代{x}研究"],
}
SUBJ = {
    "CS": ["文本分类", "推荐系统", "知识图谱", "图像分割", "日志异常检测", "代码生成", "联邦学习"],
    "MATH": ["偏微分方程", "稀疏矩阵", "时间序列", "随机游走"],
    "ECON": ["绿色金融", "乡村振兴", "跨境电商", "企业并购", "最低工资"],
    "FL": ["科技文本", "网络流行语", "日本动漫字幕", "政府工作报告"],
    "EE": ["毫米波雷达", "语音增强", "室内定位"],
    "LAW": ["个人信息保护", "网络直播带货", "人工智能生成内容", "平台用工"],
    "CHEM": ["金属有机框架材料", "钙钛矿量子点", "二氧化碳还原"],
    "MARX": ["大学生思想政治教育", "红色文化传承"],
}
tid = 0
thesis_pool = [s for s in STUDENTS if s["year"] in (2020, 2021) and s["status"] in ("在读", "已毕业")]
for s in random.sample(thesis_pool, 32):
    dept = MAJOR_DEPT[s["major"]]
    title = random.choice(TOPICS[dept]).format(x=random.choice(SUBJ[dept]))
    sup = random.choice(FAC_BY_DEPT[dept])
    rev = random.choice([f for f in FAC_BY_DEPT[dept] if f != sup])
    tid += 1
    if s["year"] == 2020:
        sub, dfd = rand_day("2024-04-20", "2024-05-10"), rand_day("2024-05-15", "2024-05-30")
        st, sc = "已通过", random.randint(72, 95)
    else:
        st = random.choices(["待答辩", "已通过", "需修改", "未通过"], [5, 4, 2, 1])[0]
        sub = rand_day("2025-04-10", "2025-04-28") if st != "待答辩" or random.random() < 0.6 else None
        if st == "待答辩":
            dfd, sc = None, None
        else:
            dfd = rand_day("2025-04-29", "2025-04-30")
            sc = random.randint(75, 94) if st == "已通过" else (random.randint(60, 72) if st == "需修改" else random.randint(40, 58))
    add("thesis", tid, s["stu_id"], title, sup, rev, sub, dfd, sc, st)

# ---------------------------------------------------------------- graduate archive
EMPLOYERS = ["阿里巴巴", "网易", "海康威视", "华为技术有限公司", "中国银行浙江省分行", "普华永道",
             "浙江省人民检察院", "杭州市第二中学", "字节跳动", "中国移动浙江公司", "万向集团", "德勤"]
SCHOOLS = ["浙江大学", "复旦大学", "上海交通大学", "南京大学", "中国人民大学", "同济大学"]
ABROAD = ["新加坡国立大学", "香港大学", "伦敦大学学院", "墨尔本大学", "早稻田大学", "卡内基梅隆大学"]
for i in range(1, 61):
    y = random.randint(2015, 2019)
    m = random.choice(MAJORS)
    gender = "男" if random.random() < 0.5 else "女"
    dest = random.choices(["就业", "升学", "出国", "待业"], [10, 5, 2, 1])[0]
    emp = {"就业": random.choice(EMPLOYERS), "升学": random.choice(SCHOOLS),
           "出国": random.choice(ABROAD), "待业": None}[dest]
    gpa = round(random.uniform(2.2, 4.0), 2)
    add("graduate_archive", i, f"{y}{major_idx[m[0]]:02d}01{random.randint(1, 40):02d}", person(gender),
        gender, m[0], y, f"{y + 4}-06-{random.randint(25, 30)}", m[3], gpa, dest, emp)

# ---------------------------------------------------------------- research projects
SOURCES = ["国家自然科学基金", "国家社会科学基金", "教育部人文社科项目", "浙江省自然科学基金", "企业委托", "校级科研启动基金"]
PROJ = {
    "CS": ["大规模图数据高效查询方法", "可信联邦学习关键技术", "多模态大模型推理加速", "智慧校园数据中台建设"],
    "MATH": ["非线性偏微分方程的正则性", "高维数据的统计推断", "组合优化中的近似算法"],
    "ECON": ["数字普惠金融与共同富裕", "长三角产业链韧性评估", "民营企业融资约束研究"],
    "FL": ["中国文化外译传播效果研究", "二语习得中的语块研究"],
    "EE": ["6G通感一体化波形设计", "低功耗物联网芯片", "智能电网故障诊断"],
    "LAW": ["数据产权制度构建", "平台经济反垄断规制"],
    "CHEM": ["高效电催化产氢材料", "可降解高分子材料合成"],
    "MARX": ["高校思政课教学改革", "红色资源育人机制"],
}
for i in range(1, 31):
    dept = random.choice(list(PROJ))
    f = random.choice([x for x in FACULTY if x[2] == dept and x[3] in ("教授", "副教授", "讲师")])
    src = random.choice(SOURCES[:2] + SOURCES[3:]) if dept not in ("LAW", "ECON", "FL", "MARX") else random.choice(SOURCES[1:])
    amt = {"国家自然科学基金": random.choice([30, 55, 58, 62]), "国家社会科学基金": random.choice([20, 35, 45]),
           "教育部人文社科项目": 10, "浙江省自然科学基金": random.choice([10, 20]),
           "企业委托": random.choice([15, 40, 80, 120]), "校级科研启动基金": random.choice([5, 8])}[src]
    start = rand_day("2019-01-01", "2024-12-31")
    end = iso(d(start) + dt.timedelta(days=random.choice([730, 1095, 1460])))
    st = "已结题" if end < "2025-05-01" else "在研"
    add("research_project", i, random.choice(PROJ[dept]) + ("" if random.random() < 0.6 else "（二期）"),
        f[0], src, amt, start, end, st)

# ---------------------------------------------------------------- evaluations / attendance
COMMENTS = ["讲解清晰，收获很大", "作业偏多", "老师很负责", "课堂互动好", "进度有点快", None, None, "案例丰富", "PPT可以更详细"]
chosen_enr = [e for e in ENR if e[4] == "已选"]
evid = 0
for e in random.sample(chosen_enr, 120):
    evid += 1
    t = TERM[e[6]]
    add("teaching_eval", evid, e[2], e[1], round(random.uniform(70, 100), 1), random.choice(COMMENTS),
        rand_day(iso(d(t[4]) - dt.timedelta(days=20)), t[4]))
atid = 0
att = []
for _ in range(200):
    e = random.choice(chosen_enr)
    t = TERM[e[6]]
    att.append((rand_day(t[3], iso(d(t[4]) - dt.timedelta(days=14))), e))
att.sort(key=lambda x: x[0])
for day, e in att:
    atid += 1
    add("attendance", atid, e[2], e[1], day, random.choices(["出勤", "迟到", "缺勤", "请假"], [80, 8, 7, 5])[0])

# ---------------------------------------------------------------- discipline
DISC = [("警告", "考试作弊未遂"), ("严重警告", "考试作弊"), ("记过", "考试由他人代考"), ("警告", "宿舍违规使用大功率电器"),
        ("警告", "旷课累计超过20学时"), ("留校察看", "打架斗殴致人受伤"), ("严重警告", "宿舍违规使用大功率电器"),
        ("警告", "夜不归宿"), ("记过", "伪造请假材料"), ("警告", "旷课累计超过20学时"), ("严重警告", "考试作弊"),
        ("警告", "宿舍违规使用大功率电器"), ("记过", "考试作弊")]
for i, (lvl, why) in enumerate(DISC, 1):
    s = random.choice([x for x in STUDENTS if x["year"] <= 2023])
    day = rand_day(max(s["enroll"], "2021-10-01"), "2024-12-31")
    rev = iso(d(day) + dt.timedelta(days=365)) if lvl in ("警告", "严重警告") and day < "2024-03-01" else None
    add("discipline_record", i, s["stu_id"], day, lvl, why, rev)

# ---------------------------------------------------------------- textbooks
TB = [("CS101", "C程序设计（第五版）", "谭浩强", "清华大学出版社", 39.0),
      ("CS102", "数据结构（C语言版）", "严蔚敏", "清华大学出版社", 35.0),
      ("CS201", "计算机操作系统（第四版）", "汤小丹", "西安电子科技大学出版社", 49.0),
      ("CS202", "计算机网络（第8版）", "谢希仁", "电子工业出版社", 59.8),
      ("CS203", "数据库系统概论（第6版）", "王珊", "高等教育出版社", 59.6),
      ("CS301", "机器学习", "周志华", "清华大学出版社", 88.0),
      ("CS302", "编译原理（第2版）", "Alfred V. Aho", "机械工业出版社", 89.0),
      ("CS303", "软件工程导论（第6版）", "张海藩", "清华大学出版社", 59.5),
      ("MA101", "高等数学（第七版）上册", "同济大学数学系", "高等教育出版社", 47.6),
      ("MA102", "高等数学（第七版）下册", "同济大学数学系", "高等教育出版社", 41.2),
      ("MA103", "线性代数（第六版）", "同济大学数学系", "高等教育出版社", 26.8),
      ("MA201", "概率论与数理统计（第五版）", "盛骤", "高等教育出版社", 42.5),
      ("MA202", "数学分析（第五版）", "华东师范大学数学系", "高等教育出版社", 45.0),
      ("MA301", "数值分析（第5版）", "李庆扬", "清华大学出版社", 39.0),
      ("MA302", "运筹学（第五版）", "《运筹学》教材编写组", "清华大学出版社", 69.0),
      ("EC101", "西方经济学（微观部分）", "高鸿业", "中国人民大学出版社", 56.0),
      ("EC102", "西方经济学（宏观部分）", "高鸿业", "中国人民大学出版社", 52.0),
      ("EC201", "会计学原理（第22版）", "怀尔德", "中国人民大学出版社", 79.0),
      ("EC202", "财务管理学（第九版）", "荆新", "中国人民大学出版社", 49.8),
      ("EC203", "市场营销学（第13版）", "吴健安", "高等教育出版社", 48.0),
      ("EC301", "计量经济学导论", "伍德里奇", "中国人民大学出版社", 98.0),
      ("FL101", "新视野大学英语读写教程1", "郑树棠", "外语教学与研究出版社", 52.9),
      ("FL102", "新视野大学英语读写教程2", "郑树棠", "外语教学与研究出版社", 52.9),
      ("FL201", "新编日语（第一册）", "周平", "上海外语教育出版社", 46.0),
      ("FL202", "英国文学选读", "王守仁", "高等教育出版社", 45.0),
      ("EE101", "电路（第六版）", "邱关源", "高等教育出版社", 55.0),
      ("EE102", "模拟电子技术基础（第五版）", "童诗白", "高等教育出版社", 52.0),
      ("EE201", "数字信号处理（第四版）", "高西全", "西安电子科技大学出版社", 49.0),
      ("EE202", "通信原理（第7版）", "樊昌信", "国防工业出版社", 59.0),
      ("LW101", "法理学（第五版）", "张文显", "高等教育出版社", 62.0),
      ("LW102", "民法总论", "王利明", "中国人民大学出版社", 58.0),
      ("LW201", "刑法学（第六版）", "张明楷", "法律出版社", 128.0),
      ("CH101", "无机化学（第五版）", "大连理工大学", "高等教育出版社", 56.0),
      ("CH102", "有机化学（第四版）", "邢其毅", "北京大学出版社", 89.0),
      ("MX101", "思想道德与法治（2023年版）", "本书编写组", "高等教育出版社", 18.0)]
for i, (c, t, a, p, price) in enumerate(TB, 1):
    add("textbook", i, c, t, a, p, f"978-7-{random.randint(100, 999)}-{random.randint(10000, 99999)}-{random.randint(0, 9)}", price)

# ---------------------------------------------------------------- major plans
GENERAL = ["MX101", "MX102", "MX103", "FL101", "FL102"]
for m in MAJORS:
    dept = m[2]
    own = [c for c in COURSES if c[6] == dept]
    plan = {}
    for c in random.sample(GENERAL, 3):
        plan[c] = (random.randint(1, 4), "必修")
    for c in own[:5]:
        plan[c[0]] = (random.randint(1, 7), "必修" if c[4] == "必修" else "限选")
    if dept in ("CS", "EE", "MATH", "ECON", "CHEM"):
        plan["MA101"] = (1, "必修")
        plan["MA103"] = (2, "必修")
    extra = random.choice([c for c in COURSES if c[0] not in plan])
    plan[extra[0]] = (random.randint(3, 7), "任选")
    for c, (n, r) in plan.items():
        add("major_plan", m[0], c, n, r)

# ---------------------------------------------------------------- competitions
COMPS = {
    "CS": ["中国大学生计算机设计大赛", "ACM国际大学生程序设计竞赛", "蓝桥杯全国软件和信息技术专业人才大赛"],
    "MATH": ["全国大学生数学建模竞赛", "全国大学生数学竞赛"],
    "ECON": ["全国大学生市场调查与分析大赛", "“挑战杯”大学生创业计划竞赛"],
    "FL": ["外研社全国英语演讲大赛", "全国口译大赛"],
    "EE": ["全国大学生电子设计竞赛", "全国大学生智能汽车竞赛"],
    "LAW": ["理律杯全国高校模拟法庭竞赛"],
    "CHEM": ["全国大学生化学实验创新设计竞赛"],
    "MARX": ["全国高校大学生讲思政课公开课展示"],
}
LEVELS = ["国家级一等奖", "国家级二等奖", "国家级三等奖", "省级一等奖", "省级二等奖", "省级三等奖"]
for i in range(1, 31):
    s = random.choice([x for x in STUDENTS if x["year"] <= 2023 and x["status"] != "退学"])
    dept = MAJOR_DEPT[s["major"]]
    if random.random() < 0.3:
        dept = random.choice(["MATH", "CS"])
    lvl = random.choices(LEVELS, [1, 2, 3, 4, 5, 6])[0]
    add("competition_award", i, s["stu_id"], random.choice(COMPS[dept]), lvl,
        rand_day(max(f"{s['year'] + 1}-03-01", "2022-01-01"), "2024-12-20"),
        random.choice(FAC_BY_DEPT[dept]) if random.random() < 0.9 else None)


# ---------------------------------------------------------------- write
def lit(v):
    if v is None:
        return "NULL"
    if isinstance(v, (int, float)):
        return repr(v) if isinstance(v, float) and v != int(v) else str(int(v)) if isinstance(v, float) else str(v)
    return "'" + str(v).replace("'", "''") + "'"


ORDER = ["building", "classroom", "department", "major", "faculty", "admin_class", "student", "term",
         "course", "course_prereq", "crs_sec", "timetable_slot", "enrollment", "grade", "exam",
         "exam_invigilator", "scholarship", "scholarship_award", "tuition_invoice", "payment",
         "dormitory", "dorm_room", "room_assignment", "library_book", "library_loan", "thesis",
         "status_change", "graduate_archive", "research_project", "teaching_eval", "attendance",
         "discipline_record", "textbook", "major_plan", "competition_award"]
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
