CREATE TABLE building ( -- 教学楼与行政楼：校园内用于教学和办公的楼宇
    bldg_cd TEXT PRIMARY KEY, -- 楼宇编码
    bldg_name TEXT NOT NULL, -- 楼宇名称
    campus TEXT NOT NULL, -- 所在校区
    floors INTEGER, -- 楼层数
    built_year INTEGER -- 建成年份
);

CREATE TABLE classroom ( -- 教室：教学楼内可排课或排考的房间
    room_id INTEGER PRIMARY KEY, -- 教室编号
    bldg_cd TEXT NOT NULL, -- 所在楼宇编码
    room_no TEXT NOT NULL, -- 房间号
    capacity INTEGER NOT NULL, -- 座位数
    room_type TEXT NOT NULL, -- 教室类型（普通教室、多媒体教室、实验室、机房）
    has_projector INTEGER NOT NULL, -- 是否配备投影仪（1是0否）
    FOREIGN KEY (bldg_cd) REFERENCES building(bldg_cd)
);

CREATE TABLE department ( -- 院系：学校下设的二级学院
    dept_cd TEXT PRIMARY KEY, -- 院系代码
    dept_name TEXT NOT NULL, -- 院系名称
    office_bldg_cd TEXT, -- 院系办公所在楼宇编码
    phone TEXT, -- 院系办公电话
    est_year INTEGER, -- 成立年份
    FOREIGN KEY (office_bldg_cd) REFERENCES building(bldg_cd)
);

CREATE TABLE major ( -- 专业：院系开设的本科专业
    major_cd TEXT PRIMARY KEY, -- 专业代码
    major_name TEXT NOT NULL, -- 专业名称
    dept_cd TEXT NOT NULL, -- 所属院系代码
    degree_type TEXT NOT NULL, -- 授予学位门类（工学学士、理学学士等）
    duration_yrs INTEGER NOT NULL, -- 学制（年）
    is_key_major TEXT NOT NULL, -- 是否重点专业（是、否）
    FOREIGN KEY (dept_cd) REFERENCES department(dept_cd)
);

CREATE TABLE faculty ( -- 教职工：在编教师信息
    fac_id TEXT PRIMARY KEY, -- 教师工号
    name TEXT NOT NULL, -- 教师姓名
    gender TEXT NOT NULL, -- 性别
    dept_cd TEXT NOT NULL, -- 所属院系代码
    title TEXT NOT NULL, -- 职称（教授、副教授、讲师、助教）
    highest_degree TEXT, -- 最高学历（博士、硕士、学士）
    birth_date TEXT, -- 出生日期
    hire_date TEXT NOT NULL, -- 入职日期
    email TEXT, -- 电子邮箱
    FOREIGN KEY (dept_cd) REFERENCES department(dept_cd)
);

CREATE TABLE admin_class ( -- 行政班级：按专业和年级编排的自然班
    cls_id TEXT PRIMARY KEY, -- 班级编号
    cls_name TEXT NOT NULL, -- 班级名称
    major_cd TEXT NOT NULL, -- 所属专业代码
    enroll_year INTEGER NOT NULL, -- 入学年级
    advisor_fac_id TEXT, -- 班主任工号
    FOREIGN KEY (major_cd) REFERENCES major(major_cd),
    FOREIGN KEY (advisor_fac_id) REFERENCES faculty(fac_id)
);

CREATE TABLE student ( -- 学生学籍信息：在校及近年毕业本科生
    stu_id TEXT PRIMARY KEY, -- 学号
    name TEXT NOT NULL, -- 学生姓名
    gender TEXT NOT NULL, -- 性别
    birth_date TEXT, -- 出生日期
    ethnicity TEXT, -- 民族
    hometown_prov TEXT, -- 生源省份
    cls_id TEXT NOT NULL, -- 所在行政班级编号
    major_cd TEXT NOT NULL, -- 当前专业代码
    enroll_date TEXT NOT NULL, -- 入学日期
    status TEXT NOT NULL, -- 学籍状态（在读、休学、退学、已毕业）
    phone TEXT, -- 联系电话
    FOREIGN KEY (cls_id) REFERENCES admin_class(cls_id),
    FOREIGN KEY (major_cd) REFERENCES major(major_cd)
);

CREATE TABLE term ( -- 学期：教学日历中的学期
    term_cd TEXT PRIMARY KEY, -- 学期代码（如 2024-秋）
    academic_year TEXT NOT NULL, -- 所属学年
    season TEXT NOT NULL, -- 季节（秋、春）
    start_date TEXT NOT NULL, -- 学期开始日期
    end_date TEXT NOT NULL -- 学期结束日期
);

CREATE TABLE course ( -- 课程目录：学校开设的课程
    crs_cd TEXT PRIMARY KEY, -- 课程代码
    crs_name TEXT NOT NULL, -- 课程名称
    credits REAL NOT NULL, -- 学分
    total_hours INTEGER NOT NULL, -- 总学时
    crs_type TEXT NOT NULL, -- 课程性质（必修、选修、通识）
    assess_method TEXT NOT NULL, -- 考核方式（考试、考查）
    dept_cd TEXT NOT NULL, -- 开课院系代码
    FOREIGN KEY (dept_cd) REFERENCES department(dept_cd)
);

CREATE TABLE course_prereq ( -- 先修课程关系：修读某课程前须先修的课程
    crs_cd TEXT NOT NULL, -- 课程代码
    prereq_crs_cd TEXT NOT NULL, -- 先修课程代码
    min_score REAL, -- 先修课程最低成绩要求
    PRIMARY KEY (crs_cd, prereq_crs_cd),
    FOREIGN KEY (crs_cd) REFERENCES course(crs_cd),
    FOREIGN KEY (prereq_crs_cd) REFERENCES course(crs_cd)
);

CREATE TABLE crs_sec ( -- 教学班：某学期某课程开设的上课班次
    sec_id INTEGER PRIMARY KEY, -- 教学班编号
    crs_cd TEXT NOT NULL, -- 课程代码
    term_cd TEXT NOT NULL, -- 开课学期代码
    sec_no INTEGER NOT NULL, -- 班次序号
    fac_id TEXT NOT NULL, -- 任课教师工号
    capacity INTEGER NOT NULL, -- 选课容量
    teach_lang TEXT NOT NULL, -- 授课语言（中文、双语、英文）
    FOREIGN KEY (crs_cd) REFERENCES course(crs_cd),
    FOREIGN KEY (term_cd) REFERENCES term(term_cd),
    FOREIGN KEY (fac_id) REFERENCES faculty(fac_id)
);

CREATE TABLE timetable_slot ( -- 课表时段：教学班每周上课的时间和教室
    slot_id INTEGER PRIMARY KEY, -- 时段编号
    sec_id INTEGER NOT NULL, -- 教学班编号
    room_id INTEGER NOT NULL, -- 上课教室编号
    weekday INTEGER NOT NULL, -- 星期几（1为周一，7为周日）
    start_period INTEGER NOT NULL, -- 起始节次
    end_period INTEGER NOT NULL, -- 结束节次
    weeks TEXT NOT NULL, -- 上课周次
    FOREIGN KEY (sec_id) REFERENCES crs_sec(sec_id),
    FOREIGN KEY (room_id) REFERENCES classroom(room_id)
);

CREATE TABLE enrollment ( -- 选课记录：学生选修教学班的记录
    enr_id INTEGER PRIMARY KEY, -- 选课记录编号
    stu_id TEXT NOT NULL, -- 学号
    sec_id INTEGER NOT NULL, -- 教学班编号
    select_date TEXT NOT NULL, -- 选课日期
    enr_status TEXT NOT NULL, -- 选课状态（已选、已退选）
    is_retake INTEGER NOT NULL, -- 是否重修（1是0否）
    FOREIGN KEY (stu_id) REFERENCES student(stu_id),
    FOREIGN KEY (sec_id) REFERENCES crs_sec(sec_id)
);

CREATE TABLE grade ( -- 成绩记录：选课对应的课程成绩
    grade_id INTEGER PRIMARY KEY, -- 成绩记录编号
    enr_id INTEGER NOT NULL, -- 选课记录编号
    usual_score REAL, -- 平时成绩
    exam_score REAL, -- 期末考试成绩
    total_score REAL NOT NULL, -- 总评成绩
    grade_point REAL NOT NULL, -- 绩点
    grade_level TEXT NOT NULL, -- 成绩等级（优秀、良好、中等、及格、不及格）
    record_date TEXT NOT NULL, -- 成绩录入日期
    FOREIGN KEY (enr_id) REFERENCES enrollment(enr_id)
);

CREATE TABLE exam ( -- 考试安排：教学班的考试时间与考场
    exam_id INTEGER PRIMARY KEY, -- 考试编号
    sec_id INTEGER NOT NULL, -- 教学班编号
    exam_type TEXT NOT NULL, -- 考试类型（期中、期末、补考）
    exam_date TEXT NOT NULL, -- 考试日期
    start_time TEXT NOT NULL, -- 开考时间
    duration_min INTEGER NOT NULL, -- 考试时长（分钟）
    room_id INTEGER NOT NULL, -- 考场教室编号
    FOREIGN KEY (sec_id) REFERENCES crs_sec(sec_id),
    FOREIGN KEY (room_id) REFERENCES classroom(room_id)
);

CREATE TABLE exam_invigilator ( -- 监考安排：每场考试的监考教师
    exam_id INTEGER NOT NULL, -- 考试编号
    fac_id TEXT NOT NULL, -- 监考教师工号
    inv_role TEXT NOT NULL, -- 监考角色（主监考、副监考）
    PRIMARY KEY (exam_id, fac_id),
    FOREIGN KEY (exam_id) REFERENCES exam(exam_id),
    FOREIGN KEY (fac_id) REFERENCES faculty(fac_id)
);

CREATE TABLE scholarship ( -- 奖学金项目：可评定的奖学金种类
    sch_cd TEXT PRIMARY KEY, -- 奖学金代码
    sch_name TEXT NOT NULL, -- 奖学金名称
    sch_level TEXT NOT NULL, -- 级别（国家级、省级、校级、院级）
    amount REAL NOT NULL, -- 每人奖励金额（元）
    sponsor TEXT, -- 出资方
    quota INTEGER -- 每学年名额
);

CREATE TABLE scholarship_award ( -- 奖学金获奖记录：学生获得奖学金的评定结果
    award_id INTEGER PRIMARY KEY, -- 获奖记录编号
    stu_id TEXT NOT NULL, -- 学号
    sch_cd TEXT NOT NULL, -- 奖学金代码
    academic_year TEXT NOT NULL, -- 评定学年
    award_date TEXT NOT NULL, -- 评定日期
    award_status TEXT NOT NULL, -- 状态（公示中、已发放、已撤销）
    FOREIGN KEY (stu_id) REFERENCES student(stu_id),
    FOREIGN KEY (sch_cd) REFERENCES scholarship(sch_cd)
);

CREATE TABLE tuition_invoice ( -- 缴费账单：每学年向学生开具的应缴费用
    inv_id INTEGER PRIMARY KEY, -- 账单编号
    stu_id TEXT NOT NULL, -- 学号
    academic_year TEXT NOT NULL, -- 收费学年
    fee_type TEXT NOT NULL, -- 费用类型（学费、住宿费、教材费）
    amount_due REAL NOT NULL, -- 应缴金额（元）
    issue_date TEXT NOT NULL, -- 开单日期
    due_date TEXT NOT NULL, -- 缴费截止日期
    inv_status TEXT NOT NULL, -- 缴费状态（已缴清、部分缴纳、未缴）
    FOREIGN KEY (stu_id) REFERENCES student(stu_id)
);

CREATE TABLE payment ( -- 缴费流水：学生针对账单的每笔实际付款
    pay_id INTEGER PRIMARY KEY, -- 付款流水号
    inv_id INTEGER NOT NULL, -- 对应账单编号
    pay_date TEXT NOT NULL, -- 付款日期
    pay_amt REAL NOT NULL, -- 付款金额（元）
    pay_method TEXT NOT NULL, -- 付款方式（微信、支付宝、银行转账、现金）
    txn_no TEXT, -- 交易单号
    FOREIGN KEY (inv_id) REFERENCES tuition_invoice(inv_id)
);

CREATE TABLE dormitory ( -- 宿舍楼：学生公寓楼栋
    dorm_cd TEXT PRIMARY KEY, -- 宿舍楼编码
    dorm_name TEXT NOT NULL, -- 宿舍楼名称
    campus TEXT NOT NULL, -- 所在校区
    gender_type TEXT NOT NULL, -- 入住性别（男生、女生）
    floors INTEGER, -- 楼层数
    manager_name TEXT -- 宿管员姓名
);

CREATE TABLE dorm_room ( -- 宿舍房间：宿舍楼内的寝室
    droom_id INTEGER PRIMARY KEY, -- 寝室编号
    dorm_cd TEXT NOT NULL, -- 所属宿舍楼编码
    room_no TEXT NOT NULL, -- 房间号
    bed_count INTEGER NOT NULL, -- 床位数
    annual_fee REAL NOT NULL, -- 每床每年住宿费（元）
    has_ac INTEGER NOT NULL, -- 是否有空调（1是0否）
    FOREIGN KEY (dorm_cd) REFERENCES dormitory(dorm_cd)
);

CREATE TABLE room_assignment ( -- 住宿分配：学生入住寝室床位的记录
    asg_id INTEGER PRIMARY KEY, -- 分配记录编号
    stu_id TEXT NOT NULL, -- 学号
    droom_id INTEGER NOT NULL, -- 寝室编号
    bed_no INTEGER NOT NULL, -- 床位号
    check_in_date TEXT NOT NULL, -- 入住日期
    check_out_date TEXT, -- 退宿日期（仍在住为空）
    FOREIGN KEY (stu_id) REFERENCES student(stu_id),
    FOREIGN KEY (droom_id) REFERENCES dorm_room(droom_id)
);

CREATE TABLE library_book ( -- 图书馆藏书：馆藏图书目录
    book_id INTEGER PRIMARY KEY, -- 图书编号
    isbn TEXT NOT NULL, -- 国际标准书号
    title TEXT NOT NULL, -- 书名
    author TEXT, -- 作者
    publisher TEXT, -- 出版社
    pub_year INTEGER, -- 出版年份
    category TEXT NOT NULL -- 图书分类
);

CREATE TABLE library_loan ( -- 图书借阅记录：学生借还图书的流水
    loan_id INTEGER PRIMARY KEY, -- 借阅记录编号
    book_id INTEGER NOT NULL, -- 图书编号
    stu_id TEXT NOT NULL, -- 借阅学生学号
    loan_date TEXT NOT NULL, -- 借出日期
    due_date TEXT NOT NULL, -- 应还日期
    return_date TEXT, -- 实际归还日期（未还为空）
    overdue_fine REAL NOT NULL, -- 逾期罚款（元）
    FOREIGN KEY (book_id) REFERENCES library_book(book_id),
    FOREIGN KEY (stu_id) REFERENCES student(stu_id)
);

CREATE TABLE thesis ( -- 毕业论文：本科毕业设计及论文答辩
    thesis_id INTEGER PRIMARY KEY, -- 论文编号
    stu_id TEXT NOT NULL, -- 学号
    title TEXT NOT NULL, -- 论文题目
    supervisor_fac_id TEXT NOT NULL, -- 指导教师工号
    reviewer_fac_id TEXT NOT NULL, -- 评阅教师工号
    submit_date TEXT, -- 提交日期
    defense_date TEXT, -- 答辩日期
    defense_score REAL, -- 答辩成绩
    thesis_status TEXT NOT NULL, -- 论文状态（待答辩、已通过、需修改、未通过）
    FOREIGN KEY (stu_id) REFERENCES student(stu_id),
    FOREIGN KEY (supervisor_fac_id) REFERENCES faculty(fac_id),
    FOREIGN KEY (reviewer_fac_id) REFERENCES faculty(fac_id)
);

CREATE TABLE status_change ( -- 学籍异动：休学、复学、转专业、退学等变动
    chg_id INTEGER PRIMARY KEY, -- 异动记录编号
    stu_id TEXT NOT NULL, -- 学号
    chg_type TEXT NOT NULL, -- 异动类型（休学、复学、转专业、退学）
    apply_date TEXT NOT NULL, -- 申请日期
    approve_date TEXT, -- 批准日期
    reason TEXT, -- 异动原因
    from_major_cd TEXT, -- 转出专业代码（仅转专业）
    to_major_cd TEXT, -- 转入专业代码（仅转专业）
    FOREIGN KEY (stu_id) REFERENCES student(stu_id),
    FOREIGN KEY (from_major_cd) REFERENCES major(major_cd),
    FOREIGN KEY (to_major_cd) REFERENCES major(major_cd)
);

CREATE TABLE graduate_archive ( -- 历届毕业生档案：已归档的往届毕业生
    grad_id INTEGER PRIMARY KEY, -- 档案编号
    stu_id TEXT NOT NULL, -- 原学号
    name TEXT NOT NULL, -- 毕业生姓名
    gender TEXT NOT NULL, -- 性别
    major_cd TEXT NOT NULL, -- 毕业专业代码
    enroll_year INTEGER NOT NULL, -- 入学年份
    grad_date TEXT NOT NULL, -- 毕业日期
    degree_awarded TEXT, -- 授予学位
    final_gpa REAL, -- 毕业平均绩点
    destination TEXT, -- 毕业去向（就业、升学、出国、待业）
    employer TEXT, -- 就业单位或录取院校
    FOREIGN KEY (major_cd) REFERENCES major(major_cd)
);

CREATE TABLE research_project ( -- 科研项目：教师主持的纵向和横向课题
    proj_id INTEGER PRIMARY KEY, -- 项目编号
    proj_title TEXT NOT NULL, -- 项目名称
    pi_fac_id TEXT NOT NULL, -- 项目负责人工号
    fund_source TEXT NOT NULL, -- 经费来源
    funding_amt REAL NOT NULL, -- 资助经费（万元）
    start_date TEXT NOT NULL, -- 立项日期
    end_date TEXT, -- 计划结题日期
    proj_status TEXT NOT NULL, -- 项目状态（在研、已结题）
    FOREIGN KEY (pi_fac_id) REFERENCES faculty(fac_id)
);

CREATE TABLE teaching_eval ( -- 学生评教：学生对教学班授课质量的评分
    eval_id INTEGER PRIMARY KEY, -- 评教记录编号
    sec_id INTEGER NOT NULL, -- 教学班编号
    stu_id TEXT NOT NULL, -- 评价学生学号
    eval_score REAL NOT NULL, -- 评教分数（百分制）
    eval_comment TEXT, -- 评价意见
    eval_date TEXT NOT NULL, -- 评价日期
    FOREIGN KEY (sec_id) REFERENCES crs_sec(sec_id),
    FOREIGN KEY (stu_id) REFERENCES student(stu_id)
);

CREATE TABLE attendance ( -- 课堂考勤：学生每次课的出勤情况
    att_id INTEGER PRIMARY KEY, -- 考勤记录编号
    sec_id INTEGER NOT NULL, -- 教学班编号
    stu_id TEXT NOT NULL, -- 学号
    att_date TEXT NOT NULL, -- 考勤日期
    att_status TEXT NOT NULL, -- 出勤状态（出勤、迟到、缺勤、请假）
    FOREIGN KEY (sec_id) REFERENCES crs_sec(sec_id),
    FOREIGN KEY (stu_id) REFERENCES student(stu_id)
);

CREATE TABLE discipline_record ( -- 违纪处分：学生违反校规受到的处分
    disc_id INTEGER PRIMARY KEY, -- 处分记录编号
    stu_id TEXT NOT NULL, -- 学号
    disc_date TEXT NOT NULL, -- 处分日期
    disc_level TEXT NOT NULL, -- 处分等级（警告、严重警告、记过、留校察看）
    reason TEXT NOT NULL, -- 处分事由
    revoke_date TEXT, -- 处分解除日期
    FOREIGN KEY (stu_id) REFERENCES student(stu_id)
);

CREATE TABLE textbook ( -- 教材：课程选用的教材
    tb_id INTEGER PRIMARY KEY, -- 教材编号
    crs_cd TEXT NOT NULL, -- 课程代码
    tb_title TEXT NOT NULL, -- 教材名称
    author TEXT, -- 主编
    publisher TEXT, -- 出版社
    isbn TEXT, -- 国际标准书号
    price REAL, -- 定价（元）
    FOREIGN KEY (crs_cd) REFERENCES course(crs_cd)
);

CREATE TABLE major_plan ( -- 培养方案：各专业要求修读的课程及建议学期
    major_cd TEXT NOT NULL, -- 专业代码
    crs_cd TEXT NOT NULL, -- 课程代码
    suggest_term_no INTEGER NOT NULL, -- 建议修读学期序号（1至8）
    req_type TEXT NOT NULL, -- 修读要求（必修、限选、任选）
    PRIMARY KEY (major_cd, crs_cd),
    FOREIGN KEY (major_cd) REFERENCES major(major_cd),
    FOREIGN KEY (crs_cd) REFERENCES course(crs_cd)
);

CREATE TABLE competition_award ( -- 学科竞赛获奖：学生参加学科竞赛的获奖记录
    comp_id INTEGER PRIMARY KEY, -- 获奖记录编号
    stu_id TEXT NOT NULL, -- 学号
    comp_name TEXT NOT NULL, -- 竞赛名称
    award_level TEXT NOT NULL, -- 获奖等级
    award_date TEXT NOT NULL, -- 获奖日期
    guide_fac_id TEXT, -- 指导教师工号
    FOREIGN KEY (stu_id) REFERENCES student(stu_id),
    FOREIGN KEY (guide_fac_id) REFERENCES faculty(fac_id)
);

-- 数据（由 make_data.py 生成）

INSERT INTO building VALUES ('JX01', '博学楼', '本部', 6, 1998);
INSERT INTO building VALUES ('JX02', '明德楼', '本部', 5, 2003);
INSERT INTO building VALUES ('JX03', '致远楼', '东校区', 7, 2012);
INSERT INTO building VALUES ('JX04', '求是楼', '东校区', 6, 2014);
INSERT INTO building VALUES ('JX05', '笃行楼', '南校区', 8, 2019);
INSERT INTO building VALUES ('JX06', '文华楼', '南校区', 5, 2020);
INSERT INTO building VALUES ('SY01', '理科实验楼', '本部', 6, 2006);
INSERT INTO building VALUES ('SY02', '工程训练中心', '南校区', 4, 2018);
INSERT INTO building VALUES ('TS01', '图书馆', '本部', 9, 2008);
INSERT INTO building VALUES ('XZ01', '行政楼', '本部', 12, 2001);

INSERT INTO classroom VALUES (101, 'JX01', '201', 80, '多媒体教室', 1);
INSERT INTO classroom VALUES (102, 'JX01', '402', 150, '多媒体教室', 1);
INSERT INTO classroom VALUES (103, 'JX01', '203', 60, '多媒体教室', 1);
INSERT INTO classroom VALUES (104, 'JX01', '404', 120, '多媒体教室', 1);
INSERT INTO classroom VALUES (105, 'JX01', '305', 200, '多媒体教室', 1);
INSERT INTO classroom VALUES (106, 'JX01', '106', 60, '多媒体教室', 1);
INSERT INTO classroom VALUES (107, 'JX02', '301', 120, '普通教室', 0);
INSERT INTO classroom VALUES (108, 'JX02', '402', 150, '普通教室', 0);
INSERT INTO classroom VALUES (109, 'JX02', '503', 80, '普通教室', 0);
INSERT INTO classroom VALUES (110, 'JX02', '204', 60, '多媒体教室', 1);
INSERT INTO classroom VALUES (111, 'JX02', '505', 80, '多媒体教室', 1);
INSERT INTO classroom VALUES (112, 'JX02', '306', 60, '普通教室', 1);
INSERT INTO classroom VALUES (113, 'JX03', '201', 200, '多媒体教室', 1);
INSERT INTO classroom VALUES (114, 'JX03', '402', 200, '普通教室', 1);
INSERT INTO classroom VALUES (115, 'JX03', '103', 80, '普通教室', 1);
INSERT INTO classroom VALUES (116, 'JX03', '204', 150, '普通教室', 0);
INSERT INTO classroom VALUES (117, 'JX03', '505', 80, '多媒体教室', 1);
INSERT INTO classroom VALUES (118, 'JX03', '306', 120, '普通教室', 0);
INSERT INTO classroom VALUES (119, 'JX04', '501', 80, '多媒体教室', 1);
INSERT INTO classroom VALUES (120, 'JX04', '202', 80, '多媒体教室', 1);
INSERT INTO classroom VALUES (121, 'JX04', '403', 200, '多媒体教室', 1);
INSERT INTO classroom VALUES (122, 'JX04', '504', 80, '多媒体教室', 1);
INSERT INTO classroom VALUES (123, 'JX04', '405', 120, '普通教室', 0);
INSERT INTO classroom VALUES (124, 'JX04', '106', 200, '多媒体教室', 1);
INSERT INTO classroom VALUES (125, 'JX05', '401', 60, '多媒体教室', 1);
INSERT INTO classroom VALUES (126, 'JX05', '402', 120, '普通教室', 0);
INSERT INTO classroom VALUES (127, 'JX05', '103', 120, '普通教室', 0);
INSERT INTO classroom VALUES (128, 'JX05', '204', 150, '多媒体教室', 1);
INSERT INTO classroom VALUES (129, 'JX05', '205', 150, '多媒体教室', 1);
INSERT INTO classroom VALUES (130, 'JX05', '206', 150, '普通教室', 0);
INSERT INTO classroom VALUES (131, 'JX06', '201', 200, '多媒体教室', 1);
INSERT INTO classroom VALUES (132, 'JX06', '502', 60, '多媒体教室', 1);
INSERT INTO classroom VALUES (133, 'JX06', '203', 150, '普通教室', 0);
INSERT INTO classroom VALUES (134, 'JX06', '504', 60, '多媒体教室', 1);
INSERT INTO classroom VALUES (135, 'JX06', '205', 120, '普通教室', 0);
INSERT INTO classroom VALUES (136, 'JX06', '106', 150, '多媒体教室', 1);
INSERT INTO classroom VALUES (137, 'SY01', '201', 60, '实验室', 1);
INSERT INTO classroom VALUES (138, 'SY01', '502', 48, '机房', 1);
INSERT INTO classroom VALUES (139, 'SY01', '403', 60, '机房', 1);
INSERT INTO classroom VALUES (140, 'SY01', '104', 40, '机房', 1);
INSERT INTO classroom VALUES (141, 'SY02', '301', 60, '机房', 1);
INSERT INTO classroom VALUES (142, 'SY02', '202', 48, '实验室', 1);
INSERT INTO classroom VALUES (143, 'SY02', '403', 40, '实验室', 1);
INSERT INTO classroom VALUES (144, 'SY02', '304', 60, '机房', 1);

INSERT INTO department VALUES ('CS', '计算机科学与技术学院', 'JX03', '0571-86910001', 2002);
INSERT INTO department VALUES ('MATH', '数学与统计学院', 'JX01', '0571-86910002', 1958);
INSERT INTO department VALUES ('ECON', '经济管理学院', 'JX02', '0571-86910003', 1993);
INSERT INTO department VALUES ('FL', '外国语学院', 'JX06', '0571-86910004', 1978);
INSERT INTO department VALUES ('EE', '电子信息工程学院', 'JX04', '0571-86910005', 1999);
INSERT INTO department VALUES ('LAW', '法学院', 'JX02', '0571-86910006', 2000);
INSERT INTO department VALUES ('CHEM', '化学化工学院', 'SY01', '0571-86910007', 1962);
INSERT INTO department VALUES ('MARX', '马克思主义学院', 'XZ01', '0571-86910008', 2016);

INSERT INTO major VALUES ('080901', '计算机科学与技术', 'CS', '工学学士', 4, '是');
INSERT INTO major VALUES ('080902', '软件工程', 'CS', '工学学士', 4, '否');
INSERT INTO major VALUES ('080910', '数据科学与大数据技术', 'CS', '工学学士', 4, '否');
INSERT INTO major VALUES ('070101', '数学与应用数学', 'MATH', '理学学士', 4, '是');
INSERT INTO major VALUES ('071201', '统计学', 'MATH', '理学学士', 4, '否');
INSERT INTO major VALUES ('020101', '经济学', 'ECON', '经济学学士', 4, '否');
INSERT INTO major VALUES ('120203', '会计学', 'ECON', '管理学学士', 4, '是');
INSERT INTO major VALUES ('120201', '工商管理', 'ECON', '管理学学士', 4, '否');
INSERT INTO major VALUES ('050201', '英语', 'FL', '文学学士', 4, '否');
INSERT INTO major VALUES ('050207', '日语', 'FL', '文学学士', 4, '否');
INSERT INTO major VALUES ('080701', '电子信息工程', 'EE', '工学学士', 4, '是');
INSERT INTO major VALUES ('080703', '通信工程', 'EE', '工学学士', 4, '否');
INSERT INTO major VALUES ('030101', '法学', 'LAW', '法学学士', 4, '是');
INSERT INTO major VALUES ('070301', '化学', 'CHEM', '理学学士', 4, '否');
INSERT INTO major VALUES ('030503', '思想政治教育', 'MARX', '法学学士', 4, '否');

INSERT INTO faculty VALUES ('T1001', '吕悦娜', '女', 'CS', '教授', '博士', '1977-04-09', '2006-09-25', 't1001@univ.edu.cn');
INSERT INTO faculty VALUES ('T1002', '李鑫', '男', 'CS', '副教授', '博士', '1979-04-08', '2007-07-28', 't1002@univ.edu.cn');
INSERT INTO faculty VALUES ('T1003', '于勇军', '男', 'CS', '讲师', '博士', '1988-04-09', '2019-05-29', 't1003@univ.edu.cn');
INSERT INTO faculty VALUES ('T1004', '高平林', '男', 'CS', '教授', '博士', '1962-09-03', '1994-05-08', 't1004@univ.edu.cn');
INSERT INTO faculty VALUES ('T1005', '林彤艳', '女', 'CS', '教授', '博士', '1964-08-05', '1993-04-07', 't1005@univ.edu.cn');
INSERT INTO faculty VALUES ('T1006', '魏鹏帆', '男', 'CS', '教授', '博士', '1971-09-24', '2002-09-10', 't1006@univ.edu.cn');
INSERT INTO faculty VALUES ('T1007', '卢林凯', '男', 'CS', '讲师', '博士', '1980-05-07', '2008-12-01', 't1007@univ.edu.cn');
INSERT INTO faculty VALUES ('T1008', '徐飞明', '男', 'CS', '讲师', '博士', '1981-11-17', '2010-02-15', 't1008@univ.edu.cn');
INSERT INTO faculty VALUES ('T1009', '孙蕾霞', '女', 'CS', '讲师', '硕士', '1985-03-25', '2015-02-20', 't1009@univ.edu.cn');
INSERT INTO faculty VALUES ('T1010', '姚伟斌', '男', 'CS', '副教授', '博士', '1978-09-19', '2007-01-05', 't1010@univ.edu.cn');
INSERT INTO faculty VALUES ('T1011', '曹艳璐', '女', 'MATH', '讲师', '硕士', '1992-02-21', '2023-05-25', 't1011@univ.edu.cn');
INSERT INTO faculty VALUES ('T1012', '徐帆伟', '男', 'MATH', '教授', '博士', '1970-08-12', '1999-03-20', 't1012@univ.edu.cn');
INSERT INTO faculty VALUES ('T1013', '徐飞波', '男', 'MATH', '副教授', '博士', '1978-09-30', '2008-06-02', 't1013@univ.edu.cn');
INSERT INTO faculty VALUES ('T1014', '刘丽', '女', 'MATH', '教授', '博士', '1966-07-06', '1996-08-17', 't1014@univ.edu.cn');
INSERT INTO faculty VALUES ('T1015', '吴凯', '男', 'MATH', '副教授', '博士', '1973-05-29', '2005-02-07', 't1015@univ.edu.cn');
INSERT INTO faculty VALUES ('T1016', '林健刚', '男', 'MATH', '讲师', '硕士', '1986-08-03', '2014-11-20', 't1016@univ.edu.cn');
INSERT INTO faculty VALUES ('T1017', '梁阳', '男', 'MATH', '讲师', '硕士', '1989-01-12', '2019-07-01', 't1017@univ.edu.cn');
INSERT INTO faculty VALUES ('T1018', '袁华明', '男', 'MATH', '讲师', '博士', '1982-02-04', '2013-04-07', 't1018@univ.edu.cn');
INSERT INTO faculty VALUES ('T1019', '王磊宇', '男', 'MATH', '教授', '博士', '1965-04-17', '1993-08-28', 't1019@univ.edu.cn');
INSERT INTO faculty VALUES ('T1020', '朱超宇', '男', 'ECON', '副教授', '博士', '1971-10-22', '2002-03-25', 't1020@univ.edu.cn');
INSERT INTO faculty VALUES ('T1021', '肖伟哲', '男', 'ECON', '副教授', '博士', '1983-12-16', '2015-06-13', 't1021@univ.edu.cn');
INSERT INTO faculty VALUES ('T1022', '邓宇帆', '男', 'ECON', '讲师', '硕士', '1985-02-24', '2016-07-26', 't1022@univ.edu.cn');
INSERT INTO faculty VALUES ('T1023', '肖悦秀', '女', 'ECON', '教授', '博士', '1966-04-09', '1995-07-08', 't1023@univ.edu.cn');
INSERT INTO faculty VALUES ('T1024', '何琳怡', '女', 'ECON', '讲师', '博士', '1984-09-21', '2012-09-19', 't1024@univ.edu.cn');
INSERT INTO faculty VALUES ('T1025', '程晨浩', '男', 'ECON', '教授', '博士', '1977-05-28', '2008-07-05', 't1025@univ.edu.cn');
INSERT INTO faculty VALUES ('T1026', '谢婷秀', '女', 'ECON', '副教授', '博士', '1984-11-18', '2014-02-26', 't1026@univ.edu.cn');
INSERT INTO faculty VALUES ('T1027', '马欣', '女', 'ECON', '副教授', '博士', '1973-11-14', '2004-10-08', 't1027@univ.edu.cn');
INSERT INTO faculty VALUES ('T1028', '朱帆明', '男', 'ECON', '讲师', '博士', '1984-08-09', '2015-01-21', 't1028@univ.edu.cn');
INSERT INTO faculty VALUES ('T1029', '冯飞杰', '男', 'FL', '助教', '硕士', '1997-05-09', '2023-06-25', 't1029@univ.edu.cn');
INSERT INTO faculty VALUES ('T1030', '张旭刚', '男', 'FL', '教授', '博士', '1962-07-06', '1992-01-22', 't1030@univ.edu.cn');
INSERT INTO faculty VALUES ('T1031', '吕宇', '男', 'FL', '讲师', '博士', '1982-12-18', '2012-01-22', 't1031@univ.edu.cn');
INSERT INTO faculty VALUES ('T1032', '梁明波', '男', 'FL', '讲师', '硕士', '1983-10-22', '2014-09-15', 't1032@univ.edu.cn');
INSERT INTO faculty VALUES ('T1033', '蔡雪雪', '女', 'FL', '副教授', '博士', '1984-04-04', '2014-10-13', 't1033@univ.edu.cn');
INSERT INTO faculty VALUES ('T1034', '徐斌涛', '男', 'FL', '讲师', '博士', '1991-08-08', '2023-04-26', 't1034@univ.edu.cn');
INSERT INTO faculty VALUES ('T1035', '黄琳', '女', 'FL', '讲师', '博士', '1989-12-07', '2018-11-29', 't1035@univ.edu.cn');
INSERT INTO faculty VALUES ('T1036', '赵蕾欣', '女', 'EE', '副教授', '博士', '1973-01-14', '2002-04-09', 't1036@univ.edu.cn');
INSERT INTO faculty VALUES ('T1037', '叶帅哲', '男', 'EE', '副教授', '博士', '1976-07-27', '2005-03-28', 't1037@univ.edu.cn');
INSERT INTO faculty VALUES ('T1038', '姚飞', '男', 'EE', '教授', '博士', '1968-10-09', '1998-07-18', 't1038@univ.edu.cn');
INSERT INTO faculty VALUES ('T1039', '谢旭波', '男', 'EE', '教授', '博士', '1964-09-21', '1995-05-11', 't1039@univ.edu.cn');
INSERT INTO faculty VALUES ('T1040', '孙明勇', '男', 'EE', '副教授', '博士', '1978-02-07', '2007-10-02', 't1040@univ.edu.cn');
INSERT INTO faculty VALUES ('T1041', '郭鹏浩', '男', 'EE', '讲师', '博士', '1991-08-02', '2021-07-08', 't1041@univ.edu.cn');
INSERT INTO faculty VALUES ('T1042', '黄凯睿', '男', 'EE', '教授', '博士', '1978-07-30', '2010-03-31', 't1042@univ.edu.cn');
INSERT INTO faculty VALUES ('T1043', '马龙鑫', '男', 'LAW', '讲师', '博士', '1987-09-23', '2019-04-25', 't1043@univ.edu.cn');
INSERT INTO faculty VALUES ('T1044', '张轩伟', '男', 'LAW', '讲师', '硕士', '1991-01-21', '2020-09-10', 't1044@univ.edu.cn');
INSERT INTO faculty VALUES ('T1045', '曹蕾晶', '女', 'LAW', '讲师', '博士', '1985-06-14', '2017-03-16', 't1045@univ.edu.cn');
INSERT INTO faculty VALUES ('T1046', '谢文', '男', 'LAW', '副教授', '博士', '1982-02-12', '2012-08-13', 't1046@univ.edu.cn');
INSERT INTO faculty VALUES ('T1047', '袁帅文', '男', 'LAW', '讲师', '博士', '1984-09-14', '2014-10-02', 't1047@univ.edu.cn');
INSERT INTO faculty VALUES ('T1048', '马帅刚', '男', 'LAW', '讲师', '硕士', '1985-10-04', '2014-03-01', 't1048@univ.edu.cn');
INSERT INTO faculty VALUES ('T1049', '曾勇博', '男', 'CHEM', '教授', '博士', '1963-07-20', '1993-09-20', 't1049@univ.edu.cn');
INSERT INTO faculty VALUES ('T1050', '于瑶洁', '女', 'CHEM', '教授', '博士', '1965-02-07', '1994-10-12', 't1050@univ.edu.cn');
INSERT INTO faculty VALUES ('T1051', '宋敏菲', '女', 'CHEM', '教授', '博士', '1974-02-18', '2003-10-31', 't1051@univ.edu.cn');
INSERT INTO faculty VALUES ('T1052', '杜勇俊', '男', 'CHEM', '助教', '硕士', '1994-01-03', '2022-11-14', 't1052@univ.edu.cn');
INSERT INTO faculty VALUES ('T1053', '周帆', '男', 'CHEM', '副教授', '博士', '1982-10-07', '2013-05-08', 't1053@univ.edu.cn');
INSERT INTO faculty VALUES ('T1054', '曹敏娟', '女', 'CHEM', '讲师', '博士', '1991-05-21', '2022-07-25', 't1054@univ.edu.cn');
INSERT INTO faculty VALUES ('T1055', '杨健飞', '男', 'MARX', '副教授', '博士', '1982-12-10', '2013-03-19', 't1055@univ.edu.cn');
INSERT INTO faculty VALUES ('T1056', '朱敏', '女', 'MARX', '教授', '博士', '1963-03-24', '1991-05-02', 't1056@univ.edu.cn');
INSERT INTO faculty VALUES ('T1057', '任飞阳', '男', 'MARX', '教授', '博士', '1972-01-28', '2001-09-17', 't1057@univ.edu.cn');
INSERT INTO faculty VALUES ('T1058', '吴睿', '男', 'MARX', '副教授', '博士', '1979-09-12', '2008-05-30', 't1058@univ.edu.cn');
INSERT INTO faculty VALUES ('T1059', '陈阳伟', '男', 'MARX', '讲师', '博士', '1984-10-19', '2014-05-29', 't1059@univ.edu.cn');
INSERT INTO faculty VALUES ('T1060', '李霞芳', '女', 'MARX', '副教授', '博士', '1977-05-28', '2006-07-08', 't1060@univ.edu.cn');

INSERT INTO admin_class VALUES ('C20050201', '英语2001班', '050201', 2020, 'T1034');
INSERT INTO admin_class VALUES ('C20030101', '法学2001班', '030101', 2020, 'T1046');
INSERT INTO admin_class VALUES ('C20080910', '数据2001班', '080910', 2020, 'T1001');
INSERT INTO admin_class VALUES ('C20080701', '电信2001班', '080701', 2020, 'T1041');
INSERT INTO admin_class VALUES ('C20070101', '数学2001班', '070101', 2020, 'T1015');
INSERT INTO admin_class VALUES ('C20030503', '思政2001班', '030503', 2020, 'T1056');
INSERT INTO admin_class VALUES ('C21080901', '计科2101班', '080901', 2021, 'T1008');
INSERT INTO admin_class VALUES ('C21020101', '经济2101班', '020101', 2021, 'T1021');
INSERT INTO admin_class VALUES ('C21070101', '数学2101班', '070101', 2021, 'T1018');
INSERT INTO admin_class VALUES ('C21080701', '电信2101班', '080701', 2021, 'T1037');
INSERT INTO admin_class VALUES ('C21030101', '法学2101班', '030101', 2021, 'T1046');
INSERT INTO admin_class VALUES ('C21120201', '工管2101班', '120201', 2021, 'T1028');
INSERT INTO admin_class VALUES ('C22120201', '工管2201班', '120201', 2022, 'T1027');
INSERT INTO admin_class VALUES ('C22080701', '电信2201班', '080701', 2022, 'T1040');
INSERT INTO admin_class VALUES ('C22080703', '通信2201班', '080703', 2022, 'T1037');
INSERT INTO admin_class VALUES ('C22020101', '经济2201班', '020101', 2022, 'T1022');
INSERT INTO admin_class VALUES ('C22120203', '会计2201班', '120203', 2022, 'T1025');
INSERT INTO admin_class VALUES ('C22080902', '软工2201班', '080902', 2022, 'T1008');
INSERT INTO admin_class VALUES ('C23080910', '数据2301班', '080910', 2023, 'T1008');
INSERT INTO admin_class VALUES ('C23020101', '经济2301班', '020101', 2023, 'T1023');
INSERT INTO admin_class VALUES ('C23070101', '数学2301班', '070101', 2023, 'T1015');
INSERT INTO admin_class VALUES ('C23080703', '通信2301班', '080703', 2023, 'T1041');
INSERT INTO admin_class VALUES ('C23071201', '统计2301班', '071201', 2023, 'T1017');
INSERT INTO admin_class VALUES ('C23080902', '软工2301班', '080902', 2023, 'T1002');
INSERT INTO admin_class VALUES ('C24080703', '通信2401班', '080703', 2024, 'T1041');
INSERT INTO admin_class VALUES ('C24120203', '会计2401班', '120203', 2024, 'T1026');
INSERT INTO admin_class VALUES ('C24030101', '法学2401班', '030101', 2024, 'T1046');
INSERT INTO admin_class VALUES ('C24050201', '英语2401班', '050201', 2024, 'T1030');
INSERT INTO admin_class VALUES ('C24020101', '经济2401班', '020101', 2024, 'T1022');
INSERT INTO admin_class VALUES ('C24080902', '软工2401班', '080902', 2024, 'T1007');

INSERT INTO student VALUES ('2020090101', '叶阳涛', '男', '2002-04-30', '土家族', '安徽', 'C20050201', '050201', '2020-09-03', '已毕业', '19685037123');
INSERT INTO student VALUES ('2020130101', '余颖', '女', '2003-03-27', '土家族', '山西', 'C20030101', '030101', '2020-09-02', '已毕业', '18721087489');
INSERT INTO student VALUES ('2020030101', '程瑶', '女', '2002-06-12', '汉族', '云南', 'C20080910', '080910', '2020-09-03', '已毕业', '18504179010');
INSERT INTO student VALUES ('2020110101', '于睿鹏', '男', '2003-02-13', '苗族', '浙江', 'C20080701', '080701', '2020-09-01', '退学', '15425260552');
INSERT INTO student VALUES ('2020040101', '胡波帅', '男', '2003-05-26', '回族', '湖南', 'C20070101', '070101', '2020-09-02', '已毕业', '15841648587');
INSERT INTO student VALUES ('2020150101', '袁帆', '男', '2003-06-12', '汉族', '安徽', 'C20030503', '030503', '2020-09-01', '已毕业', '19205676780');
INSERT INTO student VALUES ('2020090102', '潘菲娟', '女', '2002-09-25', '汉族', '湖北', 'C20050201', '050201', '2020-09-02', '已毕业', '19654494031');
INSERT INTO student VALUES ('2020130102', '蔡帅宁', '男', '2003-06-09', '汉族', '甘肃', 'C20030101', '030101', '2020-09-01', '已毕业', '19696682535');
INSERT INTO student VALUES ('2020030102', '罗玲萱', '女', '2003-03-31', '回族', '云南', 'C20080910', '080910', '2020-09-01', '已毕业', '15105694011');
INSERT INTO student VALUES ('2020110102', '叶健辉', '男', '2003-07-31', '蒙古族', '河南', 'C20080701', '080701', '2020-09-01', '已毕业', '13937594062');
INSERT INTO student VALUES ('2020040102', '韩琳怡', '女', '2002-05-02', '汉族', '山东', 'C20070101', '070101', '2020-09-03', '已毕业', '19818142433');
INSERT INTO student VALUES ('2020150102', '程颖艳', '女', '2003-05-05', '壮族', '四川', 'C20030503', '030503', '2020-09-02', '已毕业', '18646414244');
INSERT INTO student VALUES ('2020090103', '许辉', '男', '2002-03-17', '土家族', '浙江', 'C20050201', '050201', '2020-09-03', '已毕业', '19438421243');
INSERT INTO student VALUES ('2020130103', '余雪彤', '女', '2001-09-21', '汉族', '河北', 'C20030101', '030101', '2020-09-01', '已毕业', '19428752392');
INSERT INTO student VALUES ('2020030103', '郭秀倩', '女', '2002-11-04', '壮族', '河南', 'C20080910', '080910', '2020-09-01', '已毕业', '13105083718');
INSERT INTO student VALUES ('2020110103', '郭杰', '男', '2003-02-12', '汉族', '浙江', 'C20080701', '080701', '2020-09-02', '已毕业', '19515604010');
INSERT INTO student VALUES ('2020040103', '冯蕾琳', '女', '2003-03-25', '汉族', '山西', 'C20070101', '070101', '2020-09-01', '已毕业', '17765029352');
INSERT INTO student VALUES ('2020150103', '陈哲波', '男', '2002-03-30', '汉族', '甘肃', 'C20030503', '030503', '2020-09-02', '已毕业', '18594028260');
INSERT INTO student VALUES ('2020090104', '高斌明', '男', '2002-10-26', '苗族', '安徽', 'C20050201', '050201', '2020-09-01', '已毕业', '19884881292');
INSERT INTO student VALUES ('2020130104', '丁帅涛', '男', '2003-02-24', '汉族', '福建', 'C20030101', '030101', '2020-09-01', '已毕业', '15296394208');
INSERT INTO student VALUES ('2020030104', '蔡波帆', '男', '2002-04-19', '汉族', '江苏', 'C20080910', '080910', '2020-09-01', '已毕业', '19349153329');
INSERT INTO student VALUES ('2020110104', '程洁玲', '女', '2003-06-01', '回族', '安徽', 'C20080701', '080701', '2020-09-02', '已毕业', '13633081545');
INSERT INTO student VALUES ('2020040104', '周洁晶', '女', '2002-06-06', '汉族', '浙江', 'C20070101', '070101', '2020-09-01', '已毕业', '17666026706');
INSERT INTO student VALUES ('2020150104', '田强杰', '男', '2003-06-02', '苗族', '浙江', 'C20030503', '030503', '2020-09-02', '已毕业', '15651618448');
INSERT INTO student VALUES ('2021010101', '周宁龙', '男', '2004-07-12', '汉族', '山东', 'C21080901', '080901', '2021-09-03', '休学', '18813109872');
INSERT INTO student VALUES ('2021060101', '曾静璐', '女', '2004-05-13', '回族', '甘肃', 'C21020101', '020101', '2021-09-02', '在读', '18984169757');
INSERT INTO student VALUES ('2021040101', '吴倩彤', '女', '2002-10-08', '汉族', '广东', 'C21070101', '070101', '2021-09-03', '在读', '15242225709');
INSERT INTO student VALUES ('2021110101', '张斌军', '男', '2003-07-29', '苗族', '山东', 'C21080701', '080701', '2021-09-02', '在读', '19840280664');
INSERT INTO student VALUES ('2021130101', '罗秀', '女', '2004-01-18', '汉族', '山东', 'C21030101', '030101', '2021-09-02', '在读', '13640835127');
INSERT INTO student VALUES ('2021080101', '徐明', '男', '2004-05-04', '汉族', '福建', 'C21120201', '120201', '2021-09-03', '休学', '17296532507');
INSERT INTO student VALUES ('2021010102', '潘秀彤', '女', '2003-10-17', '汉族', '山东', 'C21080901', '080901', '2021-09-02', '在读', '17703959488');
INSERT INTO student VALUES ('2021060102', '郭帅军', '男', '2003-08-06', '汉族', '福建', 'C21020101', '020101', '2021-09-03', '在读', '19674950582');
INSERT INTO student VALUES ('2021040102', '张佳楠', '女', '2003-01-15', '汉族', '湖南', 'C21070101', '070101', '2021-09-02', '在读', '19257797482');
INSERT INTO student VALUES ('2021110102', '赵娟丽', '女', '2003-06-19', '汉族', '河北', 'C21080701', '080701', '2021-09-03', '在读', '19367549071');
INSERT INTO student VALUES ('2021130102', '肖菲慧', '女', '2003-03-30', '壮族', '江苏', 'C21030101', '030101', '2021-09-01', '在读', '15675765485');
INSERT INTO student VALUES ('2021080102', '梁龙龙', '男', '2003-04-05', '汉族', '浙江', 'C21120201', '120201', '2021-09-03', '在读', '19255978718');
INSERT INTO student VALUES ('2021010103', '卢强辉', '男', '2004-01-06', '土家族', '贵州', 'C21080901', '080901', '2021-09-03', '在读', '17694884809');
INSERT INTO student VALUES ('2021060103', '谢俊帅', '男', '2003-05-22', '汉族', '湖南', 'C21020101', '020101', '2021-09-02', '在读', '13408969327');
INSERT INTO student VALUES ('2021040103', '郑波军', '男', '2003-04-20', '汉族', '浙江', 'C21070101', '070101', '2021-09-02', '休学', '13519604264');
INSERT INTO student VALUES ('2021110103', '梁楠', '女', '2002-10-01', '汉族', '贵州', 'C21080701', '080701', '2021-09-02', '在读', '17341833549');
INSERT INTO student VALUES ('2021130103', '马洁', '女', '2002-11-24', '汉族', '广东', 'C21030101', '030101', '2021-09-01', '在读', '19189721766');
INSERT INTO student VALUES ('2021080103', '魏蕾琳', '女', '2004-01-27', '汉族', '山西', 'C21120201', '120201', '2021-09-03', '在读', '15430592123');
INSERT INTO student VALUES ('2021010104', '罗龙龙', '男', '2004-06-06', '汉族', '山东', 'C21080901', '080901', '2021-09-01', '在读', '17909970944');
INSERT INTO student VALUES ('2021060104', '黄龙刚', '男', '2004-01-20', '汉族', '安徽', 'C21020101', '020101', '2021-09-03', '在读', '19218668494');
INSERT INTO student VALUES ('2021040104', '郭彤芳', '女', '2003-03-07', '汉族', '河南', 'C21070101', '070101', '2021-09-02', '休学', '13727838732');
INSERT INTO student VALUES ('2021110104', '朱晨健', '男', '2002-11-07', '汉族', '广东', 'C21080701', '080701', '2021-09-02', '在读', '18772987963');
INSERT INTO student VALUES ('2021130104', '唐阳', '男', '2004-03-23', '汉族', '江苏', 'C21030101', '030101', '2021-09-01', '在读', '13921149566');
INSERT INTO student VALUES ('2021080104', '马颖娜', '女', '2004-04-17', '土家族', '四川', 'C21120201', '120201', '2021-09-01', '在读', '18923660052');
INSERT INTO student VALUES ('2021010105', '刘佳璐', '女', '2004-04-02', '汉族', '广东', 'C21080901', '080901', '2021-09-01', '在读', '15141525917');
INSERT INTO student VALUES ('2021060105', '丁娜玲', '女', '2004-04-24', '汉族', '云南', 'C21020101', '080902', '2021-09-02', '在读', '15448601067');
INSERT INTO student VALUES ('2021040105', '杨伟文', '男', '2003-11-24', '汉族', '湖北', 'C21070101', '070101', '2021-09-03', '在读', '15236940155');
INSERT INTO student VALUES ('2021110105', '张浩', '男', '2003-09-19', '满族', '甘肃', 'C21080701', '080701', '2021-09-01', '在读', '19329323953');
INSERT INTO student VALUES ('2021130105', '彭艳', '女', '2003-12-18', '汉族', '湖南', 'C21030101', '030101', '2021-09-01', '在读', '19251283042');
INSERT INTO student VALUES ('2021080105', '唐芳', '女', '2003-12-13', '汉族', '广东', 'C21120201', '120201', '2021-09-03', '在读', '18171320800');
INSERT INTO student VALUES ('2021010106', '黄倩燕', '女', '2004-01-24', '汉族', '福建', 'C21080901', '080901', '2021-09-03', '在读', '17175807779');
INSERT INTO student VALUES ('2021060106', '曾勇宇', '男', '2003-04-15', '汉族', '广东', 'C21020101', '020101', '2021-09-02', '在读', '13109194833');
INSERT INTO student VALUES ('2021040106', '曾慧蕾', '女', '2002-11-21', '土家族', '河南', 'C21070101', '070101', '2021-09-02', '在读', '13780025872');
INSERT INTO student VALUES ('2021110106', '李玲瑶', '女', '2004-08-30', '汉族', '福建', 'C21080701', '080701', '2021-09-02', '在读', '15527233971');
INSERT INTO student VALUES ('2021130106', '吴华强', '男', '2002-10-21', '汉族', '山西', 'C21030101', '030101', '2021-09-03', '在读', '17703424996');
INSERT INTO student VALUES ('2021080106', '林秀璐', '女', '2004-07-23', '汉族', '浙江', 'C21120201', '120201', '2021-09-01', '在读', '13496958476');
INSERT INTO student VALUES ('2022080101', '何旭', '男', '2004-09-20', '汉族', '河南', 'C22120201', '120201', '2022-09-03', '在读', '15192929492');
INSERT INTO student VALUES ('2022110101', '曾颖婷', '女', '2004-06-17', '蒙古族', '贵州', 'C22080701', '080910', '2022-09-02', '在读', '13477257626');
INSERT INTO student VALUES ('2022120101', '冯静芳', '女', '2004-10-09', '汉族', '安徽', 'C22080703', '080703', '2022-09-02', '在读', '17559097902');
INSERT INTO student VALUES ('2022060101', '罗彤怡', '女', '2004-10-29', '苗族', '浙江', 'C22020101', '020101', '2022-09-03', '在读', '13633108219');
INSERT INTO student VALUES ('2022070101', '许伟', '男', '2003-10-16', '汉族', '浙江', 'C22120203', '120203', '2022-09-02', '在读', '19211541755');
INSERT INTO student VALUES ('2022020101', '蔡勇龙', '男', '2005-08-25', '回族', '四川', 'C22080902', '020101', '2022-09-03', '在读', '13534623927');
INSERT INTO student VALUES ('2022080102', '任晨睿', '男', '2004-02-29', '汉族', '四川', 'C22120201', '120201', '2022-09-02', '在读', '19148460108');
INSERT INTO student VALUES ('2022110102', '姚博轩', '男', '2004-05-14', '壮族', '浙江', 'C22080701', '080701', '2022-09-02', '在读', '13372679568');
INSERT INTO student VALUES ('2022120102', '袁琳婷', '女', '2004-07-16', '汉族', '江西', 'C22080703', '080703', '2022-09-03', '在读', '17694208039');
INSERT INTO student VALUES ('2022060102', '周娟', '女', '2004-09-17', '汉族', '河北', 'C22020101', '020101', '2022-09-03', '休学', '19128957481');
INSERT INTO student VALUES ('2022070102', '朱鹏健', '男', '2005-07-12', '汉族', '山东', 'C22120203', '120203', '2022-09-03', '在读', '19382159180');
INSERT INTO student VALUES ('2022020102', '孙健', '男', '2005-06-16', '汉族', '安徽', 'C22080902', '080902', '2022-09-01', '在读', '13297679476');
INSERT INTO student VALUES ('2022080103', '蒋怡敏', '女', '2004-10-12', '汉族', '安徽', 'C22120201', '080902', '2022-09-03', '在读', '17639036346');
INSERT INTO student VALUES ('2022110103', '曾林龙', '男', '2004-05-03', '回族', '湖南', 'C22080701', '080701', '2022-09-01', '在读', '19633916505');
INSERT INTO student VALUES ('2022120103', '周怡婷', '女', '2004-06-26', '满族', '湖南', 'C22080703', '080703', '2022-09-02', '在读', '19272063528');
INSERT INTO student VALUES ('2022060103', '田璐佳', '女', '2005-05-26', '满族', '江苏', 'C22020101', '020101', '2022-09-03', '在读', '17422707071');
INSERT INTO student VALUES ('2022070103', '李鹏博', '男', '2004-05-30', '苗族', '河南', 'C22120203', '120203', '2022-09-02', '在读', '18549845349');
INSERT INTO student VALUES ('2022020103', '马阳', '男', '2005-05-25', '回族', '四川', 'C22080902', '080902', '2022-09-02', '在读', '18458898771');
INSERT INTO student VALUES ('2022080104', '沈阳睿', '男', '2004-02-17', '汉族', '浙江', 'C22120201', '120201', '2022-09-01', '退学', '19102426602');
INSERT INTO student VALUES ('2022110104', '梁刚轩', '男', '2005-02-27', '汉族', '湖南', 'C22080701', '080701', '2022-09-03', '在读', '15715653490');
INSERT INTO student VALUES ('2022120104', '曹欣', '女', '2004-12-09', '苗族', '浙江', 'C22080703', '080703', '2022-09-01', '在读', '18420347359');
INSERT INTO student VALUES ('2022060104', '任娜欣', '女', '2004-01-28', '壮族', '湖北', 'C22020101', '020101', '2022-09-02', '在读', '13455557461');
INSERT INTO student VALUES ('2022070104', '王娟', '女', '2004-07-05', '蒙古族', '云南', 'C22120203', '120203', '2022-09-03', '退学', '17638928253');
INSERT INTO student VALUES ('2022020104', '马斌帅', '男', '2005-08-12', '汉族', '浙江', 'C22080902', '080902', '2022-09-01', '在读', '13815044399');
INSERT INTO student VALUES ('2022080105', '曹晨晨', '男', '2004-04-19', '汉族', '安徽', 'C22120201', '120201', '2022-09-01', '在读', '18852331399');
INSERT INTO student VALUES ('2022110105', '马睿俊', '男', '2004-06-11', '汉族', '山西', 'C22080701', '120201', '2022-09-03', '在读', '18338072607');
INSERT INTO student VALUES ('2022120105', '魏晶蕾', '女', '2003-10-31', '汉族', '河北', 'C22080703', '080703', '2022-09-02', '在读', '19679640974');
INSERT INTO student VALUES ('2022060105', '赵晶秀', '女', '2004-05-03', '汉族', '甘肃', 'C22020101', '020101', '2022-09-01', '在读', '18288972974');
INSERT INTO student VALUES ('2022070105', '朱超俊', '男', '2005-05-26', '汉族', '浙江', 'C22120203', '120203', '2022-09-03', '在读', '17447670239');
INSERT INTO student VALUES ('2022020105', '李飞林', '男', '2004-07-12', '汉族', '甘肃', 'C22080902', '080902', '2022-09-01', '在读', '18825390056');
INSERT INTO student VALUES ('2022080106', '吕霞秀', '女', '2004-04-20', '汉族', '浙江', 'C22120201', '120201', '2022-09-02', '在读', '19882943792');
INSERT INTO student VALUES ('2022110106', '程磊超', '男', '2005-04-29', '壮族', '浙江', 'C22080701', '080701', '2022-09-03', '在读', '19673976340');
INSERT INTO student VALUES ('2022120106', '冯佳', '女', '2005-08-16', '汉族', '云南', 'C22080703', '080703', '2022-09-03', '在读', '17790376603');
INSERT INTO student VALUES ('2022060106', '董洁晶', '女', '2005-04-09', '汉族', '福建', 'C22020101', '020101', '2022-09-02', '在读', '17688475600');
INSERT INTO student VALUES ('2022070106', '袁哲涛', '男', '2005-06-05', '土家族', '湖南', 'C22120203', '120203', '2022-09-03', '在读', '15517336555');
INSERT INTO student VALUES ('2022020106', '任静晶', '女', '2005-03-08', '土家族', '云南', 'C22080902', '080902', '2022-09-01', '在读', '15100140572');
INSERT INTO student VALUES ('2023030101', '韩勇', '男', '2004-09-10', '汉族', '贵州', 'C23080910', '080910', '2023-09-02', '在读', '15562555062');
INSERT INTO student VALUES ('2023060101', '卢娜', '女', '2005-11-07', '汉族', '湖南', 'C23020101', '020101', '2023-09-02', '在读', '17331599003');
INSERT INTO student VALUES ('2023040101', '高涛鑫', '男', '2006-01-01', '汉族', '浙江', 'C23070101', '070101', '2023-09-01', '在读', '19819783466');
INSERT INTO student VALUES ('2023120101', '胡凯睿', '男', '2006-03-13', '汉族', '山西', 'C23080703', '080703', '2023-09-01', '在读', '15716155701');
INSERT INTO student VALUES ('2023050101', '姚强', '男', '2004-12-06', '汉族', '浙江', 'C23071201', '071201', '2023-09-03', '在读', '15125050850');
INSERT INTO student VALUES ('2023020101', '谢秀晶', '女', '2006-01-19', '汉族', '河南', 'C23080902', '080902', '2023-09-03', '在读', '13773053205');
INSERT INTO student VALUES ('2023030102', '丁倩娟', '女', '2006-06-08', '汉族', '浙江', 'C23080910', '080910', '2023-09-02', '在读', '17343146294');
INSERT INTO student VALUES ('2023060102', '曹彤颖', '女', '2005-06-03', '汉族', '湖北', 'C23020101', '020101', '2023-09-02', '退学', '13990171556');
INSERT INTO student VALUES ('2023040102', '韩阳俊', '男', '2006-08-05', '汉族', '湖北', 'C23070101', '070101', '2023-09-03', '在读', '15622837123');
INSERT INTO student VALUES ('2023120102', '肖蕾欣', '女', '2005-04-08', '满族', '河南', 'C23080703', '080703', '2023-09-02', '在读', '13317646017');
INSERT INTO student VALUES ('2023050102', '宋强鑫', '男', '2004-11-05', '汉族', '浙江', 'C23071201', '071201', '2023-09-01', '在读', '13290857746');
INSERT INTO student VALUES ('2023020102', '吴磊', '男', '2004-09-18', '满族', '广东', 'C23080902', '080902', '2023-09-01', '在读', '18651489520');
INSERT INTO student VALUES ('2023030103', '刘杰帅', '男', '2004-10-15', '汉族', '湖北', 'C23080910', '080910', '2023-09-02', '在读', '13775195225');
INSERT INTO student VALUES ('2023060103', '马龙刚', '男', '2005-07-16', '汉族', '四川', 'C23020101', '020101', '2023-09-02', '在读', '18985783815');
INSERT INTO student VALUES ('2023040103', '梁静倩', '女', '2005-03-28', '汉族', '浙江', 'C23070101', '070101', '2023-09-01', '在读', '19542539842');
INSERT INTO student VALUES ('2023120103', '蔡晨鑫', '男', '2005-10-29', '蒙古族', '云南', 'C23080703', '080703', '2023-09-03', '在读', '18984094327');
INSERT INTO student VALUES ('2023050103', '何萱婷', '女', '2005-04-21', '汉族', '浙江', 'C23071201', '071201', '2023-09-01', '在读', '13864766838');
INSERT INTO student VALUES ('2023020103', '孙宇', '男', '2006-08-16', '苗族', '河南', 'C23080902', '080902', '2023-09-02', '在读', '19466494427');
INSERT INTO student VALUES ('2023030104', '赵玲', '女', '2005-06-15', '汉族', '甘肃', 'C23080910', '080910', '2023-09-03', '休学', '18609898855');
INSERT INTO student VALUES ('2023060104', '郭璐彤', '女', '2006-02-19', '汉族', '安徽', 'C23020101', '020101', '2023-09-02', '在读', '17243153440');
INSERT INTO student VALUES ('2023040104', '胡霞洁', '女', '2006-07-31', '汉族', '甘肃', 'C23070101', '070101', '2023-09-01', '在读', '15737420077');
INSERT INTO student VALUES ('2023120104', '姚燕秀', '女', '2005-07-24', '土家族', '贵州', 'C23080703', '080703', '2023-09-02', '在读', '19307077007');
INSERT INTO student VALUES ('2023050104', '余楠彤', '女', '2006-06-13', '蒙古族', '浙江', 'C23071201', '071201', '2023-09-02', '在读', '19141093222');
INSERT INTO student VALUES ('2023020104', '谢俊宁', '男', '2006-07-09', '汉族', '云南', 'C23080902', '080902', '2023-09-01', '在读', '17176557472');
INSERT INTO student VALUES ('2023030105', '丁楠瑶', '女', '2005-08-25', '苗族', '河南', 'C23080910', '080910', '2023-09-01', '在读', '17661166985');
INSERT INTO student VALUES ('2023060105', '袁彤丽', '女', '2006-08-17', '满族', '山东', 'C23020101', '020101', '2023-09-02', '在读', '19288669681');
INSERT INTO student VALUES ('2023040105', '宋霞菲', '女', '2005-02-07', '汉族', '四川', 'C23070101', '070101', '2023-09-02', '在读', '19550142476');
INSERT INTO student VALUES ('2023120105', '赵博', '男', '2005-12-11', '蒙古族', '广东', 'C23080703', '080703', '2023-09-03', '在读', '19543913250');
INSERT INTO student VALUES ('2023050105', '徐颖', '女', '2006-05-16', '汉族', '云南', 'C23071201', '071201', '2023-09-03', '在读', '13277642895');
INSERT INTO student VALUES ('2023020105', '韩林', '男', '2004-11-28', '汉族', '贵州', 'C23080902', '080902', '2023-09-03', '在读', '15973118219');
INSERT INTO student VALUES ('2023030106', '潘龙', '男', '2005-11-18', '汉族', '河北', 'C23080910', '080910', '2023-09-03', '在读', '17242896709');
INSERT INTO student VALUES ('2023060106', '谢超帆', '男', '2005-07-28', '蒙古族', '河北', 'C23020101', '120203', '2023-09-02', '在读', '18816202413');
INSERT INTO student VALUES ('2023040106', '许洁晶', '女', '2006-07-10', '汉族', '甘肃', 'C23070101', '070101', '2023-09-03', '在读', '13453924419');
INSERT INTO student VALUES ('2023120106', '宋颖欣', '女', '2006-06-14', '汉族', '江苏', 'C23080703', '080703', '2023-09-02', '在读', '17892377384');
INSERT INTO student VALUES ('2024120101', '杜波飞', '男', '2005-09-11', '汉族', '江西', 'C24080703', '080703', '2024-09-01', '在读', '17238280216');
INSERT INTO student VALUES ('2024070101', '黄娟欣', '女', '2006-01-14', '土家族', '湖南', 'C24120203', '120203', '2024-09-03', '在读', '19587026843');
INSERT INTO student VALUES ('2024130101', '杨帆林', '男', '2005-09-02', '汉族', '浙江', 'C24030101', '030101', '2024-09-02', '在读', '13215680529');
INSERT INTO student VALUES ('2024090101', '郑波宁', '男', '2007-08-24', '苗族', '河北', 'C24050201', '050201', '2024-09-02', '在读', '18548588114');
INSERT INTO student VALUES ('2024060101', '彭欣艳', '女', '2005-09-26', '壮族', '云南', 'C24020101', '020101', '2024-09-03', '在读', '19882846423');
INSERT INTO student VALUES ('2024020101', '周慧洁', '女', '2006-07-15', '汉族', '山西', 'C24080902', '080902', '2024-09-03', '在读', '17520522137');
INSERT INTO student VALUES ('2024120102', '许宁哲', '男', '2007-07-27', '汉族', '山西', 'C24080703', '080703', '2024-09-01', '在读', '13265450010');
INSERT INTO student VALUES ('2024070102', '刘波', '男', '2006-01-07', '汉族', '山东', 'C24120203', '120203', '2024-09-01', '在读', '19647126894');
INSERT INTO student VALUES ('2024130102', '冯慧霞', '女', '2005-09-06', '汉族', '贵州', 'C24030101', '030101', '2024-09-03', '在读', '19827709968');
INSERT INTO student VALUES ('2024090102', '赵霞蕾', '女', '2007-05-26', '汉族', '甘肃', 'C24050201', '050201', '2024-09-01', '在读', '13197084696');
INSERT INTO student VALUES ('2024060102', '梁瑶佳', '女', '2005-11-03', '汉族', '湖北', 'C24020101', '020101', '2024-09-01', '在读', '15640939782');
INSERT INTO student VALUES ('2024020102', '杨帅强', '男', '2007-06-05', '汉族', '浙江', 'C24080902', '080902', '2024-09-02', '在读', '15712415689');
INSERT INTO student VALUES ('2024120103', '刘睿', '男', '2006-11-04', '土家族', '四川', 'C24080703', '080703', '2024-09-02', '在读', '15481733012');
INSERT INTO student VALUES ('2024070103', '赵刚超', '男', '2006-04-19', '回族', '山东', 'C24120203', '120203', '2024-09-01', '在读', '19581247087');
INSERT INTO student VALUES ('2024130103', '吴斌宇', '男', '2006-10-06', '汉族', '广东', 'C24030101', '030101', '2024-09-01', '在读', '15938824681');
INSERT INTO student VALUES ('2024090103', '彭慧佳', '女', '2006-01-21', '回族', '江西', 'C24050201', '050201', '2024-09-01', '在读', '18635639339');
INSERT INTO student VALUES ('2024060103', '于林', '男', '2007-08-20', '汉族', '云南', 'C24020101', '020101', '2024-09-03', '在读', '18827154552');
INSERT INTO student VALUES ('2024020103', '蒋辉宁', '男', '2007-05-18', '汉族', '浙江', 'C24080902', '080902', '2024-09-01', '在读', '17838710957');
INSERT INTO student VALUES ('2024120104', '刘杰晨', '男', '2006-04-25', '汉族', '山东', 'C24080703', '080703', '2024-09-02', '在读', '17274654741');
INSERT INTO student VALUES ('2024070104', '卢洁婷', '女', '2006-08-09', '土家族', '安徽', 'C24120203', '120203', '2024-09-02', '在读', '15614879834');
INSERT INTO student VALUES ('2024130104', '赵静悦', '女', '2005-09-22', '回族', '江西', 'C24030101', '030101', '2024-09-03', '在读', '15103339486');
INSERT INTO student VALUES ('2024090104', '马睿', '男', '2007-01-15', '汉族', '江西', 'C24050201', '050201', '2024-09-01', '在读', '15486219778');
INSERT INTO student VALUES ('2024060104', '韩波旭', '男', '2006-12-14', '汉族', '湖北', 'C24020101', '020101', '2024-09-03', '在读', '15574671285');
INSERT INTO student VALUES ('2024020104', '韩芳', '女', '2006-05-11', '汉族', '福建', 'C24080902', '080902', '2024-09-01', '在读', '18576808048');
INSERT INTO student VALUES ('2024120105', '卢怡欣', '女', '2007-07-30', '汉族', '云南', 'C24080703', '080703', '2024-09-01', '在读', '19524118785');
INSERT INTO student VALUES ('2024070105', '曾明', '男', '2006-07-16', '汉族', '山东', 'C24120203', '120203', '2024-09-01', '在读', '13823317829');
INSERT INTO student VALUES ('2024130105', '曾娜悦', '女', '2005-12-16', '苗族', '江苏', 'C24030101', '030101', '2024-09-01', '在读', '17228257988');
INSERT INTO student VALUES ('2024090105', '叶芳怡', '女', '2007-01-08', '土家族', '河北', 'C24050201', '050201', '2024-09-03', '在读', '19316264902');
INSERT INTO student VALUES ('2024060105', '余文强', '男', '2006-10-29', '汉族', '河南', 'C24020101', '020101', '2024-09-03', '在读', '17702051049');
INSERT INTO student VALUES ('2024020105', '彭浩磊', '男', '2007-08-27', '满族', '江苏', 'C24080902', '080902', '2024-09-03', '在读', '19109999225');

INSERT INTO term VALUES ('2021-秋', '2021-2022', '秋', '2021-09-09', '2022-01-19');
INSERT INTO term VALUES ('2022-春', '2021-2022', '春', '2022-02-21', '2022-06-27');
INSERT INTO term VALUES ('2022-秋', '2022-2023', '秋', '2022-09-02', '2023-01-12');
INSERT INTO term VALUES ('2023-春', '2022-2023', '春', '2023-02-28', '2023-06-27');
INSERT INTO term VALUES ('2023-秋', '2023-2024', '秋', '2023-09-01', '2024-01-11');
INSERT INTO term VALUES ('2024-春', '2023-2024', '春', '2024-02-27', '2024-06-24');
INSERT INTO term VALUES ('2024-秋', '2024-2025', '秋', '2024-09-04', '2025-01-10');
INSERT INTO term VALUES ('2025-春', '2024-2025', '春', '2025-02-28', '2025-06-28');

INSERT INTO course VALUES ('CS101', '程序设计基础', 4, 64, '必修', '考试', 'CS');
INSERT INTO course VALUES ('CS102', '数据结构', 4, 64, '必修', '考试', 'CS');
INSERT INTO course VALUES ('CS201', '操作系统', 3.5, 56, '必修', '考试', 'CS');
INSERT INTO course VALUES ('CS202', '计算机网络', 3, 48, '必修', '考试', 'CS');
INSERT INTO course VALUES ('CS203', '数据库系统原理', 3, 48, '必修', '考试', 'CS');
INSERT INTO course VALUES ('CS301', '机器学习', 3, 48, '选修', '考试', 'CS');
INSERT INTO course VALUES ('CS302', '编译原理', 3, 48, '必修', '考试', 'CS');
INSERT INTO course VALUES ('CS303', '软件工程导论', 2.5, 40, '必修', '考查', 'CS');
INSERT INTO course VALUES ('CS304', '人工智能导论', 2, 32, '通识', '考查', 'CS');
INSERT INTO course VALUES ('MA101', '高等数学（上）', 5, 80, '必修', '考试', 'MATH');
INSERT INTO course VALUES ('MA102', '高等数学（下）', 5, 80, '必修', '考试', 'MATH');
INSERT INTO course VALUES ('MA103', '线性代数', 3, 48, '必修', '考试', 'MATH');
INSERT INTO course VALUES ('MA201', '概率论与数理统计', 3, 48, '必修', '考试', 'MATH');
INSERT INTO course VALUES ('MA202', '数学分析', 5, 80, '必修', '考试', 'MATH');
INSERT INTO course VALUES ('MA301', '数值分析', 3, 48, '选修', '考试', 'MATH');
INSERT INTO course VALUES ('MA302', '运筹学', 3, 48, '选修', '考查', 'MATH');
INSERT INTO course VALUES ('EC101', '微观经济学', 3, 48, '必修', '考试', 'ECON');
INSERT INTO course VALUES ('EC102', '宏观经济学', 3, 48, '必修', '考试', 'ECON');
INSERT INTO course VALUES ('EC201', '会计学原理', 3, 48, '必修', '考试', 'ECON');
INSERT INTO course VALUES ('EC202', '财务管理', 3, 48, '必修', '考试', 'ECON');
INSERT INTO course VALUES ('EC203', '市场营销', 2, 32, '选修', '考查', 'ECON');
INSERT INTO course VALUES ('EC301', '计量经济学', 3, 48, '选修', '考试', 'ECON');
INSERT INTO course VALUES ('FL101', '大学英语（一）', 3, 48, '通识', '考试', 'FL');
INSERT INTO course VALUES ('FL102', '大学英语（二）', 3, 48, '通识', '考试', 'FL');
INSERT INTO course VALUES ('FL201', '综合日语', 4, 64, '必修', '考试', 'FL');
INSERT INTO course VALUES ('FL202', '英美文学选读', 2, 32, '选修', '考查', 'FL');
INSERT INTO course VALUES ('FL203', '高级英语写作', 2, 32, '选修', '考查', 'FL');
INSERT INTO course VALUES ('EE101', '电路分析', 4, 64, '必修', '考试', 'EE');
INSERT INTO course VALUES ('EE102', '模拟电子技术', 3.5, 56, '必修', '考试', 'EE');
INSERT INTO course VALUES ('EE201', '数字信号处理', 3, 48, '必修', '考试', 'EE');
INSERT INTO course VALUES ('EE202', '通信原理', 3, 48, '必修', '考试', 'EE');
INSERT INTO course VALUES ('LW101', '法理学', 3, 48, '必修', '考试', 'LAW');
INSERT INTO course VALUES ('LW102', '民法总论', 3, 48, '必修', '考试', 'LAW');
INSERT INTO course VALUES ('LW201', '刑法学', 4, 64, '必修', '考试', 'LAW');
INSERT INTO course VALUES ('LW202', '经济法', 2, 32, '通识', '考查', 'LAW');
INSERT INTO course VALUES ('CH101', '无机化学', 4, 64, '必修', '考试', 'CHEM');
INSERT INTO course VALUES ('CH102', '有机化学', 4, 64, '必修', '考试', 'CHEM');
INSERT INTO course VALUES ('CH201', '物理化学', 3.5, 56, '必修', '考试', 'CHEM');
INSERT INTO course VALUES ('MX101', '思想道德与法治', 3, 48, '通识', '考查', 'MARX');
INSERT INTO course VALUES ('MX102', '中国近现代史纲要', 3, 48, '通识', '考查', 'MARX');
INSERT INTO course VALUES ('MX103', '马克思主义基本原理', 3, 48, '通识', '考试', 'MARX');

INSERT INTO course_prereq VALUES ('CS102', 'CS101', 60);
INSERT INTO course_prereq VALUES ('CS201', 'CS102', 60);
INSERT INTO course_prereq VALUES ('CS302', 'CS102', 70);
INSERT INTO course_prereq VALUES ('CS203', 'CS102', 60);
INSERT INTO course_prereq VALUES ('CS301', 'MA103', 60);
INSERT INTO course_prereq VALUES ('CS301', 'MA201', 60);
INSERT INTO course_prereq VALUES ('MA102', 'MA101', 60);
INSERT INTO course_prereq VALUES ('MA201', 'MA101', 60);
INSERT INTO course_prereq VALUES ('MA301', 'MA103', 60);
INSERT INTO course_prereq VALUES ('EC102', 'EC101', 60);
INSERT INTO course_prereq VALUES ('EC202', 'EC201', 60);
INSERT INTO course_prereq VALUES ('EC301', 'MA201', 70);
INSERT INTO course_prereq VALUES ('EE102', 'EE101', 60);
INSERT INTO course_prereq VALUES ('EE202', 'EE201', 60);
INSERT INTO course_prereq VALUES ('CH102', 'CH101', 70);
INSERT INTO course_prereq VALUES ('CH201', 'CH101', 60);
INSERT INTO course_prereq VALUES ('FL102', 'FL101', 70);
INSERT INTO course_prereq VALUES ('LW201', 'LW101', 60);

INSERT INTO crs_sec VALUES (1, 'MA103', '2021-秋', 1, 'T1011', 80, '中文');
INSERT INTO crs_sec VALUES (2, 'CS203', '2021-秋', 1, 'T1004', 80, '中文');
INSERT INTO crs_sec VALUES (3, 'CH102', '2021-秋', 1, 'T1054', 120, '中文');
INSERT INTO crs_sec VALUES (4, 'MA301', '2021-秋', 1, 'T1015', 40, '中文');
INSERT INTO crs_sec VALUES (5, 'FL101', '2021-秋', 1, 'T1033', 40, '英文');
INSERT INTO crs_sec VALUES (6, 'MA201', '2021-秋', 1, 'T1017', 120, '中文');
INSERT INTO crs_sec VALUES (7, 'CS302', '2021-秋', 1, 'T1009', 80, '双语');
INSERT INTO crs_sec VALUES (8, 'CS102', '2022-春', 1, 'T1003', 120, '中文');
INSERT INTO crs_sec VALUES (9, 'MA101', '2022-春', 1, 'T1014', 60, '中文');
INSERT INTO crs_sec VALUES (10, 'LW202', '2022-春', 1, 'T1047', 120, '双语');
INSERT INTO crs_sec VALUES (11, 'EC101', '2022-春', 1, 'T1025', 60, '双语');
INSERT INTO crs_sec VALUES (12, 'FL203', '2022-春', 1, 'T1033', 40, '英文');
INSERT INTO crs_sec VALUES (13, 'CH201', '2022-春', 1, 'T1052', 40, '中文');
INSERT INTO crs_sec VALUES (14, 'EC202', '2022-春', 1, 'T1028', 60, '中文');
INSERT INTO crs_sec VALUES (15, 'CS304', '2022-秋', 1, 'T1005', 80, '中文');
INSERT INTO crs_sec VALUES (16, 'CS304', '2022-秋', 2, 'T1008', 60, '中文');
INSERT INTO crs_sec VALUES (17, 'EC203', '2022-秋', 1, 'T1026', 40, '双语');
INSERT INTO crs_sec VALUES (18, 'CH102', '2022-秋', 1, 'T1050', 120, '双语');
INSERT INTO crs_sec VALUES (19, 'EE202', '2022-秋', 1, 'T1039', 40, '英文');
INSERT INTO crs_sec VALUES (20, 'MA101', '2022-秋', 1, 'T1018', 60, '中文');
INSERT INTO crs_sec VALUES (21, 'MA102', '2022-秋', 1, 'T1018', 40, '双语');
INSERT INTO crs_sec VALUES (22, 'CH101', '2022-秋', 1, 'T1052', 40, '中文');
INSERT INTO crs_sec VALUES (23, 'CS303', '2023-春', 1, 'T1003', 80, '双语');
INSERT INTO crs_sec VALUES (24, 'CS302', '2023-春', 1, 'T1008', 60, '中文');
INSERT INTO crs_sec VALUES (25, 'MA202', '2023-春', 1, 'T1016', 60, '中文');
INSERT INTO crs_sec VALUES (26, 'CS201', '2023-春', 1, 'T1009', 120, '中文');
INSERT INTO crs_sec VALUES (27, 'MA101', '2023-春', 1, 'T1011', 40, '中文');
INSERT INTO crs_sec VALUES (28, 'LW201', '2023-春', 1, 'T1046', 80, '中文');
INSERT INTO crs_sec VALUES (29, 'CH102', '2023-春', 1, 'T1053', 60, '英文');
INSERT INTO crs_sec VALUES (30, 'FL202', '2023-秋', 1, 'T1034', 120, '双语');
INSERT INTO crs_sec VALUES (31, 'MA302', '2023-秋', 1, 'T1019', 60, '中文');
INSERT INTO crs_sec VALUES (32, 'EE202', '2023-秋', 1, 'T1041', 40, '中文');
INSERT INTO crs_sec VALUES (33, 'MX102', '2023-秋', 1, 'T1058', 40, '中文');
INSERT INTO crs_sec VALUES (34, 'MX102', '2023-秋', 2, 'T1058', 60, '中文');
INSERT INTO crs_sec VALUES (35, 'CS302', '2023-秋', 1, 'T1005', 60, '双语');
INSERT INTO crs_sec VALUES (36, 'EC201', '2023-秋', 1, 'T1025', 120, '中文');
INSERT INTO crs_sec VALUES (37, 'LW201', '2023-秋', 1, 'T1046', 80, '中文');
INSERT INTO crs_sec VALUES (38, 'CH101', '2024-春', 1, 'T1052', 80, '中文');
INSERT INTO crs_sec VALUES (39, 'MA103', '2024-春', 1, 'T1015', 60, '中文');
INSERT INTO crs_sec VALUES (40, 'MA201', '2024-春', 1, 'T1019', 80, '中文');
INSERT INTO crs_sec VALUES (41, 'FL102', '2024-春', 1, 'T1034', 60, '英文');
INSERT INTO crs_sec VALUES (42, 'EC301', '2024-春', 1, 'T1025', 120, '中文');
INSERT INTO crs_sec VALUES (43, 'CS102', '2024-春', 1, 'T1002', 40, '中文');
INSERT INTO crs_sec VALUES (44, 'CS203', '2024-春', 1, 'T1008', 40, '英文');
INSERT INTO crs_sec VALUES (45, 'CS203', '2024-秋', 1, 'T1005', 120, '中文');
INSERT INTO crs_sec VALUES (46, 'MA103', '2024-秋', 1, 'T1014', 80, '中文');
INSERT INTO crs_sec VALUES (47, 'FL101', '2024-秋', 1, 'T1030', 80, '英文');
INSERT INTO crs_sec VALUES (48, 'FL101', '2024-秋', 2, 'T1032', 40, '双语');
INSERT INTO crs_sec VALUES (49, 'CS301', '2024-秋', 1, 'T1010', 120, '中文');
INSERT INTO crs_sec VALUES (50, 'FL102', '2024-秋', 1, 'T1030', 60, '英文');
INSERT INTO crs_sec VALUES (51, 'FL201', '2024-秋', 1, 'T1030', 40, '双语');
INSERT INTO crs_sec VALUES (52, 'MA302', '2024-秋', 1, 'T1016', 60, '英文');
INSERT INTO crs_sec VALUES (53, 'CH201', '2024-秋', 1, 'T1053', 120, '中文');
INSERT INTO crs_sec VALUES (54, 'LW202', '2025-春', 1, 'T1043', 80, '双语');
INSERT INTO crs_sec VALUES (55, 'EC202', '2025-春', 1, 'T1025', 60, '中文');
INSERT INTO crs_sec VALUES (56, 'LW102', '2025-春', 1, 'T1045', 60, '双语');
INSERT INTO crs_sec VALUES (57, 'CS302', '2025-春', 1, 'T1001', 40, '中文');
INSERT INTO crs_sec VALUES (58, 'MA103', '2025-春', 1, 'T1019', 60, '中文');
INSERT INTO crs_sec VALUES (59, 'MA202', '2025-春', 1, 'T1017', 80, '中文');
INSERT INTO crs_sec VALUES (60, 'EE201', '2025-春', 1, 'T1036', 120, '中文');

INSERT INTO timetable_slot VALUES (1, 1, 117, 2, 6, 7, '1-8周');
INSERT INTO timetable_slot VALUES (2, 2, 144, 2, 10, 11, '9-16周');
INSERT INTO timetable_slot VALUES (3, 3, 129, 4, 3, 5, '1-16周');
INSERT INTO timetable_slot VALUES (4, 3, 106, 1, 8, 9, '1-16周(单)');
INSERT INTO timetable_slot VALUES (5, 4, 103, 5, 3, 4, '1-8周');
INSERT INTO timetable_slot VALUES (6, 5, 106, 5, 6, 7, '1-16周');
INSERT INTO timetable_slot VALUES (7, 6, 101, 5, 1, 2, '1-16周');
INSERT INTO timetable_slot VALUES (8, 7, 135, 4, 6, 7, '1-8周');
INSERT INTO timetable_slot VALUES (9, 8, 144, 3, 3, 4, '1-16周');
INSERT INTO timetable_slot VALUES (10, 8, 137, 5, 10, 11, '9-16周');
INSERT INTO timetable_slot VALUES (11, 9, 128, 1, 10, 11, '9-16周');
INSERT INTO timetable_slot VALUES (12, 9, 132, 1, 3, 5, '1-16周');
INSERT INTO timetable_slot VALUES (13, 10, 116, 1, 3, 4, '1-16周(单)');
INSERT INTO timetable_slot VALUES (14, 11, 136, 4, 3, 5, '1-16周');
INSERT INTO timetable_slot VALUES (15, 12, 110, 5, 3, 5, '1-16周');
INSERT INTO timetable_slot VALUES (16, 13, 102, 5, 3, 4, '1-16周(单)');
INSERT INTO timetable_slot VALUES (17, 14, 115, 2, 1, 2, '1-16周(单)');
INSERT INTO timetable_slot VALUES (18, 15, 139, 3, 3, 4, '1-8周');
INSERT INTO timetable_slot VALUES (19, 16, 143, 5, 3, 5, '1-16周');
INSERT INTO timetable_slot VALUES (20, 17, 136, 5, 8, 9, '1-16周(单)');
INSERT INTO timetable_slot VALUES (21, 18, 134, 2, 8, 9, '1-16周');
INSERT INTO timetable_slot VALUES (22, 18, 110, 1, 1, 2, '1-16周');
INSERT INTO timetable_slot VALUES (23, 19, 134, 5, 8, 9, '1-16周');
INSERT INTO timetable_slot VALUES (24, 20, 133, 4, 1, 2, '1-16周(单)');
INSERT INTO timetable_slot VALUES (25, 20, 110, 4, 3, 5, '1-16周');
INSERT INTO timetable_slot VALUES (26, 21, 121, 5, 3, 5, '1-16周');
INSERT INTO timetable_slot VALUES (27, 21, 120, 3, 10, 11, '1-16周');
INSERT INTO timetable_slot VALUES (28, 22, 138, 3, 3, 5, '1-16周(单)');
INSERT INTO timetable_slot VALUES (29, 22, 127, 2, 1, 2, '1-8周');
INSERT INTO timetable_slot VALUES (30, 23, 109, 4, 3, 5, '1-16周(单)');
INSERT INTO timetable_slot VALUES (31, 24, 137, 1, 3, 5, '1-16周(单)');
INSERT INTO timetable_slot VALUES (32, 25, 112, 5, 3, 4, '1-8周');
INSERT INTO timetable_slot VALUES (33, 25, 107, 2, 1, 2, '1-16周');
INSERT INTO timetable_slot VALUES (34, 26, 133, 2, 3, 5, '1-16周(单)');
INSERT INTO timetable_slot VALUES (35, 27, 104, 4, 10, 11, '1-16周(单)');
INSERT INTO timetable_slot VALUES (36, 27, 108, 5, 6, 7, '1-8周');
INSERT INTO timetable_slot VALUES (37, 28, 107, 1, 8, 9, '1-16周(单)');
INSERT INTO timetable_slot VALUES (38, 28, 135, 5, 10, 11, '1-8周');
INSERT INTO timetable_slot VALUES (39, 29, 133, 1, 1, 2, '1-16周');
INSERT INTO timetable_slot VALUES (40, 29, 133, 1, 10, 11, '1-16周');
INSERT INTO timetable_slot VALUES (41, 30, 125, 1, 10, 11, '1-16周');
INSERT INTO timetable_slot VALUES (42, 31, 108, 1, 3, 5, '1-16周(单)');
INSERT INTO timetable_slot VALUES (43, 32, 108, 1, 1, 2, '9-16周');
INSERT INTO timetable_slot VALUES (44, 33, 112, 2, 3, 4, '1-16周(单)');
INSERT INTO timetable_slot VALUES (45, 34, 116, 2, 6, 7, '1-16周(单)');
INSERT INTO timetable_slot VALUES (46, 35, 141, 3, 10, 11, '1-8周');
INSERT INTO timetable_slot VALUES (47, 36, 124, 4, 6, 7, '1-16周(单)');
INSERT INTO timetable_slot VALUES (48, 37, 129, 3, 3, 5, '9-16周');
INSERT INTO timetable_slot VALUES (49, 37, 101, 2, 6, 7, '1-8周');
INSERT INTO timetable_slot VALUES (50, 38, 124, 2, 10, 11, '9-16周');
INSERT INTO timetable_slot VALUES (51, 38, 104, 5, 8, 9, '1-8周');
INSERT INTO timetable_slot VALUES (52, 39, 136, 4, 3, 4, '1-8周');
INSERT INTO timetable_slot VALUES (53, 40, 114, 4, 1, 2, '1-16周');
INSERT INTO timetable_slot VALUES (54, 41, 106, 2, 3, 4, '1-16周');
INSERT INTO timetable_slot VALUES (55, 42, 119, 5, 8, 9, '1-16周');
INSERT INTO timetable_slot VALUES (56, 43, 144, 2, 10, 11, '1-16周');
INSERT INTO timetable_slot VALUES (57, 43, 106, 4, 8, 9, '1-16周');
INSERT INTO timetable_slot VALUES (58, 44, 104, 1, 1, 2, '1-16周(单)');
INSERT INTO timetable_slot VALUES (59, 45, 135, 3, 6, 7, '1-16周');
INSERT INTO timetable_slot VALUES (60, 46, 102, 3, 8, 9, '9-16周');
INSERT INTO timetable_slot VALUES (61, 47, 131, 2, 1, 2, '1-16周(单)');
INSERT INTO timetable_slot VALUES (62, 48, 124, 2, 8, 9, '1-16周(单)');
INSERT INTO timetable_slot VALUES (63, 49, 143, 1, 3, 4, '9-16周');
INSERT INTO timetable_slot VALUES (64, 50, 106, 3, 3, 4, '1-16周');
INSERT INTO timetable_slot VALUES (65, 51, 115, 5, 3, 5, '1-16周(单)');
INSERT INTO timetable_slot VALUES (66, 51, 113, 2, 6, 7, '1-16周');
INSERT INTO timetable_slot VALUES (67, 52, 133, 4, 8, 9, '1-16周(单)');
INSERT INTO timetable_slot VALUES (68, 53, 137, 5, 8, 9, '1-16周');
INSERT INTO timetable_slot VALUES (69, 54, 102, 1, 6, 7, '9-16周');
INSERT INTO timetable_slot VALUES (70, 55, 101, 5, 10, 11, '1-8周');
INSERT INTO timetable_slot VALUES (71, 56, 128, 5, 6, 7, '1-8周');
INSERT INTO timetable_slot VALUES (72, 57, 132, 5, 10, 11, '1-8周');
INSERT INTO timetable_slot VALUES (73, 58, 136, 1, 1, 2, '9-16周');
INSERT INTO timetable_slot VALUES (74, 59, 106, 3, 1, 2, '1-16周');
INSERT INTO timetable_slot VALUES (75, 59, 124, 5, 3, 5, '9-16周');
INSERT INTO timetable_slot VALUES (76, 60, 126, 1, 3, 5, '1-8周');

INSERT INTO enrollment VALUES (1, '2020040102', 7, '2021-08-30', '已选', 0);
INSERT INTO enrollment VALUES (2, '2020030102', 2, '2021-08-31', '已选', 0);
INSERT INTO enrollment VALUES (3, '2020130104', 3, '2021-08-31', '已选', 0);
INSERT INTO enrollment VALUES (4, '2020130104', 4, '2021-09-02', '已选', 0);
INSERT INTO enrollment VALUES (5, '2021010104', 7, '2021-09-04', '已选', 0);
INSERT INTO enrollment VALUES (6, '2020090102', 5, '2021-09-06', '已选', 0);
INSERT INTO enrollment VALUES (7, '2021110104', 1, '2021-09-06', '已选', 0);
INSERT INTO enrollment VALUES (8, '2021060105', 5, '2021-09-11', '已选', 0);
INSERT INTO enrollment VALUES (9, '2021080106', 5, '2021-09-14', '已选', 0);
INSERT INTO enrollment VALUES (10, '2020040104', 4, '2021-09-15', '已选', 0);
INSERT INTO enrollment VALUES (11, '2020040102', 6, '2021-09-16', '已选', 0);
INSERT INTO enrollment VALUES (12, '2021130105', 14, '2022-02-14', '已选', 0);
INSERT INTO enrollment VALUES (13, '2020130103', 11, '2022-02-15', '已选', 0);
INSERT INTO enrollment VALUES (14, '2021080106', 10, '2022-02-17', '已选', 0);
INSERT INTO enrollment VALUES (15, '2021130104', 12, '2022-02-17', '已选', 0);
INSERT INTO enrollment VALUES (16, '2021110104', 14, '2022-02-18', '已选', 0);
INSERT INTO enrollment VALUES (17, '2020150103', 11, '2022-02-22', '已选', 0);
INSERT INTO enrollment VALUES (18, '2021060103', 11, '2022-02-24', '已选', 0);
INSERT INTO enrollment VALUES (19, '2020040102', 10, '2022-02-25', '已选', 0);
INSERT INTO enrollment VALUES (20, '2020030104', 11, '2022-02-26', '已选', 0);
INSERT INTO enrollment VALUES (21, '2020150101', 15, '2022-08-24', '已选', 0);
INSERT INTO enrollment VALUES (22, '2022120101', 18, '2022-08-24', '已选', 0);
INSERT INTO enrollment VALUES (23, '2020030104', 17, '2022-08-25', '已选', 0);
INSERT INTO enrollment VALUES (24, '2020150102', 21, '2022-08-25', '已选', 0);
INSERT INTO enrollment VALUES (25, '2022080106', 15, '2022-08-26', '已选', 0);
INSERT INTO enrollment VALUES (26, '2020130103', 18, '2022-08-28', '已选', 0);
INSERT INTO enrollment VALUES (27, '2021040105', 21, '2022-08-29', '已选', 0);
INSERT INTO enrollment VALUES (28, '2022060105', 16, '2022-08-29', '已选', 0);
INSERT INTO enrollment VALUES (29, '2020150104', 15, '2022-08-30', '已选', 0);
INSERT INTO enrollment VALUES (30, '2021080102', 18, '2022-08-30', '已选', 0);
INSERT INTO enrollment VALUES (31, '2022120106', 15, '2022-08-30', '已选', 0);
INSERT INTO enrollment VALUES (32, '2020130102', 16, '2022-09-01', '已选', 0);
INSERT INTO enrollment VALUES (33, '2021040103', 22, '2022-09-03', '已退选', 0);
INSERT INTO enrollment VALUES (34, '2022120103', 16, '2022-09-04', '已选', 0);
INSERT INTO enrollment VALUES (35, '2021060106', 22, '2022-09-05', '已选', 0);
INSERT INTO enrollment VALUES (36, '2021060105', 15, '2022-09-07', '已选', 0);
INSERT INTO enrollment VALUES (37, '2021130106', 18, '2022-09-07', '已选', 0);
INSERT INTO enrollment VALUES (38, '2021080103', 16, '2022-09-08', '已选', 1);
INSERT INTO enrollment VALUES (39, '2021110104', 26, '2023-02-22', '已选', 0);
INSERT INTO enrollment VALUES (40, '2021110102', 27, '2023-02-24', '已选', 0);
INSERT INTO enrollment VALUES (41, '2022020104', 26, '2023-02-25', '已选', 0);
INSERT INTO enrollment VALUES (42, '2022120104', 25, '2023-02-27', '已选', 0);
INSERT INTO enrollment VALUES (43, '2020090101', 28, '2023-03-01', '已选', 0);
INSERT INTO enrollment VALUES (44, '2020150102', 26, '2023-03-04', '已选', 0);
INSERT INTO enrollment VALUES (45, '2020130102', 24, '2023-03-05', '已选', 0);
INSERT INTO enrollment VALUES (46, '2020150102', 28, '2023-03-06', '已选', 0);
INSERT INTO enrollment VALUES (47, '2021130104', 27, '2023-03-06', '已选', 0);
INSERT INTO enrollment VALUES (48, '2022110101', 24, '2023-03-07', '已选', 0);
INSERT INTO enrollment VALUES (49, '2023120106', 33, '2023-08-22', '已退选', 1);
INSERT INTO enrollment VALUES (50, '2022060102', 36, '2023-08-24', '已选', 0);
INSERT INTO enrollment VALUES (51, '2023030101', 30, '2023-08-25', '已选', 0);
INSERT INTO enrollment VALUES (52, '2023120102', 32, '2023-08-25', '已退选', 0);
INSERT INTO enrollment VALUES (53, '2021060101', 33, '2023-08-26', '已选', 0);
INSERT INTO enrollment VALUES (54, '2021060101', 37, '2023-08-26', '已选', 0);
INSERT INTO enrollment VALUES (55, '2021060105', 33, '2023-08-26', '已选', 0);
INSERT INTO enrollment VALUES (56, '2021130103', 30, '2023-08-26', '已选', 0);
INSERT INTO enrollment VALUES (57, '2022060105', 33, '2023-08-26', '已选', 1);
INSERT INTO enrollment VALUES (58, '2023040106', 34, '2023-08-26', '已选', 0);
INSERT INTO enrollment VALUES (59, '2020030102', 35, '2023-08-27', '已选', 0);
INSERT INTO enrollment VALUES (60, '2022120103', 30, '2023-08-27', '已选', 0);
INSERT INTO enrollment VALUES (61, '2023040104', 31, '2023-08-27', '已选', 0);
INSERT INTO enrollment VALUES (62, '2021010103', 37, '2023-08-28', '已选', 0);
INSERT INTO enrollment VALUES (63, '2022080102', 34, '2023-08-28', '已选', 0);
INSERT INTO enrollment VALUES (64, '2023020101', 32, '2023-08-30', '已选', 0);
INSERT INTO enrollment VALUES (65, '2023020105', 34, '2023-08-30', '已选', 0);
INSERT INTO enrollment VALUES (66, '2021110102', 34, '2023-08-31', '已选', 0);
INSERT INTO enrollment VALUES (67, '2022110102', 32, '2023-09-01', '已选', 0);
INSERT INTO enrollment VALUES (68, '2023030106', 30, '2023-09-01', '已退选', 0);
INSERT INTO enrollment VALUES (69, '2023050102', 34, '2023-09-01', '已选', 0);
INSERT INTO enrollment VALUES (70, '2023020104', 35, '2023-09-02', '已选', 0);
INSERT INTO enrollment VALUES (71, '2022080101', 30, '2023-09-03', '已选', 0);
INSERT INTO enrollment VALUES (72, '2020110102', 32, '2023-09-04', '已退选', 0);
INSERT INTO enrollment VALUES (73, '2021130102', 37, '2023-09-04', '已退选', 0);
INSERT INTO enrollment VALUES (74, '2022060103', 37, '2023-09-04', '已选', 0);
INSERT INTO enrollment VALUES (75, '2020030103', 36, '2023-09-05', '已选', 0);
INSERT INTO enrollment VALUES (76, '2022070102', 32, '2023-09-05', '已选', 0);
INSERT INTO enrollment VALUES (77, '2023050104', 32, '2023-09-05', '已选', 0);
INSERT INTO enrollment VALUES (78, '2023120101', 32, '2023-09-06', '已选', 0);
INSERT INTO enrollment VALUES (79, '2020110104', 36, '2023-09-07', '已选', 0);
INSERT INTO enrollment VALUES (80, '2023020104', 32, '2023-09-07', '已选', 0);
INSERT INTO enrollment VALUES (81, '2023060101', 34, '2023-09-07', '已选', 0);
INSERT INTO enrollment VALUES (82, '2020090101', 41, '2024-02-17', '已选', 0);
INSERT INTO enrollment VALUES (83, '2022110106', 41, '2024-02-17', '已选', 0);
INSERT INTO enrollment VALUES (84, '2023020103', 41, '2024-02-17', '已选', 0);
INSERT INTO enrollment VALUES (85, '2023030101', 42, '2024-02-17', '已选', 0);
INSERT INTO enrollment VALUES (86, '2023060105', 39, '2024-02-17', '已选', 0);
INSERT INTO enrollment VALUES (87, '2022020105', 41, '2024-02-18', '已选', 0);
INSERT INTO enrollment VALUES (88, '2021130106', 38, '2024-02-19', '已选', 0);
INSERT INTO enrollment VALUES (89, '2022080105', 41, '2024-02-19', '已退选', 0);
INSERT INTO enrollment VALUES (90, '2023040103', 41, '2024-02-19', '已选', 0);
INSERT INTO enrollment VALUES (91, '2023040105', 41, '2024-02-20', '已选', 0);
INSERT INTO enrollment VALUES (92, '2021110101', 41, '2024-02-21', '已选', 0);
INSERT INTO enrollment VALUES (93, '2023050103', 40, '2024-02-22', '已选', 0);
INSERT INTO enrollment VALUES (94, '2021060103', 42, '2024-02-23', '已选', 0);
INSERT INTO enrollment VALUES (95, '2021080101', 42, '2024-02-23', '已选', 0);
INSERT INTO enrollment VALUES (96, '2022110103', 41, '2024-02-24', '已选', 0);
INSERT INTO enrollment VALUES (97, '2023120103', 40, '2024-02-24', '已选', 0);
INSERT INTO enrollment VALUES (98, '2023040104', 41, '2024-02-26', '已退选', 0);
INSERT INTO enrollment VALUES (99, '2020130103', 44, '2024-02-28', '已退选', 0);
INSERT INTO enrollment VALUES (100, '2020150102', 42, '2024-02-28', '已退选', 0);
INSERT INTO enrollment VALUES (101, '2023050102', 40, '2024-02-29', '已选', 0);
INSERT INTO enrollment VALUES (102, '2021130102', 39, '2024-03-01', '已选', 0);
INSERT INTO enrollment VALUES (103, '2020150101', 40, '2024-03-02', '已选', 0);
INSERT INTO enrollment VALUES (104, '2021080105', 44, '2024-03-02', '已选', 0);
INSERT INTO enrollment VALUES (105, '2022080103', 41, '2024-03-02', '已选', 0);
INSERT INTO enrollment VALUES (106, '2023060106', 43, '2024-03-02', '已退选', 0);
INSERT INTO enrollment VALUES (107, '2023120101', 40, '2024-03-05', '已选', 0);
INSERT INTO enrollment VALUES (108, '2024090104', 47, '2024-08-25', '已选', 0);
INSERT INTO enrollment VALUES (109, '2024070103', 52, '2024-08-26', '已选', 0);
INSERT INTO enrollment VALUES (110, '2024090101', 51, '2024-08-26', '已选', 0);
INSERT INTO enrollment VALUES (111, '2024120102', 52, '2024-08-26', '已选', 0);
INSERT INTO enrollment VALUES (112, '2021060106', 48, '2024-08-27', '已选', 0);
INSERT INTO enrollment VALUES (113, '2022080106', 48, '2024-08-27', '已选', 0);
INSERT INTO enrollment VALUES (114, '2024060103', 47, '2024-08-27', '已选', 0);
INSERT INTO enrollment VALUES (115, '2024070101', 47, '2024-08-27', '已选', 1);
INSERT INTO enrollment VALUES (116, '2024090104', 50, '2024-08-27', '已选', 0);
INSERT INTO enrollment VALUES (117, '2023040102', 52, '2024-08-28', '已选', 0);
INSERT INTO enrollment VALUES (118, '2021130102', 47, '2024-08-29', '已选', 0);
INSERT INTO enrollment VALUES (119, '2023120105', 50, '2024-08-30', '已选', 0);
INSERT INTO enrollment VALUES (120, '2024020103', 49, '2024-08-30', '已选', 0);
INSERT INTO enrollment VALUES (121, '2024120103', 50, '2024-08-30', '已选', 0);
INSERT INTO enrollment VALUES (122, '2021060101', 50, '2024-08-31', '已选', 0);
INSERT INTO enrollment VALUES (123, '2021080103', 47, '2024-08-31', '已选', 0);
INSERT INTO enrollment VALUES (124, '2022110104', 47, '2024-08-31', '已选', 0);
INSERT INTO enrollment VALUES (125, '2022110106', 47, '2024-08-31', '已选', 0);
INSERT INTO enrollment VALUES (126, '2022120101', 50, '2024-08-31', '已选', 0);
INSERT INTO enrollment VALUES (127, '2023050105', 46, '2024-08-31', '已选', 0);
INSERT INTO enrollment VALUES (128, '2024120104', 48, '2024-08-31', '已选', 0);
INSERT INTO enrollment VALUES (129, '2021080105', 46, '2024-09-01', '已退选', 0);
INSERT INTO enrollment VALUES (130, '2021110105', 50, '2024-09-01', '已选', 0);
INSERT INTO enrollment VALUES (131, '2022120105', 46, '2024-09-01', '已选', 0);
INSERT INTO enrollment VALUES (132, '2023030106', 49, '2024-09-01', '已选', 0);
INSERT INTO enrollment VALUES (133, '2023060105', 51, '2024-09-01', '已退选', 0);
INSERT INTO enrollment VALUES (134, '2021040101', 52, '2024-09-02', '已选', 0);
INSERT INTO enrollment VALUES (135, '2022020102', 48, '2024-09-02', '已选', 0);
INSERT INTO enrollment VALUES (136, '2022110102', 52, '2024-09-02', '已选', 0);
INSERT INTO enrollment VALUES (137, '2024060101', 50, '2024-09-02', '已选', 0);
INSERT INTO enrollment VALUES (138, '2024070105', 53, '2024-09-02', '已选', 0);
INSERT INTO enrollment VALUES (139, '2023050105', 47, '2024-09-03', '已选', 0);
INSERT INTO enrollment VALUES (140, '2024070102', 48, '2024-09-03', '已选', 0);
INSERT INTO enrollment VALUES (141, '2024070104', 53, '2024-09-04', '已选', 0);
INSERT INTO enrollment VALUES (142, '2024090105', 48, '2024-09-04', '已选', 0);
INSERT INTO enrollment VALUES (143, '2021130101', 47, '2024-09-05', '已选', 0);
INSERT INTO enrollment VALUES (144, '2023030102', 50, '2024-09-05', '已选', 0);
INSERT INTO enrollment VALUES (145, '2023050104', 50, '2024-09-05', '已选', 0);
INSERT INTO enrollment VALUES (146, '2023060103', 46, '2024-09-05', '已选', 0);
INSERT INTO enrollment VALUES (147, '2023120103', 50, '2024-09-05', '已选', 0);
INSERT INTO enrollment VALUES (148, '2024130104', 51, '2024-09-05', '已选', 0);
INSERT INTO enrollment VALUES (149, '2024090102', 48, '2024-09-06', '已选', 0);
INSERT INTO enrollment VALUES (150, '2022060105', 53, '2024-09-07', '已选', 0);
INSERT INTO enrollment VALUES (151, '2024020104', 48, '2024-09-07', '已选', 0);
INSERT INTO enrollment VALUES (152, '2024120105', 45, '2024-09-07', '已选', 0);
INSERT INTO enrollment VALUES (153, '2023040104', 47, '2024-09-08', '已选', 0);
INSERT INTO enrollment VALUES (154, '2023040105', 52, '2024-09-08', '已选', 0);
INSERT INTO enrollment VALUES (155, '2023050105', 52, '2024-09-08', '已选', 0);
INSERT INTO enrollment VALUES (156, '2024020102', 48, '2024-09-08', '已退选', 0);
INSERT INTO enrollment VALUES (157, '2024020103', 45, '2024-09-08', '已退选', 0);
INSERT INTO enrollment VALUES (158, '2021010105', 49, '2024-09-09', '已选', 0);
INSERT INTO enrollment VALUES (159, '2023040101', 50, '2024-09-09', '已选', 0);
INSERT INTO enrollment VALUES (160, '2024130104', 48, '2024-09-09', '已选', 0);
INSERT INTO enrollment VALUES (161, '2021010105', 45, '2024-09-10', '已选', 0);
INSERT INTO enrollment VALUES (162, '2023040102', 47, '2024-09-10', '已退选', 0);
INSERT INTO enrollment VALUES (163, '2024090103', 51, '2024-09-10', '已选', 0);
INSERT INTO enrollment VALUES (164, '2024130105', 47, '2024-09-10', '已选', 0);
INSERT INTO enrollment VALUES (165, '2024060102', 46, '2024-09-11', '已选', 0);
INSERT INTO enrollment VALUES (166, '2024090102', 46, '2024-09-11', '已选', 0);
INSERT INTO enrollment VALUES (167, '2023040104', 58, '2025-02-18', '已选', 0);
INSERT INTO enrollment VALUES (168, '2024020101', 54, '2025-02-18', '已选', 1);
INSERT INTO enrollment VALUES (169, '2024020102', 57, '2025-02-18', '已选', 0);
INSERT INTO enrollment VALUES (170, '2021060104', 59, '2025-02-19', '已选', 0);
INSERT INTO enrollment VALUES (171, '2023020105', 59, '2025-02-20', '已选', 0);
INSERT INTO enrollment VALUES (172, '2024020102', 54, '2025-02-20', '已选', 0);
INSERT INTO enrollment VALUES (173, '2024060104', 54, '2025-02-20', '已选', 0);
INSERT INTO enrollment VALUES (174, '2023050103', 59, '2025-02-21', '已选', 0);
INSERT INTO enrollment VALUES (175, '2023060104', 60, '2025-02-23', '已选', 0);
INSERT INTO enrollment VALUES (176, '2024090101', 54, '2025-02-23', '已选', 0);
INSERT INTO enrollment VALUES (177, '2021060105', 56, '2025-02-24', '已选', 0);
INSERT INTO enrollment VALUES (178, '2022110101', 54, '2025-02-24', '已选', 0);
INSERT INTO enrollment VALUES (179, '2024130102', 56, '2025-02-24', '已选', 0);
INSERT INTO enrollment VALUES (180, '2023030105', 55, '2025-02-25', '已选', 0);
INSERT INTO enrollment VALUES (181, '2022110104', 55, '2025-02-26', '已选', 0);
INSERT INTO enrollment VALUES (182, '2024090101', 57, '2025-02-26', '已选', 0);
INSERT INTO enrollment VALUES (183, '2024120102', 54, '2025-02-26', '已选', 0);
INSERT INTO enrollment VALUES (184, '2024130104', 54, '2025-02-26', '已选', 0);
INSERT INTO enrollment VALUES (185, '2023040102', 58, '2025-02-27', '已选', 0);
INSERT INTO enrollment VALUES (186, '2023030106', 54, '2025-02-28', '已选', 0);
INSERT INTO enrollment VALUES (187, '2023060106', 55, '2025-02-28', '已选', 0);
INSERT INTO enrollment VALUES (188, '2023120105', 60, '2025-02-28', '已选', 0);
INSERT INTO enrollment VALUES (189, '2024120103', 58, '2025-02-28', '已选', 0);
INSERT INTO enrollment VALUES (190, '2022120103', 60, '2025-03-02', '已选', 1);
INSERT INTO enrollment VALUES (191, '2023060106', 57, '2025-03-02', '已选', 0);
INSERT INTO enrollment VALUES (192, '2024020105', 60, '2025-03-03', '已选', 0);
INSERT INTO enrollment VALUES (193, '2024020105', 54, '2025-03-05', '已选', 0);
INSERT INTO enrollment VALUES (194, '2024060102', 54, '2025-03-05', '已选', 0);
INSERT INTO enrollment VALUES (195, '2024090105', 58, '2025-03-05', '已选', 0);
INSERT INTO enrollment VALUES (196, '2023030106', 55, '2025-03-06', '已选', 1);
INSERT INTO enrollment VALUES (197, '2022110105', 55, '2025-03-07', '已选', 0);
INSERT INTO enrollment VALUES (198, '2023020101', 54, '2025-03-07', '已选', 0);
INSERT INTO enrollment VALUES (199, '2023030102', 54, '2025-03-07', '已选', 0);
INSERT INTO enrollment VALUES (200, '2024130102', 60, '2025-03-07', '已选', 0);

INSERT INTO grade VALUES (1, 1, 86, 94, 92, 4.2, '优秀', '2022-01-26');
INSERT INTO grade VALUES (2, 2, 95, 76, 82, 3.2, '良好', '2022-01-28');
INSERT INTO grade VALUES (3, 3, 72, 77, 76, 2.6, '中等', '2022-01-27');
INSERT INTO grade VALUES (4, 4, 89, 77, 81, 3.1, '良好', '2022-01-27');
INSERT INTO grade VALUES (5, 5, 92, 71, 77, 2.7, '中等', '2022-01-28');
INSERT INTO grade VALUES (6, 6, 93, 69, 76, 2.6, '中等', '2022-01-26');
INSERT INTO grade VALUES (7, 7, 80, 32, 46, 0, '不及格', '2022-01-24');
INSERT INTO grade VALUES (8, 8, 82, 74, 76, 2.6, '中等', '2022-01-30');
INSERT INTO grade VALUES (9, 9, 76, 75, 75, 2.5, '中等', '2022-01-30');
INSERT INTO grade VALUES (10, 10, 86, 74, 78, 2.8, '中等', '2022-01-29');
INSERT INTO grade VALUES (11, 11, 83, 80, 81, 3.1, '良好', '2022-01-28');
INSERT INTO grade VALUES (12, 12, 95, 74, 80, 3, '良好', '2022-07-08');
INSERT INTO grade VALUES (13, 13, 72, 91, 85, 3.5, '良好', '2022-07-07');
INSERT INTO grade VALUES (14, 14, 85, 59, 67, 1.7, '及格', '2022-07-03');
INSERT INTO grade VALUES (15, 15, 82, 74, 76, 2.6, '中等', '2022-07-02');
INSERT INTO grade VALUES (16, 16, 72, 76, 75, 2.5, '中等', '2022-07-02');
INSERT INTO grade VALUES (17, 17, 84, 80, 81, 3.1, '良好', '2022-07-07');
INSERT INTO grade VALUES (18, 18, 70, 59, 62, 1.2, '及格', '2022-07-04');
INSERT INTO grade VALUES (19, 19, 86, 84, 85, 3.5, '良好', '2022-07-09');
INSERT INTO grade VALUES (20, 20, 95, 80, 84, 3.4, '良好', '2022-07-06');
INSERT INTO grade VALUES (21, 21, 80, 45, 56, 0, '不及格', '2023-01-24');
INSERT INTO grade VALUES (22, 22, 98, 87, 90, 4, '优秀', '2023-01-21');
INSERT INTO grade VALUES (23, 23, 94, 93, 93, 4.3, '优秀', '2023-01-15');
INSERT INTO grade VALUES (24, 24, 95, 72, 79, 2.9, '中等', '2023-01-19');
INSERT INTO grade VALUES (25, 25, 72, 89, 84, 3.4, '良好', '2023-01-15');
INSERT INTO grade VALUES (26, 26, 83, 71, 75, 2.5, '中等', '2023-01-18');
INSERT INTO grade VALUES (27, 27, 91, 67, 74, 2.4, '中等', '2023-01-19');
INSERT INTO grade VALUES (28, 28, 74, 82, 80, 3, '良好', '2023-01-23');
INSERT INTO grade VALUES (29, 29, 85, 37, 51, 0, '不及格', '2023-01-18');
INSERT INTO grade VALUES (30, 30, 98, 60, 71, 2.1, '中等', '2023-01-24');
INSERT INTO grade VALUES (31, 31, 89, 89, 89, 3.9, '良好', '2023-01-24');
INSERT INTO grade VALUES (32, 32, 97, 73, 80, 3, '良好', '2023-01-18');
INSERT INTO grade VALUES (33, 34, 74, 64, 67, 1.7, '及格', '2023-01-23');
INSERT INTO grade VALUES (34, 35, 95, 72, 79, 2.9, '中等', '2023-01-16');
INSERT INTO grade VALUES (35, 36, 79, 78, 78, 2.8, '中等', '2023-01-23');
INSERT INTO grade VALUES (36, 37, 82, 74, 76, 2.6, '中等', '2023-01-22');
INSERT INTO grade VALUES (37, 38, 76, 66, 69, 1.9, '及格', '2023-01-20');
INSERT INTO grade VALUES (38, 39, 71, 76, 74, 2.4, '中等', '2023-07-03');
INSERT INTO grade VALUES (39, 40, 95, 69, 77, 2.7, '中等', '2023-07-02');
INSERT INTO grade VALUES (40, 41, 77, 85, 83, 3.3, '良好', '2023-07-01');
INSERT INTO grade VALUES (41, 42, 71, 100, 91, 4.1, '优秀', '2023-07-06');
INSERT INTO grade VALUES (42, 43, 92, 58, 68, 1.8, '及格', '2023-06-30');
INSERT INTO grade VALUES (43, 44, 77, 69, 71, 2.1, '中等', '2023-07-09');
INSERT INTO grade VALUES (44, 45, 84, 71, 75, 2.5, '中等', '2023-07-02');
INSERT INTO grade VALUES (45, 46, 91, 68, 75, 2.5, '中等', '2023-07-07');
INSERT INTO grade VALUES (46, 47, 81, 62, 68, 1.8, '及格', '2023-07-02');
INSERT INTO grade VALUES (47, 48, 87, 77, 80, 3, '良好', '2023-07-04');
INSERT INTO grade VALUES (48, 50, 92, 91, 91, 4.1, '优秀', '2024-01-14');
INSERT INTO grade VALUES (49, 51, 93, 83, 86, 3.6, '良好', '2024-01-21');
INSERT INTO grade VALUES (50, 53, 95, 100, 98, 4.8, '优秀', '2024-01-20');
INSERT INTO grade VALUES (51, 54, 97, 78, 84, 3.4, '良好', '2024-01-17');
INSERT INTO grade VALUES (52, 55, 71, 83, 79, 2.9, '中等', '2024-01-14');
INSERT INTO grade VALUES (53, 56, 86, 68, 73, 2.3, '中等', '2024-01-16');
INSERT INTO grade VALUES (54, 57, 79, 89, 86, 3.6, '良好', '2024-01-20');
INSERT INTO grade VALUES (55, 58, 73, 88, 84, 3.4, '良好', '2024-01-23');
INSERT INTO grade VALUES (56, 59, 100, 56, 69, 1.9, '及格', '2024-01-15');
INSERT INTO grade VALUES (57, 60, 91, 64, 72, 2.2, '中等', '2024-01-19');
INSERT INTO grade VALUES (58, 61, 73, 67, 69, 1.9, '及格', '2024-01-19');
INSERT INTO grade VALUES (59, 62, 88, 70, 75, 2.5, '中等', '2024-01-22');
INSERT INTO grade VALUES (60, 63, 81, 95, 91, 4.1, '优秀', '2024-01-15');
INSERT INTO grade VALUES (61, 64, 85, 51, 61, 1.1, '及格', '2024-01-21');
INSERT INTO grade VALUES (62, 65, 98, 69, 78, 2.8, '中等', '2024-01-15');
INSERT INTO grade VALUES (63, 66, 71, 74, 73, 2.3, '中等', '2024-01-18');
INSERT INTO grade VALUES (64, 67, 94, 91, 92, 4.2, '优秀', '2024-01-16');
INSERT INTO grade VALUES (65, 69, 75, 49, 57, 0, '不及格', '2024-01-14');
INSERT INTO grade VALUES (66, 70, 88, 68, 74, 2.4, '中等', '2024-01-22');
INSERT INTO grade VALUES (67, 71, 74, 70, 71, 2.1, '中等', '2024-01-21');
INSERT INTO grade VALUES (68, 74, 86, 96, 93, 4.3, '优秀', '2024-01-14');
INSERT INTO grade VALUES (69, 75, 74, 94, 88, 3.8, '良好', '2024-01-23');
INSERT INTO grade VALUES (70, 76, 87, 67, 73, 2.3, '中等', '2024-01-20');
INSERT INTO grade VALUES (71, 77, 83, 67, 72, 2.2, '中等', '2024-01-15');
INSERT INTO grade VALUES (72, 78, 70, 90, 84, 3.4, '良好', '2024-01-18');
INSERT INTO grade VALUES (73, 79, 100, 58, 71, 2.1, '中等', '2024-01-20');
INSERT INTO grade VALUES (74, 80, 84, 50, 60, 1, '及格', '2024-01-16');
INSERT INTO grade VALUES (75, 81, 100, 73, 81, 3.1, '良好', '2024-01-18');
INSERT INTO grade VALUES (76, 82, 97, 81, 86, 3.6, '良好', '2024-07-04');
INSERT INTO grade VALUES (77, 83, 88, 57, 66, 1.6, '及格', '2024-07-03');
INSERT INTO grade VALUES (78, 84, 78, 87, 84, 3.4, '良好', '2024-07-04');
INSERT INTO grade VALUES (79, 85, 81, 70, 73, 2.3, '中等', '2024-06-27');
INSERT INTO grade VALUES (80, 86, 70, 64, 66, 1.6, '及格', '2024-07-06');
INSERT INTO grade VALUES (81, 87, 72, 59, 63, 1.3, '及格', '2024-06-29');
INSERT INTO grade VALUES (82, 88, 97, 70, 78, 2.8, '中等', '2024-06-27');
INSERT INTO grade VALUES (83, 90, 96, 52, 65, 1.5, '及格', '2024-07-03');
INSERT INTO grade VALUES (84, 91, 90, 80, 83, 3.3, '良好', '2024-06-27');
INSERT INTO grade VALUES (85, 92, 90, 90, 90, 4, '优秀', '2024-06-30');
INSERT INTO grade VALUES (86, 93, 73, 66, 68, 1.8, '及格', '2024-06-30');
INSERT INTO grade VALUES (87, 94, 75, 100, 92, 4.2, '优秀', '2024-07-02');
INSERT INTO grade VALUES (88, 95, 75, 90, 86, 3.6, '良好', '2024-06-27');
INSERT INTO grade VALUES (89, 96, 77, 48, 57, 0, '不及格', '2024-06-29');
INSERT INTO grade VALUES (90, 97, 100, 59, 71, 2.1, '中等', '2024-07-01');
INSERT INTO grade VALUES (91, 101, 75, 90, 86, 3.6, '良好', '2024-06-30');
INSERT INTO grade VALUES (92, 102, 92, 84, 86, 3.6, '良好', '2024-06-28');
INSERT INTO grade VALUES (93, 103, 95, 99, 98, 4.8, '优秀', '2024-07-02');
INSERT INTO grade VALUES (94, 104, 74, 77, 76, 2.6, '中等', '2024-07-06');
INSERT INTO grade VALUES (95, 105, 81, 79, 80, 3, '良好', '2024-06-28');
INSERT INTO grade VALUES (96, 107, 93, 69, 76, 2.6, '中等', '2024-07-03');
INSERT INTO grade VALUES (97, 108, 81, 80, 80, 3, '良好', '2025-01-20');
INSERT INTO grade VALUES (98, 109, 72, 75, 74, 2.4, '中等', '2025-01-19');
INSERT INTO grade VALUES (99, 110, 88, 79, 82, 3.2, '良好', '2025-01-21');
INSERT INTO grade VALUES (100, 111, 92, 82, 85, 3.5, '良好', '2025-01-13');
INSERT INTO grade VALUES (101, 112, 100, 77, 84, 3.4, '良好', '2025-01-16');
INSERT INTO grade VALUES (102, 113, 75, 67, 69, 1.9, '及格', '2025-01-14');
INSERT INTO grade VALUES (103, 114, 97, 89, 91, 4.1, '优秀', '2025-01-17');
INSERT INTO grade VALUES (104, 115, 96, 91, 92, 4.2, '优秀', '2025-01-22');
INSERT INTO grade VALUES (105, 116, 88, 86, 87, 3.7, '良好', '2025-01-18');
INSERT INTO grade VALUES (106, 117, 95, 67, 75, 2.5, '中等', '2025-01-22');
INSERT INTO grade VALUES (107, 118, 76, 72, 73, 2.3, '中等', '2025-01-17');
INSERT INTO grade VALUES (108, 119, 71, 82, 79, 2.9, '中等', '2025-01-14');
INSERT INTO grade VALUES (109, 120, 73, 80, 78, 2.8, '中等', '2025-01-20');
INSERT INTO grade VALUES (110, 121, 94, 82, 86, 3.6, '良好', '2025-01-20');
INSERT INTO grade VALUES (111, 122, 78, 67, 70, 2, '中等', '2025-01-21');
INSERT INTO grade VALUES (112, 123, 75, 83, 81, 3.1, '良好', '2025-01-19');
INSERT INTO grade VALUES (113, 124, 94, 75, 81, 3.1, '良好', '2025-01-16');
INSERT INTO grade VALUES (114, 125, 85, 69, 74, 2.4, '中等', '2025-01-16');
INSERT INTO grade VALUES (115, 126, 88, 98, 95, 4.5, '优秀', '2025-01-19');
INSERT INTO grade VALUES (116, 127, 75, 91, 86, 3.6, '良好', '2025-01-15');
INSERT INTO grade VALUES (117, 128, 78, 83, 82, 3.2, '良好', '2025-01-15');
INSERT INTO grade VALUES (118, 130, 79, 87, 85, 3.5, '良好', '2025-01-17');
INSERT INTO grade VALUES (119, 131, 99, 69, 78, 2.8, '中等', '2025-01-14');
INSERT INTO grade VALUES (120, 132, 79, 63, 68, 1.8, '及格', '2025-01-13');
INSERT INTO grade VALUES (121, 134, 77, 77, 77, 2.7, '中等', '2025-01-18');
INSERT INTO grade VALUES (122, 135, 93, 74, 80, 3, '良好', '2025-01-16');
INSERT INTO grade VALUES (123, 136, 97, 70, 78, 2.8, '中等', '2025-01-20');
INSERT INTO grade VALUES (124, 137, 87, 98, 95, 4.5, '优秀', '2025-01-18');
INSERT INTO grade VALUES (125, 138, 98, 56, 69, 1.9, '及格', '2025-01-13');
INSERT INTO grade VALUES (126, 139, 77, 80, 79, 2.9, '中等', '2025-01-15');
INSERT INTO grade VALUES (127, 140, 75, 76, 76, 2.6, '中等', '2025-01-15');
INSERT INTO grade VALUES (128, 141, 75, 81, 79, 2.9, '中等', '2025-01-14');
INSERT INTO grade VALUES (129, 142, 82, 79, 80, 3, '良好', '2025-01-22');
INSERT INTO grade VALUES (130, 143, 100, 77, 84, 3.4, '良好', '2025-01-18');
INSERT INTO grade VALUES (131, 144, 100, 79, 85, 3.5, '良好', '2025-01-17');
INSERT INTO grade VALUES (132, 145, 72, 77, 76, 2.6, '中等', '2025-01-17');
INSERT INTO grade VALUES (133, 146, 73, 64, 67, 1.7, '及格', '2025-01-22');
INSERT INTO grade VALUES (134, 147, 84, 83, 83, 3.3, '良好', '2025-01-19');
INSERT INTO grade VALUES (135, 148, 95, 87, 89, 3.9, '良好', '2025-01-16');
INSERT INTO grade VALUES (136, 149, 80, 71, 74, 2.4, '中等', '2025-01-20');
INSERT INTO grade VALUES (137, 150, 95, 75, 81, 3.1, '良好', '2025-01-22');
INSERT INTO grade VALUES (138, 151, 78, 76, 77, 2.7, '中等', '2025-01-19');
INSERT INTO grade VALUES (139, 152, 79, 93, 89, 3.9, '良好', '2025-01-14');
INSERT INTO grade VALUES (140, 153, 76, 81, 80, 3, '良好', '2025-01-16');
INSERT INTO grade VALUES (141, 154, 100, 92, 94, 4.4, '优秀', '2025-01-17');
INSERT INTO grade VALUES (142, 155, 87, 76, 79, 2.9, '中等', '2025-01-13');
INSERT INTO grade VALUES (143, 158, 93, 76, 81, 3.1, '良好', '2025-01-16');
INSERT INTO grade VALUES (144, 159, 94, 78, 83, 3.3, '良好', '2025-01-18');
INSERT INTO grade VALUES (145, 160, 94, 85, 88, 3.8, '良好', '2025-01-19');
INSERT INTO grade VALUES (146, 161, 95, 78, 83, 3.3, '良好', '2025-01-20');
INSERT INTO grade VALUES (147, 163, 76, 86, 83, 3.3, '良好', '2025-01-13');
INSERT INTO grade VALUES (148, 164, 77, 85, 83, 3.3, '良好', '2025-01-22');
INSERT INTO grade VALUES (149, 165, 82, 67, 72, 2.2, '中等', '2025-01-18');
INSERT INTO grade VALUES (150, 166, 89, 75, 79, 2.9, '中等', '2025-01-15');

INSERT INTO exam VALUES (1, 1, '期末', '2022-01-09', '10:30', 120, 107);
INSERT INTO exam VALUES (2, 2, '期末', '2022-01-11', '08:30', 120, 142);
INSERT INTO exam VALUES (3, 2, '补考', '2022-03-01', '14:00', 120, 105);
INSERT INTO exam VALUES (4, 3, '期末', '2022-01-19', '14:00', 120, 132);
INSERT INTO exam VALUES (5, 3, '补考', '2022-02-23', '14:00', 120, 135);
INSERT INTO exam VALUES (6, 4, '期末', '2022-01-13', '10:30', 120, 110);
INSERT INTO exam VALUES (7, 5, '期末', '2022-01-08', '19:00', 120, 104);
INSERT INTO exam VALUES (8, 5, '期中', '2021-11-05', '08:30', 90, 101);
INSERT INTO exam VALUES (9, 6, '期末', '2022-01-18', '19:00', 120, 136);
INSERT INTO exam VALUES (10, 6, '期中', '2021-11-08', '14:00', 90, 123);
INSERT INTO exam VALUES (11, 7, '期末', '2022-01-07', '14:00', 120, 104);
INSERT INTO exam VALUES (12, 7, '期中', '2021-11-02', '14:00', 90, 125);
INSERT INTO exam VALUES (13, 7, '补考', '2022-02-28', '14:00', 120, 126);
INSERT INTO exam VALUES (14, 8, '期末', '2022-06-25', '16:00', 120, 127);
INSERT INTO exam VALUES (15, 8, '补考', '2022-09-04', '14:00', 120, 131);
INSERT INTO exam VALUES (16, 11, '期末', '2022-06-18', '16:00', 120, 119);
INSERT INTO exam VALUES (17, 13, '期末', '2022-06-17', '14:00', 120, 143);
INSERT INTO exam VALUES (18, 13, '期中', '2022-04-12', '14:00', 90, 112);
INSERT INTO exam VALUES (19, 14, '期末', '2022-06-18', '16:00', 120, 108);
INSERT INTO exam VALUES (20, 14, '补考', '2022-09-12', '14:00', 120, 103);
INSERT INTO exam VALUES (21, 18, '期末', '2023-01-08', '14:00', 120, 134);
INSERT INTO exam VALUES (22, 20, '期末', '2023-01-11', '14:00', 120, 129);
INSERT INTO exam VALUES (23, 21, '期末', '2023-01-01', '10:30', 120, 110);
INSERT INTO exam VALUES (24, 21, '期中', '2022-10-23', '08:30', 90, 124);
INSERT INTO exam VALUES (25, 21, '补考', '2023-03-09', '14:00', 120, 115);
INSERT INTO exam VALUES (26, 22, '期末', '2023-01-02', '19:00', 120, 132);
INSERT INTO exam VALUES (27, 25, '期末', '2023-06-25', '10:30', 120, 125);
INSERT INTO exam VALUES (28, 25, '补考', '2023-09-07', '14:00', 120, 140);
INSERT INTO exam VALUES (29, 26, '期末', '2023-06-26', '08:30', 120, 128);
INSERT INTO exam VALUES (30, 26, '补考', '2023-09-10', '14:00', 120, 104);
INSERT INTO exam VALUES (31, 27, '期末', '2023-06-24', '10:30', 120, 108);
INSERT INTO exam VALUES (32, 27, '期中', '2023-04-28', '14:00', 90, 123);
INSERT INTO exam VALUES (33, 28, '期末', '2023-06-19', '08:30', 120, 125);
INSERT INTO exam VALUES (34, 29, '期末', '2023-06-16', '10:30', 120, 129);
INSERT INTO exam VALUES (35, 29, '补考', '2023-09-06', '14:00', 120, 142);
INSERT INTO exam VALUES (36, 32, '期末', '2024-01-10', '08:30', 120, 112);
INSERT INTO exam VALUES (37, 35, '期末', '2024-01-04', '10:30', 120, 143);
INSERT INTO exam VALUES (38, 35, '补考', '2024-02-29', '14:00', 120, 140);
INSERT INTO exam VALUES (39, 36, '期末', '2023-12-30', '10:30', 120, 115);
INSERT INTO exam VALUES (40, 37, '期末', '2024-01-10', '14:00', 120, 126);
INSERT INTO exam VALUES (41, 37, '期中', '2023-10-28', '19:00', 90, 125);
INSERT INTO exam VALUES (42, 39, '期末', '2024-06-16', '08:30', 120, 127);
INSERT INTO exam VALUES (43, 40, '期末', '2024-06-18', '16:00', 120, 117);
INSERT INTO exam VALUES (44, 41, '期末', '2024-06-14', '10:30', 120, 142);
INSERT INTO exam VALUES (45, 42, '期末', '2024-06-20', '19:00', 120, 124);
INSERT INTO exam VALUES (46, 42, '期中', '2024-04-18', '08:30', 90, 130);
INSERT INTO exam VALUES (47, 42, '补考', '2024-09-10', '14:00', 120, 109);
INSERT INTO exam VALUES (48, 43, '期末', '2024-06-21', '16:00', 120, 111);
INSERT INTO exam VALUES (49, 43, '补考', '2024-09-12', '14:00', 120, 101);
INSERT INTO exam VALUES (50, 44, '期末', '2024-06-19', '16:00', 120, 133);
INSERT INTO exam VALUES (51, 45, '期末', '2025-01-06', '14:00', 120, 143);
INSERT INTO exam VALUES (52, 46, '期末', '2025-01-10', '08:30', 120, 105);
INSERT INTO exam VALUES (53, 46, '期中', '2024-10-24', '14:00', 90, 108);
INSERT INTO exam VALUES (54, 47, '期末', '2025-01-08', '19:00', 120, 114);
INSERT INTO exam VALUES (55, 47, '补考', '2025-03-08', '14:00', 120, 124);
INSERT INTO exam VALUES (56, 48, '期末', '2025-01-05', '19:00', 120, 114);
INSERT INTO exam VALUES (57, 48, '补考', '2025-03-08', '14:00', 120, 129);
INSERT INTO exam VALUES (58, 49, '期末', '2025-01-07', '19:00', 120, 125);
INSERT INTO exam VALUES (59, 49, '期中', '2024-10-25', '14:00', 90, 126);
INSERT INTO exam VALUES (60, 49, '补考', '2025-03-07', '14:00', 120, 124);
INSERT INTO exam VALUES (61, 50, '期末', '2025-01-07', '14:00', 120, 110);
INSERT INTO exam VALUES (62, 51, '期末', '2025-01-05', '19:00', 120, 137);
INSERT INTO exam VALUES (63, 53, '期末', '2025-01-03', '14:00', 120, 118);
INSERT INTO exam VALUES (64, 55, '期末', '2025-06-22', '08:30', 120, 113);
INSERT INTO exam VALUES (65, 56, '期末', '2025-06-27', '16:00', 120, 131);
INSERT INTO exam VALUES (66, 56, '期中', '2025-04-26', '08:30', 90, 104);
INSERT INTO exam VALUES (67, 57, '期末', '2025-06-16', '08:30', 120, 128);
INSERT INTO exam VALUES (68, 58, '期末', '2025-06-24', '19:00', 120, 131);
INSERT INTO exam VALUES (69, 59, '期末', '2025-06-28', '16:00', 120, 127);
INSERT INTO exam VALUES (70, 60, '期末', '2025-06-23', '08:30', 120, 134);

INSERT INTO exam_invigilator VALUES (1, 'T1011', '主监考');
INSERT INTO exam_invigilator VALUES (2, 'T1004', '主监考');
INSERT INTO exam_invigilator VALUES (2, 'T1028', '副监考');
INSERT INTO exam_invigilator VALUES (3, 'T1004', '主监考');
INSERT INTO exam_invigilator VALUES (4, 'T1054', '主监考');
INSERT INTO exam_invigilator VALUES (4, 'T1049', '副监考');
INSERT INTO exam_invigilator VALUES (5, 'T1054', '主监考');
INSERT INTO exam_invigilator VALUES (5, 'T1011', '副监考');
INSERT INTO exam_invigilator VALUES (6, 'T1015', '主监考');
INSERT INTO exam_invigilator VALUES (6, 'T1032', '副监考');
INSERT INTO exam_invigilator VALUES (7, 'T1033', '主监考');
INSERT INTO exam_invigilator VALUES (7, 'T1049', '副监考');
INSERT INTO exam_invigilator VALUES (8, 'T1033', '主监考');
INSERT INTO exam_invigilator VALUES (8, 'T1008', '副监考');
INSERT INTO exam_invigilator VALUES (9, 'T1017', '主监考');
INSERT INTO exam_invigilator VALUES (9, 'T1049', '副监考');
INSERT INTO exam_invigilator VALUES (10, 'T1017', '主监考');
INSERT INTO exam_invigilator VALUES (11, 'T1009', '主监考');
INSERT INTO exam_invigilator VALUES (11, 'T1016', '副监考');
INSERT INTO exam_invigilator VALUES (12, 'T1025', '主监考');
INSERT INTO exam_invigilator VALUES (13, 'T1009', '主监考');
INSERT INTO exam_invigilator VALUES (13, 'T1001', '副监考');
INSERT INTO exam_invigilator VALUES (14, 'T1003', '主监考');
INSERT INTO exam_invigilator VALUES (14, 'T1050', '副监考');
INSERT INTO exam_invigilator VALUES (15, 'T1003', '主监考');
INSERT INTO exam_invigilator VALUES (15, 'T1040', '副监考');
INSERT INTO exam_invigilator VALUES (16, 'T1025', '主监考');
INSERT INTO exam_invigilator VALUES (17, 'T1045', '主监考');
INSERT INTO exam_invigilator VALUES (17, 'T1016', '副监考');
INSERT INTO exam_invigilator VALUES (18, 'T1049', '主监考');
INSERT INTO exam_invigilator VALUES (18, 'T1032', '副监考');
INSERT INTO exam_invigilator VALUES (19, 'T1056', '主监考');
INSERT INTO exam_invigilator VALUES (20, 'T1050', '主监考');
INSERT INTO exam_invigilator VALUES (21, 'T1050', '主监考');
INSERT INTO exam_invigilator VALUES (21, 'T1018', '副监考');
INSERT INTO exam_invigilator VALUES (22, 'T1039', '主监考');
INSERT INTO exam_invigilator VALUES (22, 'T1029', '副监考');
INSERT INTO exam_invigilator VALUES (23, 'T1018', '主监考');
INSERT INTO exam_invigilator VALUES (23, 'T1052', '副监考');
INSERT INTO exam_invigilator VALUES (24, 'T1018', '主监考');
INSERT INTO exam_invigilator VALUES (25, 'T1018', '主监考');
INSERT INTO exam_invigilator VALUES (26, 'T1052', '主监考');
INSERT INTO exam_invigilator VALUES (26, 'T1006', '副监考');
INSERT INTO exam_invigilator VALUES (27, 'T1041', '主监考');
INSERT INTO exam_invigilator VALUES (28, 'T1016', '主监考');
INSERT INTO exam_invigilator VALUES (28, 'T1019', '副监考');
INSERT INTO exam_invigilator VALUES (29, 'T1009', '主监考');
INSERT INTO exam_invigilator VALUES (30, 'T1041', '主监考');
INSERT INTO exam_invigilator VALUES (31, 'T1040', '主监考');
INSERT INTO exam_invigilator VALUES (31, 'T1020', '副监考');
INSERT INTO exam_invigilator VALUES (32, 'T1002', '主监考');
INSERT INTO exam_invigilator VALUES (32, 'T1008', '副监考');
INSERT INTO exam_invigilator VALUES (33, 'T1046', '主监考');
INSERT INTO exam_invigilator VALUES (33, 'T1015', '副监考');
INSERT INTO exam_invigilator VALUES (34, 'T1053', '主监考');
INSERT INTO exam_invigilator VALUES (34, 'T1035', '副监考');
INSERT INTO exam_invigilator VALUES (35, 'T1053', '主监考');
INSERT INTO exam_invigilator VALUES (35, 'T1054', '副监考');
INSERT INTO exam_invigilator VALUES (36, 'T1009', '主监考');
INSERT INTO exam_invigilator VALUES (37, 'T1005', '主监考');
INSERT INTO exam_invigilator VALUES (37, 'T1030', '副监考');
INSERT INTO exam_invigilator VALUES (38, 'T1057', '主监考');
INSERT INTO exam_invigilator VALUES (38, 'T1056', '副监考');
INSERT INTO exam_invigilator VALUES (39, 'T1025', '主监考');
INSERT INTO exam_invigilator VALUES (39, 'T1016', '副监考');
INSERT INTO exam_invigilator VALUES (40, 'T1048', '主监考');
INSERT INTO exam_invigilator VALUES (41, 'T1046', '主监考');
INSERT INTO exam_invigilator VALUES (41, 'T1053', '副监考');
INSERT INTO exam_invigilator VALUES (42, 'T1046', '主监考');
INSERT INTO exam_invigilator VALUES (42, 'T1031', '副监考');
INSERT INTO exam_invigilator VALUES (43, 'T1052', '主监考');
INSERT INTO exam_invigilator VALUES (44, 'T1044', '主监考');
INSERT INTO exam_invigilator VALUES (44, 'T1029', '副监考');
INSERT INTO exam_invigilator VALUES (45, 'T1012', '主监考');
INSERT INTO exam_invigilator VALUES (45, 'T1024', '副监考');
INSERT INTO exam_invigilator VALUES (46, 'T1025', '主监考');
INSERT INTO exam_invigilator VALUES (46, 'T1041', '副监考');
INSERT INTO exam_invigilator VALUES (47, 'T1025', '主监考');
INSERT INTO exam_invigilator VALUES (47, 'T1015', '副监考');
INSERT INTO exam_invigilator VALUES (48, 'T1002', '主监考');
INSERT INTO exam_invigilator VALUES (48, 'T1050', '副监考');
INSERT INTO exam_invigilator VALUES (49, 'T1002', '主监考');
INSERT INTO exam_invigilator VALUES (49, 'T1059', '副监考');
INSERT INTO exam_invigilator VALUES (50, 'T1058', '主监考');
INSERT INTO exam_invigilator VALUES (51, 'T1005', '主监考');
INSERT INTO exam_invigilator VALUES (52, 'T1048', '主监考');
INSERT INTO exam_invigilator VALUES (52, 'T1052', '副监考');
INSERT INTO exam_invigilator VALUES (53, 'T1014', '主监考');
INSERT INTO exam_invigilator VALUES (53, 'T1025', '副监考');
INSERT INTO exam_invigilator VALUES (54, 'T1025', '主监考');
INSERT INTO exam_invigilator VALUES (54, 'T1010', '副监考');
INSERT INTO exam_invigilator VALUES (55, 'T1030', '主监考');
INSERT INTO exam_invigilator VALUES (56, 'T1002', '主监考');
INSERT INTO exam_invigilator VALUES (56, 'T1046', '副监考');
INSERT INTO exam_invigilator VALUES (57, 'T1032', '主监考');
INSERT INTO exam_invigilator VALUES (57, 'T1035', '副监考');
INSERT INTO exam_invigilator VALUES (58, 'T1010', '主监考');
INSERT INTO exam_invigilator VALUES (59, 'T1029', '主监考');
INSERT INTO exam_invigilator VALUES (59, 'T1056', '副监考');
INSERT INTO exam_invigilator VALUES (60, 'T1041', '主监考');
INSERT INTO exam_invigilator VALUES (60, 'T1029', '副监考');
INSERT INTO exam_invigilator VALUES (61, 'T1060', '主监考');
INSERT INTO exam_invigilator VALUES (62, 'T1030', '主监考');
INSERT INTO exam_invigilator VALUES (62, 'T1003', '副监考');
INSERT INTO exam_invigilator VALUES (63, 'T1053', '主监考');
INSERT INTO exam_invigilator VALUES (64, 'T1025', '主监考');
INSERT INTO exam_invigilator VALUES (65, 'T1019', '主监考');
INSERT INTO exam_invigilator VALUES (66, 'T1042', '主监考');
INSERT INTO exam_invigilator VALUES (66, 'T1025', '副监考');
INSERT INTO exam_invigilator VALUES (67, 'T1001', '主监考');
INSERT INTO exam_invigilator VALUES (68, 'T1019', '主监考');
INSERT INTO exam_invigilator VALUES (68, 'T1002', '副监考');
INSERT INTO exam_invigilator VALUES (69, 'T1017', '主监考');
INSERT INTO exam_invigilator VALUES (69, 'T1009', '副监考');
INSERT INTO exam_invigilator VALUES (70, 'T1036', '主监考');
INSERT INTO exam_invigilator VALUES (70, 'T1014', '副监考');

INSERT INTO scholarship VALUES ('GJ', '国家奖学金', '国家级', 8000, '教育部', 3);
INSERT INTO scholarship VALUES ('GJLZ', '国家励志奖学金', '国家级', 5000, '教育部', 10);
INSERT INTO scholarship VALUES ('SZF', '省政府奖学金', '省级', 6000, '浙江省教育厅', 5);
INSERT INTO scholarship VALUES ('XY1', '校一等奖学金', '校级', 3000, '学校', 15);
INSERT INTO scholarship VALUES ('XY2', '校二等奖学金', '校级', 2000, '学校', 30);
INSERT INTO scholarship VALUES ('XY3', '校三等奖学金', '校级', 1000, '学校', 45);
INSERT INTO scholarship VALUES ('HW', '华为奖学金', '校级', 5000, '华为技术有限公司', 4);
INSERT INTO scholarship VALUES ('YZ', '院长奖学金', '院级', 1500, '各学院', 20);

INSERT INTO scholarship_award VALUES (1, '2023030106', 'XY2', '2024-2025', '2024-10-10', '公示中');
INSERT INTO scholarship_award VALUES (2, '2021010104', 'XY2', '2021-2022', '2021-11-17', '已发放');
INSERT INTO scholarship_award VALUES (3, '2021080101', 'GJLZ', '2021-2022', '2021-10-28', '已发放');
INSERT INTO scholarship_award VALUES (4, '2022120103', 'XY3', '2024-2025', '2024-11-24', '公示中');
INSERT INTO scholarship_award VALUES (5, '2021060105', 'XY3', '2021-2022', '2021-10-17', '已发放');
INSERT INTO scholarship_award VALUES (6, '2022120101', 'XY1', '2024-2025', '2024-11-13', '公示中');
INSERT INTO scholarship_award VALUES (7, '2023030102', 'XY2', '2024-2025', '2024-10-19', '公示中');
INSERT INTO scholarship_award VALUES (8, '2022060102', 'XY1', '2024-2025', '2024-10-13', '公示中');
INSERT INTO scholarship_award VALUES (9, '2021110104', 'GJLZ', '2024-2025', '2024-10-30', '公示中');
INSERT INTO scholarship_award VALUES (10, '2021130104', 'XY2', '2024-2025', '2024-11-13', '公示中');
INSERT INTO scholarship_award VALUES (11, '2020090104', 'GJLZ', '2021-2022', '2021-11-19', '已发放');
INSERT INTO scholarship_award VALUES (12, '2021040101', 'YZ', '2021-2022', '2021-11-25', '已发放');
INSERT INTO scholarship_award VALUES (13, '2020150102', 'XY2', '2022-2023', '2022-10-12', '已发放');
INSERT INTO scholarship_award VALUES (14, '2021010106', 'YZ', '2024-2025', '2024-10-25', '公示中');
INSERT INTO scholarship_award VALUES (15, '2022080101', 'XY2', '2024-2025', '2024-11-30', '公示中');
INSERT INTO scholarship_award VALUES (16, '2023120104', 'XY3', '2024-2025', '2024-11-30', '公示中');
INSERT INTO scholarship_award VALUES (17, '2021060105', 'XY3', '2024-2025', '2024-10-10', '公示中');
INSERT INTO scholarship_award VALUES (18, '2021110101', 'XY1', '2021-2022', '2021-10-28', '已发放');
INSERT INTO scholarship_award VALUES (19, '2020040103', 'SZF', '2021-2022', '2021-11-01', '已发放');
INSERT INTO scholarship_award VALUES (20, '2021130106', 'XY3', '2023-2024', '2023-11-13', '已发放');
INSERT INTO scholarship_award VALUES (21, '2021060103', 'XY3', '2023-2024', '2023-10-21', '已发放');
INSERT INTO scholarship_award VALUES (22, '2021080103', 'XY2', '2023-2024', '2023-11-23', '已发放');
INSERT INTO scholarship_award VALUES (23, '2022110106', 'YZ', '2022-2023', '2022-11-05', '已发放');
INSERT INTO scholarship_award VALUES (24, '2021060104', 'XY2', '2024-2025', '2024-11-30', '公示中');
INSERT INTO scholarship_award VALUES (25, '2020090103', 'SZF', '2021-2022', '2021-10-11', '已发放');
INSERT INTO scholarship_award VALUES (26, '2020130104', 'XY2', '2023-2024', '2023-10-10', '已发放');
INSERT INTO scholarship_award VALUES (27, '2021010106', 'GJLZ', '2023-2024', '2023-11-20', '已发放');
INSERT INTO scholarship_award VALUES (28, '2020040101', 'XY2', '2021-2022', '2021-11-06', '已发放');
INSERT INTO scholarship_award VALUES (29, '2021060105', 'XY3', '2023-2024', '2023-10-30', '已发放');
INSERT INTO scholarship_award VALUES (30, '2021010106', 'XY3', '2021-2022', '2021-10-24', '已发放');
INSERT INTO scholarship_award VALUES (31, '2023120105', 'XY1', '2024-2025', '2024-10-22', '公示中');
INSERT INTO scholarship_award VALUES (32, '2023020102', 'XY3', '2024-2025', '2024-10-27', '公示中');
INSERT INTO scholarship_award VALUES (33, '2023030104', 'XY3', '2024-2025', '2024-11-29', '公示中');
INSERT INTO scholarship_award VALUES (34, '2022020105', 'YZ', '2022-2023', '2022-11-01', '已发放');
INSERT INTO scholarship_award VALUES (35, '2022110102', 'YZ', '2023-2024', '2023-11-21', '已发放');
INSERT INTO scholarship_award VALUES (36, '2021040101', 'XY2', '2022-2023', '2022-11-19', '已发放');
INSERT INTO scholarship_award VALUES (37, '2020150104', 'XY2', '2021-2022', '2021-10-17', '已发放');
INSERT INTO scholarship_award VALUES (38, '2021080105', 'XY2', '2023-2024', '2023-10-15', '已发放');
INSERT INTO scholarship_award VALUES (39, '2023120106', 'XY3', '2023-2024', '2023-11-06', '已发放');
INSERT INTO scholarship_award VALUES (40, '2023050105', 'XY2', '2023-2024', '2023-11-14', '已发放');
INSERT INTO scholarship_award VALUES (41, '2021040102', 'XY3', '2021-2022', '2021-10-27', '已发放');
INSERT INTO scholarship_award VALUES (42, '2022110104', 'XY2', '2024-2025', '2024-10-25', '公示中');

INSERT INTO tuition_invoice VALUES (1, '2021010101', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (2, '2021060101', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (3, '2021040101', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (4, '2021110101', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (5, '2021130101', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (6, '2021080101', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (7, '2021010102', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (8, '2021060102', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (9, '2021040102', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (10, '2021110102', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (11, '2021130102', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (12, '2021080102', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (13, '2021010103', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (14, '2021060103', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (15, '2021040103', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (16, '2021110103', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (17, '2021130103', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (18, '2021080103', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (19, '2021010104', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (20, '2021060104', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (21, '2021040104', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (22, '2021110104', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (23, '2021130104', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (24, '2021080104', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (25, '2021010105', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (26, '2021060105', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (27, '2021040105', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (28, '2021110105', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (29, '2021130105', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (30, '2021080105', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (31, '2021010106', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (32, '2021060106', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (33, '2021040106', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (34, '2021110106', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (35, '2021130106', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (36, '2021080106', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (37, '2022080101', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (38, '2022110101', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (39, '2022120101', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (40, '2022060101', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (41, '2022070101', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (42, '2022020101', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (43, '2022080102', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (44, '2022110102', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (45, '2022120102', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (46, '2022060102', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (47, '2022070102', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (48, '2022020102', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (49, '2022080103', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (50, '2022110103', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (51, '2022120103', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (52, '2022060103', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (53, '2022070103', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (54, '2022020103', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (55, '2022110104', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (56, '2022120104', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (57, '2022060104', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (58, '2022020104', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (59, '2022080105', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (60, '2022110105', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (61, '2022120105', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (62, '2022060105', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (63, '2022070105', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (64, '2022020105', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (65, '2022080106', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (66, '2022110106', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (67, '2022120106', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (68, '2022060106', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (69, '2022070106', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (70, '2022020106', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (71, '2023030101', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (72, '2023060101', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (73, '2023040101', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (74, '2023120101', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (75, '2023050101', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (76, '2023020101', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (77, '2023030102', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (78, '2023040102', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (79, '2023120102', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (80, '2023050102', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (81, '2023020102', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (82, '2023030103', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (83, '2023060103', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (84, '2023040103', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (85, '2023120103', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (86, '2023050103', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (87, '2023020103', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (88, '2023030104', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (89, '2023060104', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (90, '2023040104', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (91, '2023120104', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (92, '2023050104', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (93, '2023020104', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (94, '2023030105', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (95, '2023060105', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (96, '2023040105', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (97, '2023120105', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (98, '2023050105', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (99, '2023020105', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (100, '2023030106', '2024-2025', '学费', 6800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (101, '2023060106', '2024-2025', '学费', 5800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (102, '2023040106', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (103, '2023120106', '2024-2025', '学费', 5200, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (104, '2024120101', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (105, '2024070101', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (106, '2024130101', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (107, '2024090101', '2024-2025', '学费', 5500, '2024-08-15', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (108, '2024060101', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (109, '2024020101', '2024-2025', '学费', 6800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (110, '2024120102', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (111, '2024070102', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (112, '2024130102', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (113, '2024090102', '2024-2025', '学费', 5500, '2024-08-15', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (114, '2024060102', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (115, '2024020102', '2024-2025', '学费', 6800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (116, '2024120103', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (117, '2024070103', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (118, '2024130103', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (119, '2024090103', '2024-2025', '学费', 5500, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (120, '2024060103', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (121, '2024020103', '2024-2025', '学费', 6800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (122, '2024120104', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (123, '2024070104', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (124, '2024130104', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (125, '2024090104', '2024-2025', '学费', 5500, '2024-08-15', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (126, '2024060104', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (127, '2024020104', '2024-2025', '学费', 6800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (128, '2024120105', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (129, '2024070105', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (130, '2024130105', '2024-2025', '学费', 5200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (131, '2024090105', '2024-2025', '学费', 5500, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (132, '2024060105', '2024-2025', '学费', 5800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (133, '2024020105', '2024-2025', '学费', 6800, '2024-08-15', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (134, '2021130106', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (135, '2023040101', '2024-2025', '住宿费', 1500, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (136, '2024130101', '2024-2025', '住宿费', 1800, '2024-08-15', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (137, '2021060103', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (138, '2022070105', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (139, '2021010105', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (140, '2021010102', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (141, '2023020101', '2024-2025', '住宿费', 1500, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (142, '2024060104', '2024-2025', '住宿费', 1200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (143, '2023120106', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (144, '2022080101', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (145, '2021130101', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (146, '2021060102', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (147, '2023050101', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (148, '2021010103', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (149, '2022060104', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (150, '2024070103', '2024-2025', '住宿费', 1200, '2024-08-15', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (151, '2022120102', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (152, '2022110106', '2024-2025', '住宿费', 1500, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (153, '2021130104', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (154, '2024020102', '2024-2025', '住宿费', 1200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (155, '2023040104', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (156, '2024070101', '2024-2025', '住宿费', 1500, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (157, '2021080106', '2024-2025', '住宿费', 1500, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (158, '2023030106', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (159, '2023120101', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (160, '2021130105', '2024-2025', '住宿费', 1500, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (161, '2021130102', '2024-2025', '住宿费', 1500, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (162, '2024070102', '2024-2025', '住宿费', 1200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (163, '2021060101', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (164, '2022020106', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (165, '2022070102', '2024-2025', '住宿费', 1500, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (166, '2024060101', '2024-2025', '住宿费', 1200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (167, '2023120103', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (168, '2021080105', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (169, '2022120103', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '部分缴纳');
INSERT INTO tuition_invoice VALUES (170, '2024090105', '2024-2025', '住宿费', 1800, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (171, '2022060103', '2024-2025', '住宿费', 1500, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (172, '2021010106', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (173, '2023040105', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (174, '2023040103', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (175, '2021130103', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (176, '2023050104', '2024-2025', '住宿费', 1200, '2024-08-01', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (177, '2024090101', '2024-2025', '住宿费', 1200, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (178, '2023050102', '2024-2025', '住宿费', 1800, '2024-08-01', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (179, '2024090105', '2024-2025', '教材费', 515, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (180, '2024130105', '2024-2025', '教材费', 388, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (181, '2024090102', '2024-2025', '教材费', 420, '2024-08-15', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (182, '2024020105', '2024-2025', '教材费', 388, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (183, '2024130102', '2024-2025', '教材费', 388, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (184, '2024130101', '2024-2025', '教材费', 420, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (185, '2024070104', '2024-2025', '教材费', 515, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (186, '2024120104', '2024-2025', '教材费', 460, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (187, '2024060102', '2024-2025', '教材费', 420, '2024-08-15', '2024-09-30', '未缴');
INSERT INTO tuition_invoice VALUES (188, '2024120101', '2024-2025', '教材费', 460, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (189, '2024060105', '2024-2025', '教材费', 388, '2024-08-15', '2024-09-30', '已缴清');
INSERT INTO tuition_invoice VALUES (190, '2024020103', '2024-2025', '教材费', 420, '2024-08-15', '2024-09-30', '已缴清');

INSERT INTO payment VALUES (1, 2, '2024-09-25', 5800, '银行转账', 'TX20244905980172');
INSERT INTO payment VALUES (2, 3, '2024-10-01', 5200, '微信', 'TX20248377746996');
INSERT INTO payment VALUES (3, 4, '2024-10-16', 5200, '微信', 'TX20245091734161');
INSERT INTO payment VALUES (4, 7, '2024-08-26', 6800, '微信', 'TX20243959388995');
INSERT INTO payment VALUES (5, 10, '2024-09-14', 5200, '支付宝', 'TX20244349659385');
INSERT INTO payment VALUES (6, 12, '2024-10-08', 5800, '微信', 'TX20244177097849');
INSERT INTO payment VALUES (7, 13, '2024-09-20', 3400, '微信', 'TX20248464234451');
INSERT INTO payment VALUES (8, 13, '2024-10-01', 3400, '微信', 'TX20246665262140');
INSERT INTO payment VALUES (9, 15, '2024-10-19', 3120, '支付宝', 'TX20241878564622');
INSERT INTO payment VALUES (10, 17, '2024-10-01', 5200, '支付宝', 'TX20249559137572');
INSERT INTO payment VALUES (11, 18, '2024-10-05', 5800, '支付宝', 'TX20241517479309');
INSERT INTO payment VALUES (12, 20, '2024-08-17', 5800, '微信', 'TX20244948906023');
INSERT INTO payment VALUES (13, 21, '2024-09-17', 2600, '微信', 'TX20247720037597');
INSERT INTO payment VALUES (14, 22, '2024-09-24', 2600, '银行转账', 'TX20245008387800');
INSERT INTO payment VALUES (15, 22, '2024-09-21', 2600, '银行转账', 'TX20247847735380');
INSERT INTO payment VALUES (16, 23, '2024-08-11', 5200, '银行转账', 'TX20244010999699');
INSERT INTO payment VALUES (17, 24, '2024-09-19', 5800, '现金', NULL);
INSERT INTO payment VALUES (18, 25, '2024-09-09', 6800, '银行转账', 'TX20245930181664');
INSERT INTO payment VALUES (19, 26, '2024-09-28', 6800, '银行转账', 'TX20249129503795');
INSERT INTO payment VALUES (20, 27, '2024-10-09', 5200, '微信', 'TX20245995137476');
INSERT INTO payment VALUES (21, 28, '2024-09-23', 5200, '现金', NULL);
INSERT INTO payment VALUES (22, 29, '2024-09-15', 5200, '现金', NULL);
INSERT INTO payment VALUES (23, 30, '2024-08-19', 5800, '银行转账', 'TX20244496434499');
INSERT INTO payment VALUES (24, 31, '2024-09-23', 3400, '微信', 'TX20249262231800');
INSERT INTO payment VALUES (25, 31, '2024-09-18', 3400, '微信', 'TX20245866830604');
INSERT INTO payment VALUES (26, 32, '2024-10-06', 2900, '支付宝', 'TX20248928238565');
INSERT INTO payment VALUES (27, 32, '2024-09-23', 2900, '支付宝', 'TX20245760162221');
INSERT INTO payment VALUES (28, 33, '2024-09-02', 5200, '支付宝', 'TX20249693758456');
INSERT INTO payment VALUES (29, 34, '2024-10-17', 3120, '支付宝', 'TX20241431362037');
INSERT INTO payment VALUES (30, 36, '2024-08-13', 5800, '银行转账', 'TX20247114742379');
INSERT INTO payment VALUES (31, 37, '2024-10-11', 5800, '微信', 'TX20242030623285');
INSERT INTO payment VALUES (32, 38, '2024-08-20', 6800, '支付宝', 'TX20249853578640');
INSERT INTO payment VALUES (33, 40, '2024-10-10', 5800, '现金', NULL);
INSERT INTO payment VALUES (34, 41, '2024-08-21', 5800, '微信', 'TX20243952597904');
INSERT INTO payment VALUES (35, 42, '2024-09-26', 2900, '微信', 'TX20244738611859');
INSERT INTO payment VALUES (36, 42, '2024-08-15', 2900, '微信', 'TX20249334990389');
INSERT INTO payment VALUES (37, 43, '2024-08-14', 5800, '支付宝', 'TX20244686603812');
INSERT INTO payment VALUES (38, 44, '2024-09-16', 2600, '银行转账', 'TX20241435093962');
INSERT INTO payment VALUES (39, 44, '2024-10-14', 2600, '微信', 'TX20241547416374');
INSERT INTO payment VALUES (40, 45, '2024-10-04', 5200, '微信', 'TX20244753623439');
INSERT INTO payment VALUES (41, 47, '2024-08-19', 5800, '银行转账', 'TX20245524199058');
INSERT INTO payment VALUES (42, 48, '2024-10-10', 6800, '现金', NULL);
INSERT INTO payment VALUES (43, 49, '2024-09-22', 6800, '微信', 'TX20245660730285');
INSERT INTO payment VALUES (44, 50, '2024-08-20', 2600, '银行转账', 'TX20243178552146');
INSERT INTO payment VALUES (45, 50, '2024-09-29', 2600, '微信', 'TX20247024231848');
INSERT INTO payment VALUES (46, 51, '2024-08-27', 5200, '现金', NULL);
INSERT INTO payment VALUES (47, 52, '2024-08-16', 5800, '微信', 'TX20244430973619');
INSERT INTO payment VALUES (48, 53, '2024-08-26', 5800, '微信', 'TX20245094174500');
INSERT INTO payment VALUES (49, 55, '2024-09-13', 5200, '微信', 'TX20241794037815');
INSERT INTO payment VALUES (50, 59, '2024-09-15', 5800, '微信', 'TX20241141628054');
INSERT INTO payment VALUES (51, 60, '2024-10-08', 5800, '银行转账', 'TX20247809434528');
INSERT INTO payment VALUES (52, 61, '2024-08-16', 2600, '银行转账', 'TX20242461903376');
INSERT INTO payment VALUES (53, 61, '2024-10-14', 2600, '现金', NULL);
INSERT INTO payment VALUES (54, 62, '2024-09-07', 5800, '支付宝', 'TX20243349819613');
INSERT INTO payment VALUES (55, 64, '2024-09-26', 6800, '银行转账', 'TX20248096523800');
INSERT INTO payment VALUES (56, 65, '2024-10-06', 2900, '微信', 'TX20247783299261');
INSERT INTO payment VALUES (57, 65, '2024-10-04', 2900, '微信', 'TX20247933569581');
INSERT INTO payment VALUES (58, 66, '2024-08-14', 5200, '支付宝', 'TX20241623138608');
INSERT INTO payment VALUES (59, 67, '2024-09-28', 5200, '微信', 'TX20249131442653');
INSERT INTO payment VALUES (60, 68, '2024-10-12', 5800, '现金', NULL);
INSERT INTO payment VALUES (61, 69, '2024-09-15', 2900, '微信', 'TX20246397092469');
INSERT INTO payment VALUES (62, 69, '2024-09-16', 2900, '微信', 'TX20248802647284');
INSERT INTO payment VALUES (63, 70, '2024-08-15', 6800, '微信', 'TX20249302710543');
INSERT INTO payment VALUES (64, 71, '2024-09-13', 6800, '现金', NULL);
INSERT INTO payment VALUES (65, 72, '2024-09-24', 5800, '支付宝', 'TX20243538314565');
INSERT INTO payment VALUES (66, 73, '2024-08-16', 5200, '微信', 'TX20249807331598');
INSERT INTO payment VALUES (67, 75, '2024-09-03', 5200, '现金', NULL);
INSERT INTO payment VALUES (68, 77, '2024-09-25', 4080, '现金', NULL);
INSERT INTO payment VALUES (69, 78, '2024-08-13', 5200, '支付宝', 'TX20246852063980');
INSERT INTO payment VALUES (70, 80, '2024-09-17', 5200, '银行转账', 'TX20243606148893');
INSERT INTO payment VALUES (71, 82, '2024-09-10', 6800, '银行转账', 'TX20244383828506');
INSERT INTO payment VALUES (72, 83, '2024-10-06', 5800, '微信', 'TX20245827693957');
INSERT INTO payment VALUES (73, 84, '2024-08-14', 5200, '微信', 'TX20249525847992');
INSERT INTO payment VALUES (74, 86, '2024-10-03', 5200, '支付宝', 'TX20245883219718');
INSERT INTO payment VALUES (75, 87, '2024-09-08', 6800, '微信', 'TX20249939019104');
INSERT INTO payment VALUES (76, 89, '2024-09-27', 5800, '微信', 'TX20241789112250');
INSERT INTO payment VALUES (77, 90, '2024-10-20', 5200, '微信', 'TX20243403953157');
INSERT INTO payment VALUES (78, 91, '2024-08-29', 5200, '微信', 'TX20247514846198');
INSERT INTO payment VALUES (79, 92, '2024-09-18', 5200, '微信', 'TX20245739738407');
INSERT INTO payment VALUES (80, 93, '2024-09-29', 6800, '银行转账', 'TX20248015301466');
INSERT INTO payment VALUES (81, 94, '2024-09-16', 3400, '微信', 'TX20244495882159');
INSERT INTO payment VALUES (82, 94, '2024-10-09', 3400, '微信', 'TX20247573477942');
INSERT INTO payment VALUES (83, 95, '2024-08-23', 5800, '支付宝', 'TX20242375769531');
INSERT INTO payment VALUES (84, 96, '2024-09-09', 3120, '微信', 'TX20247092252102');
INSERT INTO payment VALUES (85, 97, '2024-10-11', 5200, '微信', 'TX20244162977434');
INSERT INTO payment VALUES (86, 101, '2024-10-08', 2900, '支付宝', 'TX20248089349872');
INSERT INTO payment VALUES (87, 101, '2024-10-11', 2900, '微信', 'TX20242454380693');
INSERT INTO payment VALUES (88, 102, '2024-08-11', 5200, '微信', 'TX20241638708693');
INSERT INTO payment VALUES (89, 103, '2024-09-10', 3120, '银行转账', 'TX20246463966563');
INSERT INTO payment VALUES (90, 105, '2024-08-15', 5800, '银行转账', 'TX20245361663187');
INSERT INTO payment VALUES (91, 106, '2024-10-05', 5200, '现金', NULL);
INSERT INTO payment VALUES (92, 108, '2024-09-23', 5800, '支付宝', 'TX20242106756775');
INSERT INTO payment VALUES (93, 109, '2024-10-03', 6800, '微信', 'TX20242348002749');
INSERT INTO payment VALUES (94, 110, '2024-10-06', 5200, '银行转账', 'TX20245852769600');
INSERT INTO payment VALUES (95, 111, '2024-09-25', 3480, '微信', 'TX20242091246433');
INSERT INTO payment VALUES (96, 112, '2024-08-10', 5200, '银行转账', 'TX20248609793811');
INSERT INTO payment VALUES (97, 113, '2024-09-26', 2750, '支付宝', 'TX20246559583128');
INSERT INTO payment VALUES (98, 114, '2024-08-30', 5800, '微信', 'TX20244177238420');
INSERT INTO payment VALUES (99, 115, '2024-09-15', 6800, '银行转账', 'TX20245903653464');
INSERT INTO payment VALUES (100, 116, '2024-10-17', 5200, '微信', 'TX20246712286968');
INSERT INTO payment VALUES (101, 117, '2024-08-19', 2900, '支付宝', 'TX20249763138295');
INSERT INTO payment VALUES (102, 118, '2024-09-01', 5200, '微信', 'TX20245168227460');
INSERT INTO payment VALUES (103, 119, '2024-09-16', 5500, '微信', 'TX20246014570566');
INSERT INTO payment VALUES (104, 121, '2024-09-19', 6800, '支付宝', 'TX20246298805921');
INSERT INTO payment VALUES (105, 122, '2024-10-12', 5200, '支付宝', 'TX20248490533072');
INSERT INTO payment VALUES (106, 123, '2024-10-04', 5800, '微信', 'TX20247341022178');
INSERT INTO payment VALUES (107, 124, '2024-08-10', 5200, '现金', NULL);
INSERT INTO payment VALUES (108, 125, '2024-10-15', 2750, '银行转账', 'TX20246007617247');
INSERT INTO payment VALUES (109, 126, '2024-09-14', 5800, '微信', 'TX20244340628628');
INSERT INTO payment VALUES (110, 127, '2024-09-02', 6800, '银行转账', 'TX20246458447162');
INSERT INTO payment VALUES (111, 128, '2024-08-29', 5200, '现金', NULL);
INSERT INTO payment VALUES (112, 129, '2024-10-17', 5800, '微信', 'TX20242571865110');
INSERT INTO payment VALUES (113, 130, '2024-08-15', 5200, '银行转账', 'TX20249201798147');
INSERT INTO payment VALUES (114, 131, '2024-08-11', 5500, '微信', 'TX20245995167517');
INSERT INTO payment VALUES (115, 132, '2024-09-12', 5800, '微信', 'TX20246386081969');
INSERT INTO payment VALUES (116, 133, '2024-09-27', 3400, '微信', 'TX20241053641096');
INSERT INTO payment VALUES (117, 134, '2024-10-10', 900, '支付宝', 'TX20247033747750');
INSERT INTO payment VALUES (118, 135, '2024-08-11', 1500, '微信', 'TX20248443100375');
INSERT INTO payment VALUES (119, 136, '2024-09-13', 1080, '微信', 'TX20242834255109');
INSERT INTO payment VALUES (120, 137, '2024-09-27', 1800, '微信', 'TX20243737675670');
INSERT INTO payment VALUES (121, 138, '2024-09-22', 1800, '银行转账', 'TX20247365993865');
INSERT INTO payment VALUES (122, 139, '2024-09-28', 1800, '支付宝', 'TX20246496326799');
INSERT INTO payment VALUES (123, 140, '2024-08-15', 1800, '支付宝', 'TX20247360499385');
INSERT INTO payment VALUES (124, 141, '2024-08-13', 1500, '微信', 'TX20245651624658');
INSERT INTO payment VALUES (125, 142, '2024-08-29', 1200, '银行转账', 'TX20248402784157');
INSERT INTO payment VALUES (126, 143, '2024-09-20', 600, '微信', 'TX20245141362497');
INSERT INTO payment VALUES (127, 143, '2024-10-03', 600, '支付宝', 'TX20243312715239');
INSERT INTO payment VALUES (128, 144, '2024-09-18', 1200, '支付宝', 'TX20244843427358');
INSERT INTO payment VALUES (129, 145, '2024-09-28', 1200, '微信', 'TX20246475268172');
INSERT INTO payment VALUES (130, 146, '2024-10-15', 1200, '微信', 'TX20245637162937');
INSERT INTO payment VALUES (131, 147, '2024-09-22', 1800, '银行转账', 'TX20241391085321');
INSERT INTO payment VALUES (132, 148, '2024-08-16', 1800, '银行转账', 'TX20245024285809');
INSERT INTO payment VALUES (133, 149, '2024-08-26', 1800, '微信', 'TX20242237408621');
INSERT INTO payment VALUES (134, 151, '2024-09-03', 360, '银行转账', 'TX20246679769946');
INSERT INTO payment VALUES (135, 152, '2024-10-16', 1500, '微信', 'TX20243559842666');
INSERT INTO payment VALUES (136, 154, '2024-08-23', 1200, '微信', 'TX20243917231376');
INSERT INTO payment VALUES (137, 155, '2024-09-20', 1800, '银行转账', 'TX20242938571152');
INSERT INTO payment VALUES (138, 156, '2024-09-26', 1500, '微信', 'TX20248509643908');
INSERT INTO payment VALUES (139, 157, '2024-09-13', 1500, '支付宝', 'TX20244770270064');
INSERT INTO payment VALUES (140, 158, '2024-10-19', 1800, '银行转账', 'TX20242945461761');
INSERT INTO payment VALUES (141, 159, '2024-09-22', 1800, '支付宝', 'TX20243413778422');
INSERT INTO payment VALUES (142, 161, '2024-10-20', 450, '银行转账', 'TX20241549702644');
INSERT INTO payment VALUES (143, 162, '2024-09-07', 1200, '微信', 'TX20248742250151');
INSERT INTO payment VALUES (144, 163, '2024-08-22', 1200, '微信', 'TX20242473547679');
INSERT INTO payment VALUES (145, 164, '2024-09-21', 1800, '银行转账', 'TX20242708826096');
INSERT INTO payment VALUES (146, 165, '2024-10-12', 1500, '微信', 'TX20249992776853');
INSERT INTO payment VALUES (147, 166, '2024-09-30', 1200, '银行转账', 'TX20248404401834');
INSERT INTO payment VALUES (148, 167, '2024-09-21', 1200, '微信', 'TX20241458365716');
INSERT INTO payment VALUES (149, 168, '2024-09-12', 1200, '微信', 'TX20245735603865');
INSERT INTO payment VALUES (150, 169, '2024-09-29', 600, '银行转账', 'TX20247721031200');
INSERT INTO payment VALUES (151, 170, '2024-09-25', 1800, '银行转账', 'TX20245672039386');
INSERT INTO payment VALUES (152, 171, '2024-10-08', 1500, '银行转账', 'TX20243588982546');
INSERT INTO payment VALUES (153, 172, '2024-09-08', 1200, '银行转账', 'TX20242992943590');
INSERT INTO payment VALUES (154, 173, '2024-10-07', 1800, '微信', 'TX20245228907169');
INSERT INTO payment VALUES (155, 174, '2024-09-26', 1800, '银行转账', 'TX20245636737271');
INSERT INTO payment VALUES (156, 175, '2024-09-07', 1800, '银行转账', 'TX20245883154206');
INSERT INTO payment VALUES (157, 176, '2024-09-10', 1200, '支付宝', 'TX20245720239101');
INSERT INTO payment VALUES (158, 177, '2024-08-20', 1200, '银行转账', 'TX20243146452919');
INSERT INTO payment VALUES (159, 179, '2024-09-15', 515, '微信', 'TX20249329094633');
INSERT INTO payment VALUES (160, 180, '2024-09-21', 388, '银行转账', 'TX20241875102509');
INSERT INTO payment VALUES (161, 182, '2024-09-02', 388, '支付宝', 'TX20243538640662');
INSERT INTO payment VALUES (162, 183, '2024-08-27', 388, '微信', 'TX20241979905703');
INSERT INTO payment VALUES (163, 184, '2024-08-23', 420, '银行转账', 'TX20247583266451');
INSERT INTO payment VALUES (164, 185, '2024-08-28', 515, '微信', 'TX20243233516159');
INSERT INTO payment VALUES (165, 186, '2024-09-11', 460, '微信', 'TX20244086159102');
INSERT INTO payment VALUES (166, 188, '2024-09-27', 460, '微信', 'TX20245271285064');
INSERT INTO payment VALUES (167, 189, '2024-08-23', 388, '银行转账', 'TX20246554895345');
INSERT INTO payment VALUES (168, 190, '2024-09-26', 420, '微信', 'TX20249293082258');

INSERT INTO dormitory VALUES ('D01', '桃园1号楼', '本部', '男生', 6, '周阿姨');
INSERT INTO dormitory VALUES ('D02', '桃园2号楼', '本部', '女生', 6, '陈阿姨');
INSERT INTO dormitory VALUES ('D03', '李园3号楼', '本部', '男生', 5, '王师傅');
INSERT INTO dormitory VALUES ('D04', '李园4号楼', '本部', '女生', 5, '刘阿姨');
INSERT INTO dormitory VALUES ('D05', '梅园5号楼', '东校区', '男生', 7, '张师傅');
INSERT INTO dormitory VALUES ('D06', '梅园6号楼', '东校区', '女生', 7, '赵阿姨');
INSERT INTO dormitory VALUES ('D07', '竹园7号楼', '南校区', '男生', 8, '孙师傅');
INSERT INTO dormitory VALUES ('D08', '竹园8号楼', '南校区', '女生', 8, '黄阿姨');

INSERT INTO dorm_room VALUES (1, 'D01', '201', 4, 1800, 1);
INSERT INTO dorm_room VALUES (2, 'D01', '102', 4, 1800, 1);
INSERT INTO dorm_room VALUES (3, 'D01', '403', 6, 1200, 0);
INSERT INTO dorm_room VALUES (4, 'D01', '304', 4, 1800, 1);
INSERT INTO dorm_room VALUES (5, 'D01', '105', 4, 1800, 1);
INSERT INTO dorm_room VALUES (6, 'D01', '206', 4, 1800, 1);
INSERT INTO dorm_room VALUES (7, 'D02', '401', 6, 1200, 1);
INSERT INTO dorm_room VALUES (8, 'D02', '102', 6, 1200, 0);
INSERT INTO dorm_room VALUES (9, 'D02', '603', 6, 1200, 1);
INSERT INTO dorm_room VALUES (10, 'D02', '404', 4, 1800, 1);
INSERT INTO dorm_room VALUES (11, 'D02', '105', 6, 1200, 1);
INSERT INTO dorm_room VALUES (12, 'D02', '606', 6, 1200, 1);
INSERT INTO dorm_room VALUES (13, 'D03', '301', 4, 1500, 0);
INSERT INTO dorm_room VALUES (14, 'D03', '302', 4, 1500, 0);
INSERT INTO dorm_room VALUES (15, 'D03', '403', 6, 1200, 1);
INSERT INTO dorm_room VALUES (16, 'D03', '304', 4, 1800, 1);
INSERT INTO dorm_room VALUES (17, 'D03', '505', 4, 1500, 0);
INSERT INTO dorm_room VALUES (18, 'D03', '206', 4, 1800, 1);
INSERT INTO dorm_room VALUES (19, 'D04', '201', 4, 1800, 1);
INSERT INTO dorm_room VALUES (20, 'D04', '502', 4, 1500, 0);
INSERT INTO dorm_room VALUES (21, 'D04', '203', 6, 1200, 1);
INSERT INTO dorm_room VALUES (22, 'D04', '204', 4, 1500, 0);
INSERT INTO dorm_room VALUES (23, 'D04', '205', 4, 1800, 1);
INSERT INTO dorm_room VALUES (24, 'D04', '506', 4, 1800, 1);
INSERT INTO dorm_room VALUES (25, 'D05', '101', 6, 1200, 1);
INSERT INTO dorm_room VALUES (26, 'D05', '402', 6, 1200, 1);
INSERT INTO dorm_room VALUES (27, 'D05', '203', 4, 1800, 1);
INSERT INTO dorm_room VALUES (28, 'D05', '304', 4, 1800, 1);
INSERT INTO dorm_room VALUES (29, 'D05', '505', 4, 1800, 1);
INSERT INTO dorm_room VALUES (30, 'D05', '406', 4, 1500, 0);
INSERT INTO dorm_room VALUES (31, 'D06', '301', 4, 1500, 0);
INSERT INTO dorm_room VALUES (32, 'D06', '102', 6, 1200, 1);
INSERT INTO dorm_room VALUES (33, 'D06', '703', 4, 1500, 0);
INSERT INTO dorm_room VALUES (34, 'D06', '604', 4, 1500, 0);
INSERT INTO dorm_room VALUES (35, 'D06', '105', 4, 1500, 0);
INSERT INTO dorm_room VALUES (36, 'D06', '306', 4, 1800, 1);
INSERT INTO dorm_room VALUES (37, 'D07', '401', 4, 1500, 0);
INSERT INTO dorm_room VALUES (38, 'D07', '302', 4, 1800, 1);
INSERT INTO dorm_room VALUES (39, 'D07', '103', 6, 1200, 0);
INSERT INTO dorm_room VALUES (40, 'D07', '804', 4, 1800, 1);
INSERT INTO dorm_room VALUES (41, 'D07', '805', 4, 1500, 0);
INSERT INTO dorm_room VALUES (42, 'D07', '306', 6, 1200, 0);
INSERT INTO dorm_room VALUES (43, 'D08', '301', 4, 1800, 1);
INSERT INTO dorm_room VALUES (44, 'D08', '702', 6, 1200, 1);
INSERT INTO dorm_room VALUES (45, 'D08', '703', 4, 1500, 0);
INSERT INTO dorm_room VALUES (46, 'D08', '604', 4, 1800, 1);
INSERT INTO dorm_room VALUES (47, 'D08', '205', 6, 1200, 0);
INSERT INTO dorm_room VALUES (48, 'D08', '306', 4, 1800, 1);

INSERT INTO room_assignment VALUES (1, '2020090101', 25, 1, '2020-09-03', '2024-06-30');
INSERT INTO room_assignment VALUES (2, '2020130101', 33, 1, '2020-09-02', '2024-06-30');
INSERT INTO room_assignment VALUES (3, '2020030101', 11, 1, '2020-09-03', '2024-06-30');
INSERT INTO room_assignment VALUES (4, '2020110101', 5, 1, '2020-09-01', '2022-11-20');
INSERT INTO room_assignment VALUES (5, '2020040101', 29, 1, '2020-09-02', '2024-06-30');
INSERT INTO room_assignment VALUES (6, '2020150101', 39, 1, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (7, '2020090102', 32, 1, '2020-09-02', '2024-06-30');
INSERT INTO room_assignment VALUES (8, '2020130102', 42, 1, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (9, '2020030102', 10, 1, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (10, '2020110102', 27, 1, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (11, '2020040102', 7, 1, '2020-09-03', '2024-06-30');
INSERT INTO room_assignment VALUES (12, '2020150102', 45, 1, '2020-09-02', '2024-06-30');
INSERT INTO room_assignment VALUES (13, '2020090103', 27, 2, '2020-09-03', '2024-06-30');
INSERT INTO room_assignment VALUES (14, '2020030103', 11, 2, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (15, '2020110103', 14, 1, '2020-09-02', '2024-06-30');
INSERT INTO room_assignment VALUES (16, '2020040103', 24, 1, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (17, '2020150103', 29, 2, '2020-09-02', '2024-06-30');
INSERT INTO room_assignment VALUES (18, '2020130104', 16, 1, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (19, '2020030104', 27, 3, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (20, '2020110104', 36, 1, '2020-09-02', '2024-06-30');
INSERT INTO room_assignment VALUES (21, '2020040104', 7, 2, '2020-09-01', '2024-06-30');
INSERT INTO room_assignment VALUES (22, '2021010101', 27, 4, '2021-09-03', '2024-12-12');
INSERT INTO room_assignment VALUES (23, '2021060101', 21, 1, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (24, '2021040101', 9, 1, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (25, '2021110101', 38, 1, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (26, '2021130101', 8, 1, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (27, '2021080101', 18, 1, '2021-09-03', '2024-10-04');
INSERT INTO room_assignment VALUES (28, '2021010102', 46, 1, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (29, '2021060102', 42, 2, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (30, '2021040102', 22, 1, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (31, '2021110102', 43, 1, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (32, '2021130102', 34, 1, '2021-09-01', NULL);
INSERT INTO room_assignment VALUES (33, '2021080102', 16, 2, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (34, '2021010103', 18, 2, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (35, '2021060103', 28, 1, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (36, '2021040103', 29, 3, '2021-09-02', '2024-10-09');
INSERT INTO room_assignment VALUES (37, '2021110103', 21, 2, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (38, '2021130103', 10, 2, '2021-09-01', NULL);
INSERT INTO room_assignment VALUES (39, '2021080103', 33, 2, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (40, '2021010104', 15, 1, '2021-09-01', NULL);
INSERT INTO room_assignment VALUES (41, '2021040104', 11, 3, '2021-09-02', '2024-10-10');
INSERT INTO room_assignment VALUES (42, '2021130104', 29, 4, '2021-09-01', NULL);
INSERT INTO room_assignment VALUES (43, '2021080104', 7, 3, '2021-09-01', NULL);
INSERT INTO room_assignment VALUES (44, '2021010105', 19, 1, '2021-09-01', NULL);
INSERT INTO room_assignment VALUES (45, '2021060105', 34, 2, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (46, '2021040105', 37, 1, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (47, '2021110105', 37, 2, '2021-09-01', '2022-09-01');
INSERT INTO room_assignment VALUES (48, '2021110105', 38, 2, '2022-09-01', NULL);
INSERT INTO room_assignment VALUES (49, '2021130105', 35, 1, '2021-09-01', NULL);
INSERT INTO room_assignment VALUES (50, '2021080105', 9, 2, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (51, '2021010106', 8, 2, '2021-09-03', '2022-09-01');
INSERT INTO room_assignment VALUES (52, '2021010106', 9, 3, '2022-09-01', NULL);
INSERT INTO room_assignment VALUES (53, '2021060106', 13, 1, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (54, '2021040106', 47, 1, '2021-09-02', NULL);
INSERT INTO room_assignment VALUES (55, '2021130106', 2, 1, '2021-09-03', NULL);
INSERT INTO room_assignment VALUES (56, '2021080106', 45, 2, '2021-09-01', NULL);
INSERT INTO room_assignment VALUES (57, '2022080101', 3, 1, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (58, '2022110101', 23, 1, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (59, '2022060101', 34, 3, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (60, '2022070101', 13, 2, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (61, '2022020101', 26, 1, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (62, '2022080102', 26, 2, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (63, '2022110102', 14, 2, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (64, '2022120102', 32, 2, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (65, '2022060102', 8, 3, '2022-09-03', '2025-01-13');
INSERT INTO room_assignment VALUES (66, '2022070102', 37, 3, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (67, '2022020102', 37, 4, '2022-09-01', NULL);
INSERT INTO room_assignment VALUES (68, '2022080103', 8, 4, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (69, '2022110103', 40, 1, '2022-09-01', NULL);
INSERT INTO room_assignment VALUES (70, '2022120103', 8, 5, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (71, '2022060103', 20, 1, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (72, '2022070103', 41, 1, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (73, '2022080104', 14, 3, '2022-09-01', '2024-05-09');
INSERT INTO room_assignment VALUES (74, '2022110104', 4, 1, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (75, '2022120104', 46, 2, '2022-09-01', NULL);
INSERT INTO room_assignment VALUES (76, '2022060104', 46, 3, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (77, '2022070104', 7, 4, '2022-09-03', '2024-12-14');
INSERT INTO room_assignment VALUES (78, '2022020104', 42, 3, '2022-09-01', NULL);
INSERT INTO room_assignment VALUES (79, '2022080105', 38, 3, '2022-09-01', '2023-08-25');
INSERT INTO room_assignment VALUES (80, '2022080105', 4, 2, '2023-08-25', NULL);
INSERT INTO room_assignment VALUES (81, '2022110105', 5, 2, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (82, '2022120105', 23, 2, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (83, '2022070105', 18, 3, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (84, '2022020105', 41, 2, '2022-09-01', NULL);
INSERT INTO room_assignment VALUES (85, '2022080106', 12, 1, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (86, '2022110106', 13, 3, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (87, '2022120106', 43, 2, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (88, '2022060106', 48, 1, '2022-09-02', NULL);
INSERT INTO room_assignment VALUES (89, '2022070106', 28, 2, '2022-09-03', NULL);
INSERT INTO room_assignment VALUES (90, '2022020106', 46, 4, '2022-09-01', NULL);
INSERT INTO room_assignment VALUES (91, '2023030101', 14, 4, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (92, '2023040101', 13, 4, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (93, '2023120101', 16, 3, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (94, '2023050101', 5, 3, '2023-09-03', NULL);
INSERT INTO room_assignment VALUES (95, '2023020101', 20, 2, '2023-09-03', NULL);
INSERT INTO room_assignment VALUES (96, '2023030102', 43, 3, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (97, '2023120102', 35, 2, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (98, '2023050102', 6, 1, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (99, '2023020102', 30, 1, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (100, '2023030103', 15, 2, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (101, '2023060103', 40, 2, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (102, '2023040103', 19, 2, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (103, '2023120103', 42, 4, '2023-09-03', NULL);
INSERT INTO room_assignment VALUES (104, '2023050103', 45, 3, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (105, '2023020103', 3, 2, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (106, '2023030104', 34, 4, '2023-09-03', '2024-12-10');
INSERT INTO room_assignment VALUES (107, '2023060104', 24, 2, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (108, '2023040104', 19, 3, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (109, '2023120104', 9, 4, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (110, '2023050104', 21, 3, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (111, '2023020104', 2, 2, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (112, '2023030105', 10, 3, '2023-09-01', NULL);
INSERT INTO room_assignment VALUES (113, '2023060105', 7, 5, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (114, '2023040105', 48, 2, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (115, '2023120105', 42, 5, '2023-09-03', NULL);
INSERT INTO room_assignment VALUES (116, '2023050105', 43, 4, '2023-09-03', NULL);
INSERT INTO room_assignment VALUES (117, '2023020105', 17, 1, '2023-09-03', NULL);
INSERT INTO room_assignment VALUES (118, '2023030106', 40, 3, '2023-09-03', NULL);
INSERT INTO room_assignment VALUES (119, '2023060106', 25, 2, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (120, '2023040106', 45, 4, '2023-09-03', NULL);
INSERT INTO room_assignment VALUES (121, '2023120106', 9, 5, '2023-09-02', NULL);
INSERT INTO room_assignment VALUES (122, '2024120101', 17, 2, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (123, '2024070101', 22, 2, '2024-09-03', NULL);
INSERT INTO room_assignment VALUES (124, '2024130101', 2, 3, '2024-09-02', NULL);
INSERT INTO room_assignment VALUES (125, '2024090101', 26, 3, '2024-09-02', NULL);
INSERT INTO room_assignment VALUES (126, '2024060101', 8, 6, '2024-09-03', NULL);
INSERT INTO room_assignment VALUES (127, '2024020101', 10, 4, '2024-09-03', NULL);
INSERT INTO room_assignment VALUES (128, '2024070102', 39, 2, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (129, '2024090102', 33, 3, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (130, '2024060102', 7, 6, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (131, '2024020102', 15, 3, '2024-09-02', NULL);
INSERT INTO room_assignment VALUES (132, '2024120103', 30, 2, '2024-09-02', NULL);
INSERT INTO room_assignment VALUES (133, '2024070103', 26, 4, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (134, '2024130103', 41, 3, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (135, '2024090103', 35, 3, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (136, '2024060103', 1, 1, '2024-09-03', NULL);
INSERT INTO room_assignment VALUES (137, '2024020103', 5, 4, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (138, '2024120104', 18, 4, '2024-09-02', NULL);
INSERT INTO room_assignment VALUES (139, '2024130104', 19, 4, '2024-09-03', NULL);
INSERT INTO room_assignment VALUES (140, '2024090104', 30, 3, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (141, '2024060104', 42, 6, '2024-09-03', NULL);
INSERT INTO room_assignment VALUES (142, '2024020104', 23, 3, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (143, '2024120105', 32, 3, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (144, '2024070105', 1, 2, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (145, '2024130105', 21, 4, '2024-09-01', NULL);
INSERT INTO room_assignment VALUES (146, '2024090105', 23, 4, '2024-09-03', NULL);
INSERT INTO room_assignment VALUES (147, '2024060105', 17, 3, '2024-09-03', NULL);
INSERT INTO room_assignment VALUES (148, '2024020105', 17, 4, '2024-09-03', NULL);

INSERT INTO library_book VALUES (1, '978-7-324-81498-3', '算法导论', 'Thomas H. Cormen', '机械工业出版社', 2013, '计算机');
INSERT INTO library_book VALUES (2, '978-7-149-80467-7', '深入理解计算机系统', 'Randal E. Bryant', '机械工业出版社', 2016, '计算机');
INSERT INTO library_book VALUES (3, '978-7-885-78833-1', '数据库系统概念', 'Abraham Silberschatz', '机械工业出版社', 2021, '计算机');
INSERT INTO library_book VALUES (4, '978-7-570-42531-4', 'Python编程：从入门到实践', 'Eric Matthes', '人民邮电出版社', 2020, '计算机');
INSERT INTO library_book VALUES (5, '978-7-719-77025-8', '机器学习', '周志华', '清华大学出版社', 2016, '计算机');
INSERT INTO library_book VALUES (6, '978-7-773-34654-5', '统计学习方法', '李航', '清华大学出版社', 2019, '计算机');
INSERT INTO library_book VALUES (7, '978-7-809-65591-9', '计算机网络：自顶向下方法', 'James F. Kurose', '机械工业出版社', 2018, '计算机');
INSERT INTO library_book VALUES (8, '978-7-803-90030-9', '编译原理', 'Alfred V. Aho', '机械工业出版社', 2009, '计算机');
INSERT INTO library_book VALUES (9, '978-7-603-90768-2', '数学分析（第一册）', '陈纪修', '高等教育出版社', 2019, '数学');
INSERT INTO library_book VALUES (10, '978-7-144-53080-6', '线性代数应该这样学', 'Sheldon Axler', '人民邮电出版社', 2016, '数学');
INSERT INTO library_book VALUES (11, '978-7-142-62425-8', '概率论与数理统计', '茆诗松', '高等教育出版社', 2011, '数学');
INSERT INTO library_book VALUES (12, '978-7-107-33308-9', '高等代数', '北京大学数学系', '高等教育出版社', 2013, '数学');
INSERT INTO library_book VALUES (13, '978-7-845-12357-1', '具体数学', 'Ronald L. Graham', '人民邮电出版社', 2013, '数学');
INSERT INTO library_book VALUES (14, '978-7-638-76701-5', '经济学原理', '曼昆', '北京大学出版社', 2015, '经济');
INSERT INTO library_book VALUES (15, '978-7-395-30563-8', '国富论', '亚当·斯密', '商务印书馆', 2015, '经济');
INSERT INTO library_book VALUES (16, '978-7-919-77622-0', '货币金融学', '米什金', '中国人民大学出版社', 2016, '经济');
INSERT INTO library_book VALUES (17, '978-7-349-32045-4', '中级财务会计', '刘永泽', '东北财经大学出版社', 2020, '经济');
INSERT INTO library_book VALUES (18, '978-7-763-70298-9', '中国经济史', '钱穆', '北京联合出版公司', 2014, '经济');
INSERT INTO library_book VALUES (19, '978-7-490-91347-4', '红楼梦', '曹雪芹', '人民文学出版社', 2008, '文学');
INSERT INTO library_book VALUES (20, '978-7-330-91870-2', '围城', '钱锺书', '人民文学出版社', 1991, '文学');
INSERT INTO library_book VALUES (21, '978-7-558-64701-2', '活着', '余华', '作家出版社', 2012, '文学');
INSERT INTO library_book VALUES (22, '978-7-494-51695-8', '平凡的世界', '路遥', '北京十月文艺出版社', 2017, '文学');
INSERT INTO library_book VALUES (23, '978-7-115-54926-8', '百年孤独', '加西亚·马尔克斯', '南海出版公司', 2011, '文学');
INSERT INTO library_book VALUES (24, '978-7-538-35824-8', '三体', '刘慈欣', '重庆出版社', 2008, '文学');
INSERT INTO library_book VALUES (25, '978-7-243-26777-6', '傲慢与偏见', '简·奥斯汀', '人民文学出版社', 2017, '文学');
INSERT INTO library_book VALUES (26, '978-7-294-74151-8', '挪威的森林', '村上春树', '上海译文出版社', 2018, '文学');
INSERT INTO library_book VALUES (27, '978-7-672-72276-7', '人类简史', '尤瓦尔·赫拉利', '中信出版社', 2017, '历史');
INSERT INTO library_book VALUES (28, '978-7-387-57914-5', '万历十五年', '黄仁宇', '中华书局', 2006, '历史');
INSERT INTO library_book VALUES (29, '978-7-278-74863-0', '明朝那些事儿', '当年明月', '北京联合出版公司', 2017, '历史');
INSERT INTO library_book VALUES (30, '978-7-478-24185-3', '全球通史', '斯塔夫里阿诺斯', '北京大学出版社', 2006, '历史');
INSERT INTO library_book VALUES (31, '978-7-202-98896-6', '中国哲学简史', '冯友兰', '北京大学出版社', 2013, '哲学');
INSERT INTO library_book VALUES (32, '978-7-545-26152-1', '苏菲的世界', '乔斯坦·贾德', '作家出版社', 2017, '哲学');
INSERT INTO library_book VALUES (33, '978-7-955-68651-3', '法律的概念', '哈特', '法律出版社', 2018, '法律');
INSERT INTO library_book VALUES (34, '978-7-982-76800-3', '刑法学讲义', '张明楷', '法律出版社', 2021, '法律');
INSERT INTO library_book VALUES (35, '978-7-582-13697-0', '民法总论', '王泽鉴', '北京大学出版社', 2009, '法律');
INSERT INTO library_book VALUES (36, '978-7-263-55600-9', '论法的精神', '孟德斯鸠', '商务印书馆', 2012, '法律');
INSERT INTO library_book VALUES (37, '978-7-267-57844-9', '新概念英语3', 'L. G. Alexander', '外语教学与研究出版社', 2012, '语言');
INSERT INTO library_book VALUES (38, '978-7-282-38652-4', '标准日本语初级', '人民教育出版社', '人民教育出版社', 2013, '语言');
INSERT INTO library_book VALUES (39, '978-7-820-49137-4', '英语写作手册', '丁往道', '外语教学与研究出版社', 2009, '语言');
INSERT INTO library_book VALUES (40, '978-7-984-77401-8', '有机化学', '邢其毅', '高等教育出版社', 2016, '化学');
INSERT INTO library_book VALUES (41, '978-7-839-77889-1', '物理化学', '天津大学物理化学教研室', '高等教育出版社', 2017, '化学');
INSERT INTO library_book VALUES (42, '978-7-673-77041-2', '无机化学', '大连理工大学无机化学教研室', '高等教育出版社', 2018, '化学');
INSERT INTO library_book VALUES (43, '978-7-261-32075-4', '信号与系统', '奥本海姆', '电子工业出版社', 2013, '电子');
INSERT INTO library_book VALUES (44, '978-7-853-78542-8', '电路', '邱关源', '高等教育出版社', 2006, '电子');
INSERT INTO library_book VALUES (45, '978-7-588-57817-1', '通信原理', '樊昌信', '国防工业出版社', 2012, '电子');

INSERT INTO library_loan VALUES (1, 23, '2022060103', '2023-09-02', '2023-10-02', '2023-09-16', 0);
INSERT INTO library_loan VALUES (2, 2, '2020030102', '2023-09-12', '2023-10-12', '2023-11-05', 2.4);
INSERT INTO library_loan VALUES (3, 20, '2021040104', '2023-09-22', '2023-10-22', '2023-11-14', 2.3);
INSERT INTO library_loan VALUES (4, 31, '2021110104', '2023-09-25', '2023-10-25', '2023-10-12', 0);
INSERT INTO library_loan VALUES (5, 37, '2022060103', '2023-09-29', '2023-10-29', '2023-10-08', 0);
INSERT INTO library_loan VALUES (6, 31, '2022020104', '2023-10-02', '2023-11-01', '2023-10-15', 0);
INSERT INTO library_loan VALUES (7, 26, '2020040101', '2023-10-07', '2023-11-06', '2023-10-15', 0);
INSERT INTO library_loan VALUES (8, 9, '2020040101', '2023-10-09', '2023-11-08', '2023-10-17', 0);
INSERT INTO library_loan VALUES (9, 16, '2023060102', '2023-10-11', '2023-11-10', '2023-10-13', 0);
INSERT INTO library_loan VALUES (10, 14, '2023060103', '2023-10-13', '2023-11-12', '2023-10-25', 0);
INSERT INTO library_loan VALUES (11, 16, '2020150101', '2023-10-14', '2023-11-13', '2023-10-23', 0);
INSERT INTO library_loan VALUES (12, 15, '2020090104', '2023-11-09', '2023-12-09', '2024-01-01', 2.3);
INSERT INTO library_loan VALUES (13, 27, '2020130102', '2023-11-10', '2023-12-10', '2023-12-08', 0);
INSERT INTO library_loan VALUES (14, 31, '2021130103', '2023-11-11', '2023-12-11', '2024-01-10', 3);
INSERT INTO library_loan VALUES (15, 9, '2020090103', '2023-11-15', '2023-12-15', '2023-11-25', 0);
INSERT INTO library_loan VALUES (16, 29, '2021110104', '2023-11-29', '2023-12-29', '2023-12-21', 0);
INSERT INTO library_loan VALUES (17, 38, '2021130102', '2023-12-02', '2024-01-01', '2023-12-23', 0);
INSERT INTO library_loan VALUES (18, 2, '2022020105', '2023-12-03', '2024-01-02', '2023-12-20', 0);
INSERT INTO library_loan VALUES (19, 18, '2020040102', '2023-12-11', '2024-01-10', '2023-12-30', 0);
INSERT INTO library_loan VALUES (20, 38, '2020130103', '2023-12-14', '2024-01-13', '2023-12-19', 0);
INSERT INTO library_loan VALUES (21, 34, '2020130101', '2023-12-16', '2024-01-15', '2023-12-24', 0);
INSERT INTO library_loan VALUES (22, 41, '2020130103', '2023-12-17', '2024-01-16', '2024-01-07', 0);
INSERT INTO library_loan VALUES (23, 19, '2020150102', '2023-12-24', '2024-01-23', '2024-01-18', 0);
INSERT INTO library_loan VALUES (24, 40, '2022020105', '2024-01-08', '2024-02-07', '2024-01-29', 0);
INSERT INTO library_loan VALUES (25, 26, '2023020104', '2024-01-11', '2024-02-10', '2024-02-08', 0);
INSERT INTO library_loan VALUES (26, 10, '2023030104', '2024-01-12', '2024-02-11', '2024-01-20', 0);
INSERT INTO library_loan VALUES (27, 26, '2023060104', '2024-01-27', '2024-02-26', '2024-02-16', 0);
INSERT INTO library_loan VALUES (28, 28, '2021130104', '2024-01-28', '2024-02-27', '2024-03-04', 0.6);
INSERT INTO library_loan VALUES (29, 10, '2023120104', '2024-02-06', '2024-03-07', '2024-03-13', 0.6);
INSERT INTO library_loan VALUES (30, 31, '2023060106', '2024-02-07', '2024-03-08', '2024-03-09', 0.1);
INSERT INTO library_loan VALUES (31, 45, '2022070102', '2024-02-08', '2024-03-09', '2024-02-22', 0);
INSERT INTO library_loan VALUES (32, 5, '2022070101', '2024-02-08', '2024-03-09', '2024-02-14', 0);
INSERT INTO library_loan VALUES (33, 33, '2020150102', '2024-02-10', '2024-03-11', '2024-04-10', 3);
INSERT INTO library_loan VALUES (34, 27, '2020150104', '2024-02-11', '2024-03-12', '2024-03-23', 1.1);
INSERT INTO library_loan VALUES (35, 13, '2021060105', '2024-02-15', '2024-03-16', NULL, 41.1);
INSERT INTO library_loan VALUES (36, 9, '2023050102', '2024-02-16', '2024-03-17', '2024-04-03', 1.7);
INSERT INTO library_loan VALUES (37, 34, '2020150102', '2024-02-17', '2024-03-18', '2024-03-11', 0);
INSERT INTO library_loan VALUES (38, 32, '2021130101', '2024-02-19', '2024-03-20', '2024-03-05', 0);
INSERT INTO library_loan VALUES (39, 42, '2021130101', '2024-02-21', '2024-03-22', '2024-03-05', 0);
INSERT INTO library_loan VALUES (40, 37, '2023060106', '2024-02-25', '2024-03-26', '2024-03-25', 0);
INSERT INTO library_loan VALUES (41, 33, '2022020103', '2024-02-29', '2024-03-30', '2024-04-28', 2.9);
INSERT INTO library_loan VALUES (42, 17, '2020150104', '2024-03-17', '2024-04-16', '2024-04-10', 0);
INSERT INTO library_loan VALUES (43, 39, '2022070103', '2024-03-21', '2024-04-20', '2024-04-08', 0);
INSERT INTO library_loan VALUES (44, 19, '2020040101', '2024-03-25', '2024-04-24', '2024-05-06', 1.2);
INSERT INTO library_loan VALUES (45, 32, '2023060106', '2024-03-30', '2024-04-29', '2024-04-20', 0);
INSERT INTO library_loan VALUES (46, 38, '2020030103', '2024-04-03', '2024-05-03', '2024-04-30', 0);
INSERT INTO library_loan VALUES (47, 28, '2023040105', '2024-04-21', '2024-05-21', '2024-04-29', 0);
INSERT INTO library_loan VALUES (48, 12, '2020040104', '2024-04-21', '2024-05-21', '2024-05-03', 0);
INSERT INTO library_loan VALUES (49, 32, '2020090103', '2024-04-23', '2024-05-23', '2024-05-25', 0.2);
INSERT INTO library_loan VALUES (50, 32, '2022060103', '2024-04-27', '2024-05-27', '2024-04-29', 0);
INSERT INTO library_loan VALUES (51, 10, '2023120103', '2024-05-01', '2024-05-31', NULL, 33.5);
INSERT INTO library_loan VALUES (52, 36, '2021060103', '2024-05-02', '2024-06-01', '2024-05-19', 0);
INSERT INTO library_loan VALUES (53, 40, '2022020104', '2024-05-03', '2024-06-02', '2024-05-22', 0);
INSERT INTO library_loan VALUES (54, 39, '2022020102', '2024-05-08', '2024-06-07', '2024-05-23', 0);
INSERT INTO library_loan VALUES (55, 2, '2023060104', '2024-05-09', '2024-06-08', '2024-05-23', 0);
INSERT INTO library_loan VALUES (56, 26, '2022110103', '2024-05-13', '2024-06-12', '2024-05-22', 0);
INSERT INTO library_loan VALUES (57, 15, '2023040102', '2024-05-15', '2024-06-14', '2024-06-06', 0);
INSERT INTO library_loan VALUES (58, 17, '2021110105', '2024-05-19', '2024-06-18', '2024-05-22', 0);
INSERT INTO library_loan VALUES (59, 33, '2022120102', '2024-05-21', '2024-06-20', '2024-05-25', 0);
INSERT INTO library_loan VALUES (60, 25, '2023050101', '2024-05-25', '2024-06-24', '2024-06-01', 0);
INSERT INTO library_loan VALUES (61, 44, '2023050101', '2024-05-26', '2024-06-25', '2024-06-25', 0);
INSERT INTO library_loan VALUES (62, 39, '2020130101', '2024-06-11', '2024-07-11', '2024-06-21', 0);
INSERT INTO library_loan VALUES (63, 41, '2023040106', '2024-06-12', '2024-07-12', '2024-06-15', 0);
INSERT INTO library_loan VALUES (64, 40, '2023050103', '2024-06-21', '2024-07-21', '2024-06-30', 0);
INSERT INTO library_loan VALUES (65, 26, '2021080102', '2024-07-16', '2024-08-15', '2024-08-12', 0);
INSERT INTO library_loan VALUES (66, 20, '2021060106', '2024-07-19', '2024-08-18', '2024-08-28', 1);
INSERT INTO library_loan VALUES (67, 16, '2022070102', '2024-07-26', '2024-08-25', '2024-08-03', 0);
INSERT INTO library_loan VALUES (68, 40, '2021110106', '2024-08-01', '2024-08-31', '2024-08-12', 0);
INSERT INTO library_loan VALUES (69, 1, '2021040105', '2024-08-03', '2024-09-02', '2024-08-27', 0);
INSERT INTO library_loan VALUES (70, 16, '2022070104', '2024-08-06', '2024-09-05', '2024-09-15', 1);
INSERT INTO library_loan VALUES (71, 32, '2022020102', '2024-08-16', '2024-09-15', '2024-08-23', 0);
INSERT INTO library_loan VALUES (72, 14, '2021080103', '2024-08-24', '2024-09-23', NULL, 22);
INSERT INTO library_loan VALUES (73, 36, '2021010102', '2024-08-26', '2024-09-25', '2024-08-28', 0);
INSERT INTO library_loan VALUES (74, 10, '2022110103', '2024-09-01', '2024-10-01', '2024-09-22', 0);
INSERT INTO library_loan VALUES (75, 15, '2024120101', '2024-09-02', '2024-10-02', '2024-09-11', 0);
INSERT INTO library_loan VALUES (76, 41, '2021060104', '2024-09-06', '2024-10-06', '2024-09-21', 0);
INSERT INTO library_loan VALUES (77, 8, '2024090102', '2024-09-10', '2024-10-10', '2024-10-02', 0);
INSERT INTO library_loan VALUES (78, 6, '2023020104', '2024-09-11', '2024-10-11', '2024-10-06', 0);
INSERT INTO library_loan VALUES (79, 21, '2024090105', '2024-09-14', '2024-10-14', '2024-09-26', 0);
INSERT INTO library_loan VALUES (80, 26, '2021040104', '2024-09-20', '2024-10-20', '2024-10-09', 0);
INSERT INTO library_loan VALUES (81, 26, '2024060103', '2024-09-21', '2024-10-21', '2024-10-19', 0);
INSERT INTO library_loan VALUES (82, 11, '2024120101', '2024-10-02', '2024-11-01', '2024-10-27', 0);
INSERT INTO library_loan VALUES (83, 42, '2024130101', '2024-10-03', '2024-11-02', '2024-10-09', 0);
INSERT INTO library_loan VALUES (84, 26, '2024130104', '2024-10-05', '2024-11-04', '2024-10-08', 0);
INSERT INTO library_loan VALUES (85, 40, '2024060103', '2024-10-05', '2024-11-04', '2024-10-29', 0);
INSERT INTO library_loan VALUES (86, 40, '2023040106', '2024-10-06', '2024-11-05', '2024-10-15', 0);
INSERT INTO library_loan VALUES (87, 26, '2024020105', '2024-10-07', '2024-11-06', '2024-10-15', 0);
INSERT INTO library_loan VALUES (88, 30, '2024060101', '2024-10-11', '2024-11-10', NULL, 17.2);
INSERT INTO library_loan VALUES (89, 39, '2024070101', '2024-10-13', '2024-11-12', NULL, 17);
INSERT INTO library_loan VALUES (90, 25, '2021110104', '2024-10-17', '2024-11-16', '2024-11-06', 0);
INSERT INTO library_loan VALUES (91, 17, '2021080101', '2024-10-18', '2024-11-17', '2024-11-13', 0);
INSERT INTO library_loan VALUES (92, 33, '2022120106', '2024-10-21', '2024-11-20', '2024-11-04', 0);
INSERT INTO library_loan VALUES (93, 23, '2021060102', '2024-10-21', '2024-11-20', '2024-12-06', 1.6);
INSERT INTO library_loan VALUES (94, 16, '2023030105', '2024-10-23', '2024-11-22', '2024-11-08', 0);
INSERT INTO library_loan VALUES (95, 18, '2022060106', '2024-10-29', '2024-11-28', '2024-11-17', 0);
INSERT INTO library_loan VALUES (96, 36, '2022070102', '2024-11-09', '2024-12-09', '2024-11-15', 0);
INSERT INTO library_loan VALUES (97, 23, '2021010102', '2024-11-14', '2024-12-14', '2025-01-22', 3.9);
INSERT INTO library_loan VALUES (98, 20, '2024090104', '2024-11-18', '2024-12-18', '2024-12-18', 0);
INSERT INTO library_loan VALUES (99, 9, '2024130102', '2024-11-21', '2024-12-21', '2024-11-25', 0);
INSERT INTO library_loan VALUES (100, 31, '2022080103', '2024-11-21', '2024-12-21', '2024-11-30', 0);
INSERT INTO library_loan VALUES (101, 24, '2024120101', '2024-11-21', '2024-12-21', '2025-01-27', 3.7);
INSERT INTO library_loan VALUES (102, 16, '2023030105', '2024-11-27', '2024-12-27', '2024-12-25', 0);
INSERT INTO library_loan VALUES (103, 10, '2022110105', '2024-11-29', '2024-12-29', '2024-12-02', 0);
INSERT INTO library_loan VALUES (104, 39, '2024090103', '2024-12-09', '2025-01-08', '2025-01-17', 0.9);
INSERT INTO library_loan VALUES (105, 8, '2021080106', '2024-12-11', '2025-01-10', '2024-12-23', 0);
INSERT INTO library_loan VALUES (106, 24, '2022110105', '2024-12-11', '2025-01-10', '2024-12-24', 0);
INSERT INTO library_loan VALUES (107, 37, '2023040102', '2024-12-13', '2025-01-12', '2024-12-21', 0);
INSERT INTO library_loan VALUES (108, 30, '2023020101', '2024-12-13', '2025-01-12', '2024-12-29', 0);
INSERT INTO library_loan VALUES (109, 22, '2022070103', '2024-12-14', '2025-01-13', '2024-12-21', 0);
INSERT INTO library_loan VALUES (110, 23, '2022060104', '2024-12-16', '2025-01-15', '2024-12-20', 0);
INSERT INTO library_loan VALUES (111, 30, '2024120104', '2024-12-24', '2025-01-23', '2025-02-20', 2.8);
INSERT INTO library_loan VALUES (112, 4, '2024020105', '2024-12-30', '2025-01-29', '2025-01-15', 0);
INSERT INTO library_loan VALUES (113, 14, '2021040102', '2025-01-08', '2025-02-07', NULL, 8.3);
INSERT INTO library_loan VALUES (114, 24, '2022120106', '2025-01-11', '2025-02-10', '2025-01-28', 0);
INSERT INTO library_loan VALUES (115, 17, '2024070102', '2025-01-16', '2025-02-15', '2025-02-09', 0);
INSERT INTO library_loan VALUES (116, 36, '2024130105', '2025-01-20', '2025-02-19', '2025-02-10', 0);
INSERT INTO library_loan VALUES (117, 14, '2023020101', '2025-01-24', '2025-02-23', '2025-01-30', 0);
INSERT INTO library_loan VALUES (118, 34, '2024070103', '2025-01-24', '2025-02-23', '2025-02-16', 0);
INSERT INTO library_loan VALUES (119, 24, '2023050105', '2025-01-31', '2025-03-02', '2025-02-27', 0);
INSERT INTO library_loan VALUES (120, 37, '2021110102', '2025-02-03', '2025-03-05', '2025-02-20', 0);
INSERT INTO library_loan VALUES (121, 29, '2021060101', '2025-02-06', '2025-03-08', '2025-04-09', 3.2);
INSERT INTO library_loan VALUES (122, 27, '2021110103', '2025-02-09', '2025-03-11', '2025-03-02', 0);
INSERT INTO library_loan VALUES (123, 8, '2023050103', '2025-02-10', '2025-03-12', '2025-02-14', 0);
INSERT INTO library_loan VALUES (124, 38, '2021110106', '2025-02-11', '2025-03-13', '2025-02-24', 0);
INSERT INTO library_loan VALUES (125, 35, '2021040106', '2025-02-13', '2025-03-15', '2025-02-16', 0);
INSERT INTO library_loan VALUES (126, 42, '2024120104', '2025-02-14', '2025-03-16', '2025-03-10', 0);
INSERT INTO library_loan VALUES (127, 3, '2021130102', '2025-02-17', '2025-03-19', '2025-03-06', 0);
INSERT INTO library_loan VALUES (128, 21, '2023040103', '2025-02-20', '2025-03-22', '2025-04-15', 2.4);
INSERT INTO library_loan VALUES (129, 22, '2024130101', '2025-02-21', '2025-03-23', '2025-04-09', 1.7);
INSERT INTO library_loan VALUES (130, 22, '2024070104', '2025-02-25', '2025-03-27', '2025-03-03', 0);
INSERT INTO library_loan VALUES (131, 16, '2024020105', '2025-02-25', '2025-03-27', '2025-03-23', 0);
INSERT INTO library_loan VALUES (132, 8, '2021060102', '2025-02-25', '2025-03-27', '2025-04-27', 3.1);
INSERT INTO library_loan VALUES (133, 31, '2021010106', '2025-03-09', '2025-04-08', '2025-03-26', 0);
INSERT INTO library_loan VALUES (134, 40, '2022080106', '2025-03-12', '2025-04-11', '2025-03-18', 0);
INSERT INTO library_loan VALUES (135, 14, '2024120104', '2025-03-16', '2025-04-15', '2025-04-04', 0);
INSERT INTO library_loan VALUES (136, 45, '2024070101', '2025-03-16', '2025-04-15', '2025-03-24', 0);
INSERT INTO library_loan VALUES (137, 42, '2024090105', '2025-03-16', '2025-04-15', '2025-03-21', 0);
INSERT INTO library_loan VALUES (138, 38, '2023040106', '2025-03-18', '2025-04-17', '2025-05-03', 1.6);
INSERT INTO library_loan VALUES (139, 38, '2023050102', '2025-03-18', '2025-04-17', '2025-04-09', 0);
INSERT INTO library_loan VALUES (140, 4, '2021010104', '2025-03-26', '2025-04-25', '2025-04-14', 0);
INSERT INTO library_loan VALUES (141, 30, '2022120106', '2025-03-28', '2025-04-27', '2025-04-16', 0);
INSERT INTO library_loan VALUES (142, 40, '2024060102', '2025-04-01', '2025-05-01', '2025-04-29', 0);
INSERT INTO library_loan VALUES (143, 38, '2023040104', '2025-04-05', '2025-05-05', NULL, 0);
INSERT INTO library_loan VALUES (144, 23, '2024120101', '2025-04-06', '2025-05-06', NULL, 0);
INSERT INTO library_loan VALUES (145, 34, '2022110105', '2025-04-08', '2025-05-08', NULL, 0);
INSERT INTO library_loan VALUES (146, 41, '2024070104', '2025-04-13', '2025-05-13', '2025-05-13', 0);
INSERT INTO library_loan VALUES (147, 31, '2024070103', '2025-04-14', '2025-05-14', NULL, 0);
INSERT INTO library_loan VALUES (148, 12, '2024060105', '2025-04-19', '2025-05-19', NULL, 0);
INSERT INTO library_loan VALUES (149, 9, '2024120103', '2025-04-25', '2025-05-25', NULL, 0);
INSERT INTO library_loan VALUES (150, 2, '2021130102', '2025-04-27', '2025-05-27', '2025-05-01', 0);

INSERT INTO thesis VALUES (1, '2020090102', '日本动漫字幕的翻译策略研究', 'T1035', 'T1034', '2024-04-24', '2024-05-22', 87, '已通过');
INSERT INTO thesis VALUES (2, '2021060104', '绿色金融对区域经济增长的影响', 'T1026', 'T1023', '2025-04-23', '2025-04-30', 80, '已通过');
INSERT INTO thesis VALUES (3, '2021060103', '企业并购的实证分析', 'T1021', 'T1020', '2025-04-16', '2025-04-30', 92, '已通过');
INSERT INTO thesis VALUES (4, '2020030101', '基于大语言模型的图像分割', 'T1006', 'T1005', '2024-05-09', '2024-05-27', 78, '已通过');
INSERT INTO thesis VALUES (5, '2021010103', '面向知识图谱的分布式系统设计与实现', 'T1002', 'T1007', NULL, NULL, NULL, '待答辩');
INSERT INTO thesis VALUES (6, '2021130102', '论网络直播带货中的责任认定', 'T1048', 'T1043', '2025-04-13', '2025-04-30', 85, '已通过');
INSERT INTO thesis VALUES (7, '2021060106', '数字经济背景下的最低工资研究', 'T1024', 'T1027', '2025-04-17', '2025-04-30', 60, '需修改');
INSERT INTO thesis VALUES (8, '2020040103', '随机游走的数值解法研究', 'T1019', 'T1015', '2024-04-28', '2024-05-24', 94, '已通过');
INSERT INTO thesis VALUES (9, '2021040101', '关于偏微分方程的若干问题', 'T1019', 'T1014', '2025-04-20', '2025-04-29', 80, '已通过');
INSERT INTO thesis VALUES (10, '2021080106', '乡村振兴对区域经济增长的影响', 'T1022', 'T1026', '2025-04-18', NULL, NULL, '待答辩');
INSERT INTO thesis VALUES (11, '2020150102', '新时代大学生思想政治教育研究', 'T1059', 'T1056', '2024-04-21', '2024-05-17', 86, '已通过');
INSERT INTO thesis VALUES (12, '2020040102', '时间序列的数值解法研究', 'T1015', 'T1011', '2024-04-21', '2024-05-28', 75, '已通过');
INSERT INTO thesis VALUES (13, '2021130105', '网络直播带货的法律规制研究', 'T1046', 'T1048', '2025-04-26', '2025-04-29', 75, '已通过');
INSERT INTO thesis VALUES (14, '2021130101', '论人工智能生成内容中的责任认定', 'T1045', 'T1044', '2025-04-11', '2025-04-30', 61, '需修改');
INSERT INTO thesis VALUES (15, '2021080103', '企业并购的实证分析', 'T1022', 'T1021', '2025-04-17', '2025-04-29', 86, '已通过');
INSERT INTO thesis VALUES (16, '2021110102', '语音增强的信号处理算法', 'T1037', 'T1042', '2025-04-20', '2025-04-29', 79, '已通过');
INSERT INTO thesis VALUES (17, '2020110104', '基于FPGA的室内定位设计', 'T1040', 'T1041', '2024-04-28', '2024-05-23', 91, '已通过');
INSERT INTO thesis VALUES (18, '2020130103', '个人信息保护的法律规制研究', 'T1043', 'T1046', '2024-04-22', '2024-05-22', 76, '已通过');
INSERT INTO thesis VALUES (19, '2021040102', '时间序列的随机模型分析', 'T1011', 'T1019', '2025-04-24', '2025-04-30', 86, '已通过');
INSERT INTO thesis VALUES (20, '2020090103', '日本动漫字幕的翻译策略研究', 'T1034', 'T1035', '2024-04-23', '2024-05-28', 92, '已通过');
INSERT INTO thesis VALUES (21, '2020040104', '稀疏矩阵的随机模型分析', 'T1011', 'T1012', '2024-04-28', '2024-05-17', 73, '已通过');
INSERT INTO thesis VALUES (22, '2020130104', '网络直播带货的法律规制研究', 'T1045', 'T1047', '2024-04-20', '2024-05-18', 82, '已通过');
INSERT INTO thesis VALUES (23, '2020110102', '语音增强的信号处理算法', 'T1041', 'T1036', '2024-05-01', '2024-05-21', 94, '已通过');
INSERT INTO thesis VALUES (24, '2021010104', '文本分类中的图神经网络方法', 'T1005', 'T1001', NULL, NULL, NULL, '待答辩');
INSERT INTO thesis VALUES (25, '2021010106', '基于大语言模型的知识图谱', 'T1003', 'T1010', '2025-04-25', '2025-04-30', 93, '已通过');
INSERT INTO thesis VALUES (26, '2021010105', '基于大语言模型的知识图谱', 'T1010', 'T1001', '2025-04-10', '2025-04-30', 69, '需修改');
INSERT INTO thesis VALUES (27, '2020040101', '偏微分方程的随机模型分析', 'T1018', 'T1012', '2024-05-08', '2024-05-27', 91, '已通过');
INSERT INTO thesis VALUES (28, '2020150103', '新时代红色文化传承研究', 'T1057', 'T1059', '2024-04-30', '2024-05-28', 88, '已通过');
INSERT INTO thesis VALUES (29, '2021110101', '基于FPGA的语音增强设计', 'T1042', 'T1037', '2025-04-24', '2025-04-29', 93, '已通过');
INSERT INTO thesis VALUES (30, '2020030102', '面向图像分割的分布式系统设计与实现', 'T1008', 'T1010', '2024-04-29', '2024-05-15', 87, '已通过');
INSERT INTO thesis VALUES (31, '2021060101', '数字经济背景下的企业并购研究', 'T1021', 'T1027', '2025-04-28', '2025-04-29', 87, '已通过');
INSERT INTO thesis VALUES (32, '2020110103', '基于FPGA的室内定位设计', 'T1041', 'T1038', '2024-05-09', '2024-05-16', 83, '已通过');

INSERT INTO status_change VALUES (1, '2021060105', '转专业', '2022-04-12', '2022-05-25', '个人兴趣及学业规划', '020101', '080902');
INSERT INTO status_change VALUES (2, '2023040106', '休学', '2022-09-24', '2022-10-09', '创业实践', NULL, NULL);
INSERT INTO status_change VALUES (3, '2022070102', '休学', '2022-09-30', '2022-10-13', '应征入伍', NULL, NULL);
INSERT INTO status_change VALUES (4, '2020110101', '退学', '2022-11-07', '2022-11-20', '本人申请退学', NULL, NULL);
INSERT INTO status_change VALUES (5, '2021060103', '休学', '2022-12-11', '2022-12-18', '心理健康原因', NULL, NULL);
INSERT INTO status_change VALUES (6, '2021040101', '休学', '2023-02-14', '2023-02-20', '因病需长期治疗', NULL, NULL);
INSERT INTO status_change VALUES (7, '2022080103', '转专业', '2023-03-13', '2023-04-22', '个人兴趣及学业规划', '120201', '080902');
INSERT INTO status_change VALUES (8, '2022110105', '转专业', '2023-03-19', '2023-04-17', '个人兴趣及学业规划', '080701', '120201');
INSERT INTO status_change VALUES (9, '2022110101', '转专业', '2023-03-26', '2023-05-08', '个人兴趣及学业规划', '080701', '080910');
INSERT INTO status_change VALUES (10, '2022020101', '转专业', '2023-04-13', '2023-05-11', '个人兴趣及学业规划', '080902', '020101');
INSERT INTO status_change VALUES (11, '2021130106', '休学', '2023-04-16', '2023-05-01', '家庭经济困难', NULL, NULL);
INSERT INTO status_change VALUES (12, '2023040106', '复学', '2023-08-21', '2023-08-24', '休学期满申请复学', NULL, NULL);
INSERT INTO status_change VALUES (13, '2022070102', '复学', '2023-10-19', '2023-10-28', '休学期满申请复学', NULL, NULL);
INSERT INTO status_change VALUES (14, '2021060103', '复学', '2024-01-06', '2024-01-10', '休学期满申请复学', NULL, NULL);
INSERT INTO status_change VALUES (15, '2021040101', '复学', '2024-02-18', '2024-02-27', '休学期满申请复学', NULL, NULL);
INSERT INTO status_change VALUES (16, '2023060106', '转专业', '2024-03-17', '2024-04-13', '个人兴趣及学业规划', '020101', '120203');
INSERT INTO status_change VALUES (17, '2022080104', '退学', '2024-04-23', '2024-05-09', '出国留学', NULL, NULL);
INSERT INTO status_change VALUES (18, '2023060102', '退学', '2024-05-02', '2024-05-08', '出国留学', NULL, NULL);
INSERT INTO status_change VALUES (19, '2021130106', '复学', '2024-05-11', '2024-05-20', '休学期满申请复学', NULL, NULL);
INSERT INTO status_change VALUES (20, '2021080101', '休学', '2024-09-28', '2024-10-04', '创业实践', NULL, NULL);
INSERT INTO status_change VALUES (21, '2021040103', '休学', '2024-09-29', '2024-10-09', '心理健康原因', NULL, NULL);
INSERT INTO status_change VALUES (22, '2021040104', '休学', '2024-10-04', '2024-10-10', '心理健康原因', NULL, NULL);
INSERT INTO status_change VALUES (23, '2022070104', '退学', '2024-11-26', '2024-12-14', '学业警示后自愿退学', NULL, NULL);
INSERT INTO status_change VALUES (24, '2023030104', '休学', '2024-11-28', '2024-12-10', '创业实践', NULL, NULL);
INSERT INTO status_change VALUES (25, '2021010101', '休学', '2024-12-09', '2024-12-12', '家庭经济困难', NULL, NULL);
INSERT INTO status_change VALUES (26, '2022060102', '休学', '2025-01-07', '2025-01-13', '因病需长期治疗', NULL, NULL);
INSERT INTO status_change VALUES (27, '2024130102', '休学', '2025-04-18', NULL, '因病需长期治疗', NULL, NULL);

INSERT INTO graduate_archive VALUES (1, '2019100113', '彭帅', '男', '050207', 2019, '2023-06-25', '文学学士', 2.76, '就业', '德勤');
INSERT INTO graduate_archive VALUES (2, '2018150102', '吴琳蕾', '女', '030503', 2018, '2022-06-27', '法学学士', 2.8, '升学', '中国人民大学');
INSERT INTO graduate_archive VALUES (3, '2017070106', '刘波平', '男', '120203', 2017, '2021-06-29', '管理学学士', 3.54, '出国', '新加坡国立大学');
INSERT INTO graduate_archive VALUES (4, '2017090104', '杜勇帆', '男', '050201', 2017, '2021-06-26', '文学学士', 3.41, '出国', '早稻田大学');
INSERT INTO graduate_archive VALUES (5, '2017010109', '胡旭帅', '男', '080901', 2017, '2021-06-28', '工学学士', 3.44, '升学', '同济大学');
INSERT INTO graduate_archive VALUES (6, '2019010114', '冯军浩', '男', '080901', 2019, '2023-06-27', '工学学士', 3.83, '就业', '海康威视');
INSERT INTO graduate_archive VALUES (7, '2016070114', '肖楠', '女', '120203', 2016, '2020-06-29', '管理学学士', 2.82, '就业', '杭州市第二中学');
INSERT INTO graduate_archive VALUES (8, '2015020103', '丁轩华', '男', '080902', 2015, '2019-06-29', '工学学士', 2.7, '出国', '伦敦大学学院');
INSERT INTO graduate_archive VALUES (9, '2019060120', '沈林', '男', '020101', 2019, '2023-06-26', '经济学学士', 2.27, '升学', '浙江大学');
INSERT INTO graduate_archive VALUES (10, '2019030104', '林飞睿', '男', '080910', 2019, '2023-06-27', '工学学士', 2.91, '升学', '上海交通大学');
INSERT INTO graduate_archive VALUES (11, '2017140101', '林勇', '男', '070301', 2017, '2021-06-29', '理学学士', 3.82, '就业', '阿里巴巴');
INSERT INTO graduate_archive VALUES (12, '2015130116', '何刚', '男', '030101', 2015, '2019-06-29', '法学学士', 3.07, '出国', '伦敦大学学院');
INSERT INTO graduate_archive VALUES (13, '2018010104', '陈丽欣', '女', '080901', 2018, '2022-06-25', '工学学士', 3.9, '就业', '海康威视');
INSERT INTO graduate_archive VALUES (14, '2016040119', '谢霞瑶', '女', '070101', 2016, '2020-06-28', '理学学士', 3.7, '就业', '华为技术有限公司');
INSERT INTO graduate_archive VALUES (15, '2019110107', '余璐瑶', '女', '080701', 2019, '2023-06-30', '工学学士', 3.94, '就业', '中国移动浙江公司');
INSERT INTO graduate_archive VALUES (16, '2016050125', '赵超', '男', '071201', 2016, '2020-06-26', '理学学士', 2.9, '升学', '中国人民大学');
INSERT INTO graduate_archive VALUES (17, '2018070119', '沈斌飞', '男', '120203', 2018, '2022-06-29', '管理学学士', 3.76, '升学', '复旦大学');
INSERT INTO graduate_archive VALUES (18, '2018140134', '宋霞玲', '女', '070301', 2018, '2022-06-27', '理学学士', 3.5, '待业', NULL);
INSERT INTO graduate_archive VALUES (19, '2018060108', '唐林睿', '男', '020101', 2018, '2022-06-27', '经济学学士', 3.13, '就业', '普华永道');
INSERT INTO graduate_archive VALUES (20, '2019050106', '胡霞倩', '女', '071201', 2019, '2023-06-28', '理学学士', 3.94, '就业', '字节跳动');
INSERT INTO graduate_archive VALUES (21, '2015100122', '卢瑶丽', '女', '050207', 2015, '2019-06-30', '文学学士', 3.82, '就业', '字节跳动');
INSERT INTO graduate_archive VALUES (22, '2019150105', '宋博军', '男', '030503', 2019, '2023-06-26', '法学学士', 2.58, '就业', '浙江省人民检察院');
INSERT INTO graduate_archive VALUES (23, '2015020134', '高浩华', '男', '080902', 2015, '2019-06-30', '工学学士', 3.05, '就业', '万向集团');
INSERT INTO graduate_archive VALUES (24, '2015030108', '周辉', '男', '080910', 2015, '2019-06-25', '工学学士', 2.56, '出国', '新加坡国立大学');
INSERT INTO graduate_archive VALUES (25, '2017030109', '丁婷洁', '女', '080910', 2017, '2021-06-26', '工学学士', 2.9, '就业', '普华永道');
INSERT INTO graduate_archive VALUES (26, '2018030124', '丁林伟', '男', '080910', 2018, '2022-06-25', '工学学士', 3.12, '就业', '浙江省人民检察院');
INSERT INTO graduate_archive VALUES (27, '2018080132', '邓瑶敏', '女', '120201', 2018, '2022-06-26', '管理学学士', 3.08, '就业', '浙江省人民检察院');
INSERT INTO graduate_archive VALUES (28, '2017090125', '吕辉健', '男', '050201', 2017, '2021-06-25', '文学学士', 2.49, '升学', '上海交通大学');
INSERT INTO graduate_archive VALUES (29, '2015080117', '李佳婷', '女', '120201', 2015, '2019-06-26', '管理学学士', 2.5, '升学', '同济大学');
INSERT INTO graduate_archive VALUES (30, '2017030105', '蔡文浩', '男', '080910', 2017, '2021-06-29', '工学学士', 2.43, '就业', '杭州市第二中学');
INSERT INTO graduate_archive VALUES (31, '2016030124', '潘雪菲', '女', '080910', 2016, '2020-06-26', '工学学士', 2.22, '就业', '中国银行浙江省分行');
INSERT INTO graduate_archive VALUES (32, '2017020108', '刘龙辉', '男', '080902', 2017, '2021-06-25', '工学学士', 3.49, '就业', '德勤');
INSERT INTO graduate_archive VALUES (33, '2019050120', '朱颖', '女', '071201', 2019, '2023-06-30', '理学学士', 3.13, '出国', '香港大学');
INSERT INTO graduate_archive VALUES (34, '2018130122', '林静慧', '女', '030101', 2018, '2022-06-28', '法学学士', 2.6, '就业', '杭州市第二中学');
INSERT INTO graduate_archive VALUES (35, '2018150112', '肖阳宁', '男', '030503', 2018, '2022-06-27', '法学学士', 3.16, '升学', '中国人民大学');
INSERT INTO graduate_archive VALUES (36, '2016030137', '董军华', '男', '080910', 2016, '2020-06-25', '工学学士', 2.68, '升学', '中国人民大学');
INSERT INTO graduate_archive VALUES (37, '2018060101', '苏静洁', '女', '020101', 2018, '2022-06-27', '经济学学士', 2.38, '就业', '网易');
INSERT INTO graduate_archive VALUES (38, '2018110105', '丁斌宇', '男', '080701', 2018, '2022-06-30', '工学学士', 2.47, '出国', '新加坡国立大学');
INSERT INTO graduate_archive VALUES (39, '2016040103', '冯彤璐', '女', '070101', 2016, '2020-06-28', '理学学士', 3.62, '升学', '南京大学');
INSERT INTO graduate_archive VALUES (40, '2016150128', '郑燕', '女', '030503', 2016, '2020-06-28', '法学学士', 3.76, '就业', '中国银行浙江省分行');
INSERT INTO graduate_archive VALUES (41, '2018100104', '曾怡', '女', '050207', 2018, '2022-06-29', '文学学士', 2.76, '升学', '南京大学');
INSERT INTO graduate_archive VALUES (42, '2017090129', '徐艳佳', '女', '050201', 2017, '2021-06-25', '文学学士', 3.79, '就业', '普华永道');
INSERT INTO graduate_archive VALUES (43, '2018150110', '曾欣蕾', '女', '030503', 2018, '2022-06-30', '法学学士', 3.66, '就业', '普华永道');
INSERT INTO graduate_archive VALUES (44, '2019090122', '魏伟凯', '男', '050201', 2019, '2023-06-30', '文学学士', 2.3, '就业', '德勤');
INSERT INTO graduate_archive VALUES (45, '2017100135', '胡林博', '男', '050207', 2017, '2021-06-30', '文学学士', 2.64, '升学', '中国人民大学');
INSERT INTO graduate_archive VALUES (46, '2017080105', '于慧倩', '女', '120201', 2017, '2021-06-28', '管理学学士', 3.06, '就业', '中国移动浙江公司');
INSERT INTO graduate_archive VALUES (47, '2017080107', '任博伟', '男', '120201', 2017, '2021-06-30', '管理学学士', 3.16, '出国', '伦敦大学学院');
INSERT INTO graduate_archive VALUES (48, '2016120139', '姚彤玲', '女', '080703', 2016, '2020-06-27', '工学学士', 3.2, '就业', '中国银行浙江省分行');
INSERT INTO graduate_archive VALUES (49, '2016030123', '冯涛晨', '男', '080910', 2016, '2020-06-27', '工学学士', 3.2, '就业', '德勤');
INSERT INTO graduate_archive VALUES (50, '2016020137', '孙斌轩', '男', '080902', 2016, '2020-06-29', '工学学士', 2.45, '就业', '浙江省人民检察院');
INSERT INTO graduate_archive VALUES (51, '2016120129', '苏阳', '男', '080703', 2016, '2020-06-29', '工学学士', 2.59, '升学', '上海交通大学');
INSERT INTO graduate_archive VALUES (52, '2017050125', '许轩鑫', '男', '071201', 2017, '2021-06-29', '理学学士', 2.89, '就业', '德勤');
INSERT INTO graduate_archive VALUES (53, '2018070102', '沈雪怡', '女', '120203', 2018, '2022-06-29', '管理学学士', 2.45, '升学', '上海交通大学');
INSERT INTO graduate_archive VALUES (54, '2018070124', '沈萱秀', '女', '120203', 2018, '2022-06-28', '管理学学士', 2.52, '升学', '复旦大学');
INSERT INTO graduate_archive VALUES (55, '2018090122', '孙辉', '男', '050201', 2018, '2022-06-29', '文学学士', 3.43, '升学', '南京大学');
INSERT INTO graduate_archive VALUES (56, '2018040125', '彭文', '男', '070101', 2018, '2022-06-27', '理学学士', 2.61, '就业', '万向集团');
INSERT INTO graduate_archive VALUES (57, '2017020113', '赵倩玲', '女', '080902', 2017, '2021-06-30', '工学学士', 2.94, '就业', '网易');
INSERT INTO graduate_archive VALUES (58, '2019140106', '郭鑫', '男', '070301', 2019, '2023-06-30', '理学学士', 3.28, '就业', '字节跳动');
INSERT INTO graduate_archive VALUES (59, '2019090133', '杨雪丽', '女', '050201', 2019, '2023-06-28', '文学学士', 3.77, '就业', '杭州市第二中学');
INSERT INTO graduate_archive VALUES (60, '2019150129', '梁玲', '女', '030503', 2019, '2023-06-26', '法学学士', 3.18, '就业', '杭州市第二中学');

INSERT INTO research_project VALUES (1, '红色资源育人机制（二期）', 'T1057', '教育部人文社科项目', 10, '2022-10-29', '2024-10-28', '已结题');
INSERT INTO research_project VALUES (2, '可信联邦学习关键技术', 'T1005', '国家社会科学基金', 20, '2023-10-01', '2027-09-30', '在研');
INSERT INTO research_project VALUES (3, '红色资源育人机制', 'T1055', '国家社会科学基金', 35, '2021-04-24', '2025-04-23', '已结题');
INSERT INTO research_project VALUES (4, '数据产权制度构建', 'T1048', '教育部人文社科项目', 10, '2020-11-14', '2023-11-14', '已结题');
INSERT INTO research_project VALUES (5, '可降解高分子材料合成（二期）', 'T1053', '国家社会科学基金', 20, '2023-03-21', '2027-03-20', '在研');
INSERT INTO research_project VALUES (6, '高校思政课教学改革', 'T1058', '浙江省自然科学基金', 10, '2024-11-05', '2028-11-04', '在研');
INSERT INTO research_project VALUES (7, '可降解高分子材料合成（二期）', 'T1049', '企业委托', 40, '2019-07-01', '2023-06-30', '已结题');
INSERT INTO research_project VALUES (8, '多模态大模型推理加速', 'T1008', '国家社会科学基金', 35, '2022-06-12', '2026-06-11', '在研');
INSERT INTO research_project VALUES (9, '大规模图数据高效查询方法', 'T1010', '校级科研启动基金', 8, '2021-07-29', '2023-07-29', '已结题');
INSERT INTO research_project VALUES (10, '红色资源育人机制（二期）', 'T1058', '企业委托', 40, '2024-09-20', '2026-09-20', '在研');
INSERT INTO research_project VALUES (11, '组合优化中的近似算法', 'T1014', '国家自然科学基金', 55, '2024-08-22', '2027-08-22', '在研');
INSERT INTO research_project VALUES (12, '非线性偏微分方程的正则性', 'T1011', '校级科研启动基金', 8, '2024-01-27', '2027-01-26', '在研');
INSERT INTO research_project VALUES (13, '红色资源育人机制（二期）', 'T1057', '企业委托', 15, '2022-07-07', '2024-07-06', '已结题');
INSERT INTO research_project VALUES (14, '智慧校园数据中台建设', 'T1009', '浙江省自然科学基金', 10, '2021-07-24', '2025-07-23', '在研');
INSERT INTO research_project VALUES (15, '高效电催化产氢材料', 'T1049', '国家自然科学基金', 58, '2019-02-24', '2021-02-23', '已结题');
INSERT INTO research_project VALUES (16, '可降解高分子材料合成', 'T1054', '校级科研启动基金', 8, '2022-08-13', '2026-08-12', '在研');
INSERT INTO research_project VALUES (17, '高效电催化产氢材料', 'T1054', '企业委托', 40, '2023-10-26', '2025-10-25', '在研');
INSERT INTO research_project VALUES (18, '可降解高分子材料合成', 'T1051', '浙江省自然科学基金', 10, '2021-04-29', '2023-04-29', '已结题');
INSERT INTO research_project VALUES (19, '高维数据的统计推断', 'T1013', '企业委托', 40, '2023-11-14', '2026-11-13', '在研');
INSERT INTO research_project VALUES (20, '红色资源育人机制', 'T1055', '国家社会科学基金', 20, '2019-08-11', '2021-08-10', '已结题');
INSERT INTO research_project VALUES (21, '红色资源育人机制', 'T1057', '企业委托', 15, '2024-08-05', '2027-08-05', '在研');
INSERT INTO research_project VALUES (22, '中国文化外译传播效果研究（二期）', 'T1034', '企业委托', 120, '2020-05-01', '2022-05-01', '已结题');
INSERT INTO research_project VALUES (23, '二语习得中的语块研究', 'T1033', '浙江省自然科学基金', 20, '2023-06-15', '2027-06-14', '在研');
INSERT INTO research_project VALUES (24, '智慧校园数据中台建设', 'T1007', '企业委托', 120, '2022-03-28', '2025-03-27', '已结题');
INSERT INTO research_project VALUES (25, '高效电催化产氢材料（二期）', 'T1049', '浙江省自然科学基金', 10, '2019-03-16', '2023-03-15', '已结题');
INSERT INTO research_project VALUES (26, '中国文化外译传播效果研究', 'T1034', '企业委托', 15, '2023-10-25', '2025-10-24', '在研');
INSERT INTO research_project VALUES (27, '长三角产业链韧性评估（二期）', 'T1024', '教育部人文社科项目', 10, '2020-11-22', '2024-11-21', '已结题');
INSERT INTO research_project VALUES (28, '数字普惠金融与共同富裕', 'T1025', '教育部人文社科项目', 10, '2019-07-27', '2021-07-26', '已结题');
INSERT INTO research_project VALUES (29, '可降解高分子材料合成', 'T1051', '国家社会科学基金', 35, '2021-05-26', '2023-05-26', '已结题');
INSERT INTO research_project VALUES (30, '数据产权制度构建', 'T1047', '校级科研启动基金', 5, '2020-07-14', '2024-07-13', '已结题');

INSERT INTO teaching_eval VALUES (1, 46, '2023050105', 78.9, '老师很负责', '2025-01-09');
INSERT INTO teaching_eval VALUES (2, 55, '2023060106', 78.3, '课堂互动好', '2025-06-11');
INSERT INTO teaching_eval VALUES (3, 38, '2021130106', 84.8, NULL, '2024-06-04');
INSERT INTO teaching_eval VALUES (4, 41, '2022020105', 89, NULL, '2024-06-18');
INSERT INTO teaching_eval VALUES (5, 48, '2024120104', 82.6, NULL, '2025-01-06');
INSERT INTO teaching_eval VALUES (6, 5, '2020090102', 99.1, '案例丰富', '2022-01-18');
INSERT INTO teaching_eval VALUES (7, 34, '2023050102', 96.1, '课堂互动好', '2023-12-24');
INSERT INTO teaching_eval VALUES (8, 52, '2023040102', 87.1, '讲解清晰，收获很大', '2024-12-21');
INSERT INTO teaching_eval VALUES (9, 39, '2023060105', 82.9, '进度有点快', '2024-06-05');
INSERT INTO teaching_eval VALUES (10, 60, '2022120103', 82.1, '课堂互动好', '2025-06-14');
INSERT INTO teaching_eval VALUES (11, 50, '2024090104', 91.4, NULL, '2025-01-04');
INSERT INTO teaching_eval VALUES (12, 32, '2023050104', 83.2, 'PPT可以更详细', '2023-12-29');
INSERT INTO teaching_eval VALUES (13, 37, '2022060103', 83.3, NULL, '2024-01-06');
INSERT INTO teaching_eval VALUES (14, 17, '2020030104', 84.9, '案例丰富', '2023-01-05');
INSERT INTO teaching_eval VALUES (15, 32, '2023120101', 74.7, '课堂互动好', '2023-12-24');
INSERT INTO teaching_eval VALUES (16, 4, '2020040104', 99.8, 'PPT可以更详细', '2022-01-04');
INSERT INTO teaching_eval VALUES (17, 28, '2020090101', 98.2, NULL, '2023-06-13');
INSERT INTO teaching_eval VALUES (18, 36, '2022060102', 83.6, '案例丰富', '2023-12-29');
INSERT INTO teaching_eval VALUES (19, 3, '2020130104', 89.9, NULL, '2022-01-09');
INSERT INTO teaching_eval VALUES (20, 47, '2023040104', 72.2, 'PPT可以更详细', '2025-01-08');
INSERT INTO teaching_eval VALUES (21, 48, '2021060106', 87.5, '案例丰富', '2024-12-21');
INSERT INTO teaching_eval VALUES (22, 36, '2020030103', 79, '案例丰富', '2024-01-08');
INSERT INTO teaching_eval VALUES (23, 33, '2022060105', 99.7, '案例丰富', '2024-01-10');
INSERT INTO teaching_eval VALUES (24, 35, '2020030102', 90, '作业偏多', '2023-12-27');
INSERT INTO teaching_eval VALUES (25, 46, '2024090102', 79.1, NULL, '2024-12-26');
INSERT INTO teaching_eval VALUES (26, 15, '2022120106', 76.2, 'PPT可以更详细', '2023-01-09');
INSERT INTO teaching_eval VALUES (27, 11, '2020130103', 96.6, '老师很负责', '2022-06-14');
INSERT INTO teaching_eval VALUES (28, 47, '2022110104', 85.1, '进度有点快', '2024-12-24');
INSERT INTO teaching_eval VALUES (29, 52, '2023050105', 75.7, NULL, '2024-12-25');
INSERT INTO teaching_eval VALUES (30, 54, '2024020101', 74, '讲解清晰，收获很大', '2025-06-27');
INSERT INTO teaching_eval VALUES (31, 54, '2024060104', 96, '讲解清晰，收获很大', '2025-06-21');
INSERT INTO teaching_eval VALUES (32, 42, '2021080101', 87.4, 'PPT可以更详细', '2024-06-08');
INSERT INTO teaching_eval VALUES (33, 50, '2021060101', 95.4, '进度有点快', '2025-01-01');
INSERT INTO teaching_eval VALUES (34, 21, '2020150102', 98.7, NULL, '2023-01-05');
INSERT INTO teaching_eval VALUES (35, 52, '2021040101', 87.4, NULL, '2025-01-07');
INSERT INTO teaching_eval VALUES (36, 16, '2021080103', 75.4, '案例丰富', '2023-01-10');
INSERT INTO teaching_eval VALUES (37, 24, '2022110101', 86.3, '进度有点快', '2023-06-25');
INSERT INTO teaching_eval VALUES (38, 41, '2023040103', 73.3, '老师很负责', '2024-06-10');
INSERT INTO teaching_eval VALUES (39, 40, '2023050103', 71.2, '进度有点快', '2024-06-23');
INSERT INTO teaching_eval VALUES (40, 52, '2024070103', 99.9, '课堂互动好', '2025-01-05');
INSERT INTO teaching_eval VALUES (41, 27, '2021110102', 74.7, NULL, '2023-06-22');
INSERT INTO teaching_eval VALUES (42, 55, '2022110104', 92.6, '老师很负责', '2025-06-18');
INSERT INTO teaching_eval VALUES (43, 58, '2024090105', 89.9, 'PPT可以更详细', '2025-06-17');
INSERT INTO teaching_eval VALUES (44, 40, '2023050102', 76.8, '讲解清晰，收获很大', '2024-06-21');
INSERT INTO teaching_eval VALUES (45, 48, '2024070102', 83, NULL, '2025-01-09');
INSERT INTO teaching_eval VALUES (46, 18, '2021130106', 94.1, NULL, '2023-01-08');
INSERT INTO teaching_eval VALUES (47, 34, '2022080102', 91.7, '讲解清晰，收获很大', '2023-12-24');
INSERT INTO teaching_eval VALUES (48, 14, '2021130105', 79.3, '老师很负责', '2022-06-22');
INSERT INTO teaching_eval VALUES (49, 25, '2022120104', 97, NULL, '2023-06-14');
INSERT INTO teaching_eval VALUES (50, 31, '2023040104', 91.4, 'PPT可以更详细', '2023-12-25');
INSERT INTO teaching_eval VALUES (51, 35, '2023020104', 80.4, 'PPT可以更详细', '2023-12-28');
INSERT INTO teaching_eval VALUES (52, 34, '2023020105', 86.7, 'PPT可以更详细', '2023-12-26');
INSERT INTO teaching_eval VALUES (53, 50, '2023030102', 99.5, '老师很负责', '2025-01-01');
INSERT INTO teaching_eval VALUES (54, 34, '2023060101', 94.3, '课堂互动好', '2024-01-05');
INSERT INTO teaching_eval VALUES (55, 51, '2024090103', 76.4, '老师很负责', '2024-12-31');
INSERT INTO teaching_eval VALUES (56, 1, '2021110104', 86.9, '进度有点快', '2022-01-01');
INSERT INTO teaching_eval VALUES (57, 60, '2024020105', 91, '作业偏多', '2025-06-18');
INSERT INTO teaching_eval VALUES (58, 47, '2023050105', 70.6, '课堂互动好', '2024-12-29');
INSERT INTO teaching_eval VALUES (59, 40, '2023120103', 77.3, '作业偏多', '2024-06-17');
INSERT INTO teaching_eval VALUES (60, 40, '2023120101', 90.1, NULL, '2024-06-17');
INSERT INTO teaching_eval VALUES (61, 32, '2023020101', 82.3, '进度有点快', '2023-12-27');
INSERT INTO teaching_eval VALUES (62, 6, '2020040102', 85.5, '作业偏多', '2022-01-08');
INSERT INTO teaching_eval VALUES (63, 39, '2021130102', 73.3, NULL, '2024-06-18');
INSERT INTO teaching_eval VALUES (64, 52, '2022110102', 76.3, '老师很负责', '2024-12-30');
INSERT INTO teaching_eval VALUES (65, 54, '2022110101', 99.8, NULL, '2025-06-22');
INSERT INTO teaching_eval VALUES (66, 41, '2020090101', 95.3, NULL, '2024-06-24');
INSERT INTO teaching_eval VALUES (67, 48, '2024020104', 99.8, NULL, '2025-01-10');
INSERT INTO teaching_eval VALUES (68, 49, '2023030106', 89.9, '作业偏多', '2024-12-24');
INSERT INTO teaching_eval VALUES (69, 45, '2021010105', 83.3, '案例丰富', '2024-12-31');
INSERT INTO teaching_eval VALUES (70, 47, '2021130101', 75, '作业偏多', '2025-01-07');
INSERT INTO teaching_eval VALUES (71, 47, '2024060103', 80.6, NULL, '2024-12-31');
INSERT INTO teaching_eval VALUES (72, 51, '2024090101', 70.1, '课堂互动好', '2025-01-05');
INSERT INTO teaching_eval VALUES (73, 27, '2021130104', 72.3, NULL, '2023-06-13');
INSERT INTO teaching_eval VALUES (74, 36, '2020110104', 86.9, '作业偏多', '2023-12-26');
INSERT INTO teaching_eval VALUES (75, 54, '2024130104', 95.6, '老师很负责', '2025-06-15');
INSERT INTO teaching_eval VALUES (76, 47, '2022110106', 90.5, '进度有点快', '2025-01-02');
INSERT INTO teaching_eval VALUES (77, 50, '2022120101', 80.4, '进度有点快', '2025-01-02');
INSERT INTO teaching_eval VALUES (78, 59, '2023050103', 97.3, '课堂互动好', '2025-06-12');
INSERT INTO teaching_eval VALUES (79, 18, '2020130103', 78.1, NULL, '2023-01-04');
INSERT INTO teaching_eval VALUES (80, 52, '2023040105', 88.1, '进度有点快', '2025-01-01');
INSERT INTO teaching_eval VALUES (81, 30, '2021130103', 87, 'PPT可以更详细', '2023-12-24');
INSERT INTO teaching_eval VALUES (82, 34, '2021110102', 89.4, '作业偏多', '2024-01-07');
INSERT INTO teaching_eval VALUES (83, 53, '2024070104', 92.2, '作业偏多', '2024-12-29');
INSERT INTO teaching_eval VALUES (84, 16, '2022120103', 72, 'PPT可以更详细', '2023-01-12');
INSERT INTO teaching_eval VALUES (85, 48, '2024090102', 72.5, '课堂互动好', '2025-01-09');
INSERT INTO teaching_eval VALUES (86, 22, '2021060106', 71.7, '讲解清晰，收获很大', '2022-12-24');
INSERT INTO teaching_eval VALUES (87, 54, '2024120102', 82.6, 'PPT可以更详细', '2025-06-10');
INSERT INTO teaching_eval VALUES (88, 55, '2023030106', 90.7, 'PPT可以更详细', '2025-06-17');
INSERT INTO teaching_eval VALUES (89, 11, '2020150103', 98.1, '老师很负责', '2022-06-08');
INSERT INTO teaching_eval VALUES (90, 58, '2023040102', 81.1, '课堂互动好', '2025-06-23');
INSERT INTO teaching_eval VALUES (91, 28, '2020150102', 77.8, '老师很负责', '2023-06-17');
INSERT INTO teaching_eval VALUES (92, 59, '2021060104', 92.6, '老师很负责', '2025-06-10');
INSERT INTO teaching_eval VALUES (93, 54, '2023020101', 92.8, '进度有点快', '2025-06-14');
INSERT INTO teaching_eval VALUES (94, 34, '2023040106', 97, '老师很负责', '2024-01-10');
INSERT INTO teaching_eval VALUES (95, 47, '2021130102', 81.1, '案例丰富', '2025-01-02');
INSERT INTO teaching_eval VALUES (96, 14, '2021110104', 86.5, '课堂互动好', '2022-06-19');
INSERT INTO teaching_eval VALUES (97, 15, '2020150101', 92.7, '老师很负责', '2023-01-11');
INSERT INTO teaching_eval VALUES (98, 16, '2022060105', 80.6, '讲解清晰，收获很大', '2023-01-04');
INSERT INTO teaching_eval VALUES (99, 11, '2021060103', 92.5, '讲解清晰，收获很大', '2022-06-16');
INSERT INTO teaching_eval VALUES (100, 55, '2023030105', 95.5, '老师很负责', '2025-06-23');
INSERT INTO teaching_eval VALUES (101, 33, '2021060101', 74.4, NULL, '2024-01-05');
INSERT INTO teaching_eval VALUES (102, 55, '2022110105', 99.7, '讲解清晰，收获很大', '2025-06-28');
INSERT INTO teaching_eval VALUES (103, 30, '2022120103', 74.1, '作业偏多', '2024-01-08');
INSERT INTO teaching_eval VALUES (104, 30, '2023030101', 73.1, '进度有点快', '2024-01-08');
INSERT INTO teaching_eval VALUES (105, 33, '2021060105', 97.1, '案例丰富', '2024-01-08');
INSERT INTO teaching_eval VALUES (106, 2, '2020030102', 98, '进度有点快', '2022-01-04');
INSERT INTO teaching_eval VALUES (107, 5, '2021080106', 78.6, '课堂互动好', '2022-01-02');
INSERT INTO teaching_eval VALUES (108, 58, '2023040104', 93.4, '讲解清晰，收获很大', '2025-06-28');
INSERT INTO teaching_eval VALUES (109, 53, '2022060105', 80.5, 'PPT可以更详细', '2024-12-21');
INSERT INTO teaching_eval VALUES (110, 26, '2021110104', 88.5, '案例丰富', '2023-06-26');
INSERT INTO teaching_eval VALUES (111, 7, '2021010104', 92.8, '进度有点快', '2022-01-11');
INSERT INTO teaching_eval VALUES (112, 11, '2020030104', 74, '老师很负责', '2022-06-17');
INSERT INTO teaching_eval VALUES (113, 57, '2023060106', 81.1, 'PPT可以更详细', '2025-06-25');
INSERT INTO teaching_eval VALUES (114, 60, '2023060104', 73.9, '进度有点快', '2025-06-10');
INSERT INTO teaching_eval VALUES (115, 10, '2020040102', 95.2, '讲解清晰，收获很大', '2022-06-27');
INSERT INTO teaching_eval VALUES (116, 47, '2024090104', 70.5, '老师很负责', '2024-12-21');
INSERT INTO teaching_eval VALUES (117, 12, '2021130104', 94.7, '讲解清晰，收获很大', '2022-06-19');
INSERT INTO teaching_eval VALUES (118, 50, '2023120103', 72.9, '进度有点快', '2024-12-21');
INSERT INTO teaching_eval VALUES (119, 59, '2023020105', 91.7, '老师很负责', '2025-06-16');
INSERT INTO teaching_eval VALUES (120, 50, '2023040101', 86.1, '进度有点快', '2025-01-01');

INSERT INTO attendance VALUES (1, 7, '2020040102', '2021-10-04', '缺勤');
INSERT INTO attendance VALUES (2, 5, '2020090102', '2021-10-05', '出勤');
INSERT INTO attendance VALUES (3, 3, '2020130104', '2021-10-20', '出勤');
INSERT INTO attendance VALUES (4, 5, '2021060105', '2021-10-21', '出勤');
INSERT INTO attendance VALUES (5, 4, '2020040104', '2021-11-10', '缺勤');
INSERT INTO attendance VALUES (6, 5, '2021080106', '2021-11-12', '出勤');
INSERT INTO attendance VALUES (7, 7, '2020040102', '2021-11-23', '出勤');
INSERT INTO attendance VALUES (8, 2, '2020030102', '2022-01-01', '出勤');
INSERT INTO attendance VALUES (9, 10, '2021080106', '2022-02-22', '出勤');
INSERT INTO attendance VALUES (10, 11, '2020150103', '2022-03-01', '出勤');
INSERT INTO attendance VALUES (11, 14, '2021130105', '2022-03-11', '缺勤');
INSERT INTO attendance VALUES (12, 14, '2021110104', '2022-03-15', '出勤');
INSERT INTO attendance VALUES (13, 10, '2020040102', '2022-03-26', '出勤');
INSERT INTO attendance VALUES (14, 11, '2020150103', '2022-04-23', '迟到');
INSERT INTO attendance VALUES (15, 10, '2021080106', '2022-05-10', '出勤');
INSERT INTO attendance VALUES (16, 11, '2020030104', '2022-05-15', '出勤');
INSERT INTO attendance VALUES (17, 14, '2021110104', '2022-06-05', '出勤');
INSERT INTO attendance VALUES (18, 16, '2021080103', '2022-09-19', '出勤');
INSERT INTO attendance VALUES (19, 18, '2022120101', '2022-09-22', '出勤');
INSERT INTO attendance VALUES (20, 15, '2020150101', '2022-09-22', '出勤');
INSERT INTO attendance VALUES (21, 21, '2020150102', '2022-09-23', '出勤');
INSERT INTO attendance VALUES (22, 16, '2022120103', '2022-10-02', '出勤');
INSERT INTO attendance VALUES (23, 21, '2020150102', '2022-10-08', '出勤');
INSERT INTO attendance VALUES (24, 16, '2022060105', '2022-10-09', '出勤');
INSERT INTO attendance VALUES (25, 18, '2021080102', '2022-10-20', '出勤');
INSERT INTO attendance VALUES (26, 15, '2021060105', '2022-10-26', '出勤');
INSERT INTO attendance VALUES (27, 21, '2020150102', '2022-11-02', '出勤');
INSERT INTO attendance VALUES (28, 21, '2021040105', '2022-11-07', '出勤');
INSERT INTO attendance VALUES (29, 15, '2022120106', '2022-11-11', '出勤');
INSERT INTO attendance VALUES (30, 18, '2021130106', '2022-11-13', '出勤');
INSERT INTO attendance VALUES (31, 16, '2021080103', '2022-11-20', '出勤');
INSERT INTO attendance VALUES (32, 21, '2020150102', '2022-12-01', '出勤');
INSERT INTO attendance VALUES (33, 15, '2020150101', '2022-12-09', '缺勤');
INSERT INTO attendance VALUES (34, 18, '2021130106', '2022-12-21', '出勤');
INSERT INTO attendance VALUES (35, 15, '2020150104', '2022-12-27', '出勤');
INSERT INTO attendance VALUES (36, 21, '2021040105', '2022-12-28', '出勤');
INSERT INTO attendance VALUES (37, 27, '2021130104', '2023-03-02', '出勤');
INSERT INTO attendance VALUES (38, 26, '2020150102', '2023-03-06', '缺勤');
INSERT INTO attendance VALUES (39, 26, '2021110104', '2023-03-15', '出勤');
INSERT INTO attendance VALUES (40, 26, '2020150102', '2023-04-24', '请假');
INSERT INTO attendance VALUES (41, 24, '2022110101', '2023-04-26', '出勤');
INSERT INTO attendance VALUES (42, 27, '2021130104', '2023-04-27', '出勤');
INSERT INTO attendance VALUES (43, 26, '2020150102', '2023-04-30', '请假');
INSERT INTO attendance VALUES (44, 25, '2022120104', '2023-05-07', '出勤');
INSERT INTO attendance VALUES (45, 24, '2022110101', '2023-05-19', '出勤');
INSERT INTO attendance VALUES (46, 24, '2022110101', '2023-05-31', '出勤');
INSERT INTO attendance VALUES (47, 26, '2022020104', '2023-05-31', '出勤');
INSERT INTO attendance VALUES (48, 24, '2020130102', '2023-06-08', '出勤');
INSERT INTO attendance VALUES (49, 26, '2021110104', '2023-06-10', '出勤');
INSERT INTO attendance VALUES (50, 27, '2021110102', '2023-06-11', '出勤');
INSERT INTO attendance VALUES (51, 28, '2020090101', '2023-06-12', '缺勤');
INSERT INTO attendance VALUES (52, 34, '2023060101', '2023-09-01', '出勤');
INSERT INTO attendance VALUES (53, 33, '2021060105', '2023-09-03', '出勤');
INSERT INTO attendance VALUES (54, 34, '2023020105', '2023-09-03', '出勤');
INSERT INTO attendance VALUES (55, 34, '2022080102', '2023-09-04', '迟到');
INSERT INTO attendance VALUES (56, 30, '2022080101', '2023-09-07', '出勤');
INSERT INTO attendance VALUES (57, 34, '2023060101', '2023-09-11', '出勤');
INSERT INTO attendance VALUES (58, 30, '2022120103', '2023-09-12', '出勤');
INSERT INTO attendance VALUES (59, 32, '2022110102', '2023-09-12', '出勤');
INSERT INTO attendance VALUES (60, 36, '2020110104', '2023-09-12', '出勤');
INSERT INTO attendance VALUES (61, 32, '2023120101', '2023-09-14', '请假');
INSERT INTO attendance VALUES (62, 37, '2021010103', '2023-09-17', '出勤');
INSERT INTO attendance VALUES (63, 35, '2023020104', '2023-09-21', '出勤');
INSERT INTO attendance VALUES (64, 37, '2021060101', '2023-10-03', '出勤');
INSERT INTO attendance VALUES (65, 33, '2021060101', '2023-10-04', '出勤');
INSERT INTO attendance VALUES (66, 37, '2022060103', '2023-10-04', '出勤');
INSERT INTO attendance VALUES (67, 36, '2020110104', '2023-10-05', '出勤');
INSERT INTO attendance VALUES (68, 34, '2022080102', '2023-10-06', '出勤');
INSERT INTO attendance VALUES (69, 34, '2022080102', '2023-10-14', '出勤');
INSERT INTO attendance VALUES (70, 37, '2021060101', '2023-10-16', '出勤');
INSERT INTO attendance VALUES (71, 34, '2023040106', '2023-10-18', '出勤');
INSERT INTO attendance VALUES (72, 30, '2021130103', '2023-10-21', '出勤');
INSERT INTO attendance VALUES (73, 34, '2023040106', '2023-10-29', '出勤');
INSERT INTO attendance VALUES (74, 34, '2023040106', '2023-10-30', '请假');
INSERT INTO attendance VALUES (75, 30, '2023030101', '2023-11-01', '出勤');
INSERT INTO attendance VALUES (76, 34, '2023050102', '2023-11-03', '出勤');
INSERT INTO attendance VALUES (77, 35, '2023020104', '2023-11-09', '出勤');
INSERT INTO attendance VALUES (78, 34, '2023020105', '2023-11-09', '出勤');
INSERT INTO attendance VALUES (79, 32, '2023020104', '2023-11-10', '缺勤');
INSERT INTO attendance VALUES (80, 32, '2022110102', '2023-11-19', '出勤');
INSERT INTO attendance VALUES (81, 37, '2022060103', '2023-11-20', '出勤');
INSERT INTO attendance VALUES (82, 33, '2022060105', '2023-11-24', '出勤');
INSERT INTO attendance VALUES (83, 37, '2022060103', '2023-11-26', '出勤');
INSERT INTO attendance VALUES (84, 34, '2023020105', '2023-11-28', '出勤');
INSERT INTO attendance VALUES (85, 36, '2020030103', '2023-12-04', '出勤');
INSERT INTO attendance VALUES (86, 33, '2021060101', '2023-12-06', '出勤');
INSERT INTO attendance VALUES (87, 32, '2023120101', '2023-12-07', '出勤');
INSERT INTO attendance VALUES (88, 35, '2020030102', '2023-12-15', '缺勤');
INSERT INTO attendance VALUES (89, 30, '2023030101', '2023-12-17', '缺勤');
INSERT INTO attendance VALUES (90, 36, '2022060102', '2023-12-18', '出勤');
INSERT INTO attendance VALUES (91, 33, '2022060105', '2023-12-20', '出勤');
INSERT INTO attendance VALUES (92, 32, '2023020101', '2023-12-20', '出勤');
INSERT INTO attendance VALUES (93, 40, '2020150101', '2024-03-01', '出勤');
INSERT INTO attendance VALUES (94, 41, '2022110103', '2024-03-08', '迟到');
INSERT INTO attendance VALUES (95, 41, '2022110103', '2024-03-19', '迟到');
INSERT INTO attendance VALUES (96, 42, '2021080101', '2024-03-31', '迟到');
INSERT INTO attendance VALUES (97, 40, '2023050103', '2024-04-07', '出勤');
INSERT INTO attendance VALUES (98, 40, '2023120101', '2024-04-25', '出勤');
INSERT INTO attendance VALUES (99, 44, '2021080105', '2024-05-06', '出勤');
INSERT INTO attendance VALUES (100, 39, '2023060105', '2024-05-14', '缺勤');
INSERT INTO attendance VALUES (101, 40, '2023050103', '2024-05-16', '出勤');
INSERT INTO attendance VALUES (102, 44, '2021080105', '2024-05-22', '出勤');
INSERT INTO attendance VALUES (103, 40, '2023120101', '2024-05-23', '出勤');
INSERT INTO attendance VALUES (104, 41, '2020090101', '2024-05-30', '出勤');
INSERT INTO attendance VALUES (105, 39, '2023060105', '2024-06-02', '出勤');
INSERT INTO attendance VALUES (106, 40, '2023050103', '2024-06-02', '出勤');
INSERT INTO attendance VALUES (107, 40, '2023050103', '2024-06-04', '出勤');
INSERT INTO attendance VALUES (108, 45, '2024120105', '2024-09-07', '出勤');
INSERT INTO attendance VALUES (109, 51, '2024090103', '2024-09-16', '请假');
INSERT INTO attendance VALUES (110, 48, '2024020104', '2024-09-16', '迟到');
INSERT INTO attendance VALUES (111, 49, '2024020103', '2024-09-18', '迟到');
INSERT INTO attendance VALUES (112, 50, '2022120101', '2024-09-19', '出勤');
INSERT INTO attendance VALUES (113, 50, '2024090104', '2024-09-19', '出勤');
INSERT INTO attendance VALUES (114, 52, '2023040105', '2024-09-21', '迟到');
INSERT INTO attendance VALUES (115, 52, '2023050105', '2024-09-22', '出勤');
INSERT INTO attendance VALUES (116, 50, '2023040101', '2024-09-24', '出勤');
INSERT INTO attendance VALUES (117, 46, '2023050105', '2024-09-24', '出勤');
INSERT INTO attendance VALUES (118, 53, '2022060105', '2024-09-25', '出勤');
INSERT INTO attendance VALUES (119, 51, '2024130104', '2024-09-29', '出勤');
INSERT INTO attendance VALUES (120, 48, '2024120104', '2024-09-29', '出勤');
INSERT INTO attendance VALUES (121, 50, '2023040101', '2024-10-01', '出勤');
INSERT INTO attendance VALUES (122, 48, '2024130104', '2024-10-01', '出勤');
INSERT INTO attendance VALUES (123, 52, '2023050105', '2024-10-02', '出勤');
INSERT INTO attendance VALUES (124, 48, '2024020104', '2024-10-02', '请假');
INSERT INTO attendance VALUES (125, 52, '2023040102', '2024-10-03', '出勤');
INSERT INTO attendance VALUES (126, 46, '2024060102', '2024-10-03', '请假');
INSERT INTO attendance VALUES (127, 52, '2022110102', '2024-10-09', '出勤');
INSERT INTO attendance VALUES (128, 50, '2024060101', '2024-10-11', '出勤');
INSERT INTO attendance VALUES (129, 47, '2024070101', '2024-10-12', '出勤');
INSERT INTO attendance VALUES (130, 46, '2024090102', '2024-10-13', '请假');
INSERT INTO attendance VALUES (131, 52, '2023040105', '2024-10-13', '出勤');
INSERT INTO attendance VALUES (132, 47, '2021130102', '2024-10-13', '出勤');
INSERT INTO attendance VALUES (133, 50, '2022120101', '2024-10-14', '请假');
INSERT INTO attendance VALUES (134, 47, '2021130102', '2024-10-16', '出勤');
INSERT INTO attendance VALUES (135, 48, '2024130104', '2024-10-17', '出勤');
INSERT INTO attendance VALUES (136, 49, '2024020103', '2024-10-18', '出勤');
INSERT INTO attendance VALUES (137, 49, '2023030106', '2024-10-19', '出勤');
INSERT INTO attendance VALUES (138, 48, '2024130104', '2024-10-20', '出勤');
INSERT INTO attendance VALUES (139, 49, '2024020103', '2024-10-20', '出勤');
INSERT INTO attendance VALUES (140, 50, '2023120103', '2024-10-20', '出勤');
INSERT INTO attendance VALUES (141, 48, '2024070102', '2024-10-20', '出勤');
INSERT INTO attendance VALUES (142, 48, '2021060106', '2024-10-21', '出勤');
INSERT INTO attendance VALUES (143, 52, '2023040105', '2024-10-23', '出勤');
INSERT INTO attendance VALUES (144, 49, '2024020103', '2024-10-27', '出勤');
INSERT INTO attendance VALUES (145, 50, '2021060101', '2024-10-28', '出勤');
INSERT INTO attendance VALUES (146, 50, '2021060101', '2024-10-28', '出勤');
INSERT INTO attendance VALUES (147, 50, '2023030102', '2024-11-02', '出勤');
INSERT INTO attendance VALUES (148, 47, '2022110104', '2024-11-06', '出勤');
INSERT INTO attendance VALUES (149, 48, '2022080106', '2024-11-07', '出勤');
INSERT INTO attendance VALUES (150, 50, '2023040101', '2024-11-07', '出勤');
INSERT INTO attendance VALUES (151, 51, '2024130104', '2024-11-08', '出勤');
INSERT INTO attendance VALUES (152, 48, '2024090102', '2024-11-14', '出勤');
INSERT INTO attendance VALUES (153, 47, '2024070101', '2024-11-15', '缺勤');
INSERT INTO attendance VALUES (154, 47, '2023040104', '2024-11-15', '出勤');
INSERT INTO attendance VALUES (155, 47, '2024130105', '2024-11-23', '出勤');
INSERT INTO attendance VALUES (156, 53, '2024070105', '2024-11-25', '出勤');
INSERT INTO attendance VALUES (157, 48, '2022020102', '2024-11-26', '出勤');
INSERT INTO attendance VALUES (158, 47, '2021130101', '2024-11-29', '出勤');
INSERT INTO attendance VALUES (159, 48, '2024130104', '2024-12-05', '出勤');
INSERT INTO attendance VALUES (160, 48, '2024130104', '2024-12-06', '迟到');
INSERT INTO attendance VALUES (161, 50, '2021110105', '2024-12-08', '出勤');
INSERT INTO attendance VALUES (162, 52, '2023040102', '2024-12-08', '出勤');
INSERT INTO attendance VALUES (163, 48, '2022020102', '2024-12-09', '请假');
INSERT INTO attendance VALUES (164, 52, '2024120102', '2024-12-16', '出勤');
INSERT INTO attendance VALUES (165, 48, '2021060106', '2024-12-16', '出勤');
INSERT INTO attendance VALUES (166, 49, '2021010105', '2024-12-16', '出勤');
INSERT INTO attendance VALUES (167, 52, '2023040105', '2024-12-17', '出勤');
INSERT INTO attendance VALUES (168, 52, '2022110102', '2024-12-19', '出勤');
INSERT INTO attendance VALUES (169, 48, '2024120104', '2024-12-20', '出勤');
INSERT INTO attendance VALUES (170, 50, '2024090104', '2024-12-22', '出勤');
INSERT INTO attendance VALUES (171, 54, '2024090101', '2025-02-28', '迟到');
INSERT INTO attendance VALUES (172, 57, '2023060106', '2025-03-07', '出勤');
INSERT INTO attendance VALUES (173, 59, '2023020105', '2025-03-11', '迟到');
INSERT INTO attendance VALUES (174, 54, '2024060102', '2025-03-16', '出勤');
INSERT INTO attendance VALUES (175, 60, '2023060104', '2025-03-18', '出勤');
INSERT INTO attendance VALUES (176, 54, '2024120102', '2025-03-20', '出勤');
INSERT INTO attendance VALUES (177, 60, '2024130102', '2025-03-21', '出勤');
INSERT INTO attendance VALUES (178, 57, '2023060106', '2025-03-25', '出勤');
INSERT INTO attendance VALUES (179, 58, '2024090105', '2025-04-03', '出勤');
INSERT INTO attendance VALUES (180, 54, '2024120102', '2025-04-09', '出勤');
INSERT INTO attendance VALUES (181, 60, '2024130102', '2025-04-11', '出勤');
INSERT INTO attendance VALUES (182, 58, '2024090105', '2025-04-14', '出勤');
INSERT INTO attendance VALUES (183, 54, '2024020101', '2025-04-15', '出勤');
INSERT INTO attendance VALUES (184, 57, '2024090101', '2025-04-20', '出勤');
INSERT INTO attendance VALUES (185, 59, '2023020105', '2025-04-26', '出勤');
INSERT INTO attendance VALUES (186, 55, '2023030106', '2025-04-27', '出勤');
INSERT INTO attendance VALUES (187, 58, '2024090105', '2025-04-29', '出勤');
INSERT INTO attendance VALUES (188, 59, '2023050103', '2025-04-29', '出勤');
INSERT INTO attendance VALUES (189, 55, '2022110105', '2025-04-30', '出勤');
INSERT INTO attendance VALUES (190, 54, '2022110101', '2025-05-04', '出勤');
INSERT INTO attendance VALUES (191, 59, '2023050103', '2025-05-15', '出勤');
INSERT INTO attendance VALUES (192, 55, '2023030105', '2025-05-24', '出勤');
INSERT INTO attendance VALUES (193, 54, '2024120102', '2025-05-28', '出勤');
INSERT INTO attendance VALUES (194, 57, '2024090101', '2025-05-28', '出勤');
INSERT INTO attendance VALUES (195, 54, '2024090101', '2025-05-29', '出勤');
INSERT INTO attendance VALUES (196, 57, '2024020102', '2025-06-03', '出勤');
INSERT INTO attendance VALUES (197, 60, '2024020105', '2025-06-04', '出勤');
INSERT INTO attendance VALUES (198, 54, '2024020101', '2025-06-07', '出勤');
INSERT INTO attendance VALUES (199, 54, '2023020101', '2025-06-13', '出勤');
INSERT INTO attendance VALUES (200, 54, '2024090101', '2025-06-14', '出勤');

INSERT INTO discipline_record VALUES (1, '2023120106', '2024-11-11', '警告', '考试作弊未遂', NULL);
INSERT INTO discipline_record VALUES (2, '2020110103', '2023-01-03', '严重警告', '考试作弊', '2024-01-03');
INSERT INTO discipline_record VALUES (3, '2020110101', '2024-02-24', '记过', '考试由他人代考', NULL);
INSERT INTO discipline_record VALUES (4, '2022110104', '2024-06-16', '警告', '宿舍违规使用大功率电器', NULL);
INSERT INTO discipline_record VALUES (5, '2020040101', '2023-10-20', '警告', '旷课累计超过20学时', '2024-10-19');
INSERT INTO discipline_record VALUES (6, '2022080103', '2024-12-08', '留校察看', '打架斗殴致人受伤', NULL);
INSERT INTO discipline_record VALUES (7, '2021060102', '2021-11-26', '严重警告', '宿舍违规使用大功率电器', '2022-11-26');
INSERT INTO discipline_record VALUES (8, '2023030101', '2024-03-17', '警告', '夜不归宿', NULL);
INSERT INTO discipline_record VALUES (9, '2023120103', '2024-12-05', '记过', '伪造请假材料', NULL);
INSERT INTO discipline_record VALUES (10, '2023060106', '2023-12-29', '警告', '旷课累计超过20学时', '2024-12-28');
INSERT INTO discipline_record VALUES (11, '2022110101', '2023-07-24', '严重警告', '考试作弊', '2024-07-23');
INSERT INTO discipline_record VALUES (12, '2020130101', '2022-02-08', '警告', '宿舍违规使用大功率电器', '2023-02-08');
INSERT INTO discipline_record VALUES (13, '2021080101', '2023-12-24', '记过', '考试作弊', NULL);

INSERT INTO textbook VALUES (1, 'CS101', 'C程序设计（第五版）', '谭浩强', '清华大学出版社', '978-7-492-49216-1', 39);
INSERT INTO textbook VALUES (2, 'CS102', '数据结构（C语言版）', '严蔚敏', '清华大学出版社', '978-7-833-61073-9', 35);
INSERT INTO textbook VALUES (3, 'CS201', '计算机操作系统（第四版）', '汤小丹', '西安电子科技大学出版社', '978-7-554-35089-7', 49);
INSERT INTO textbook VALUES (4, 'CS202', '计算机网络（第8版）', '谢希仁', '电子工业出版社', '978-7-834-48069-4', 59.8);
INSERT INTO textbook VALUES (5, 'CS203', '数据库系统概论（第6版）', '王珊', '高等教育出版社', '978-7-632-19152-3', 59.6);
INSERT INTO textbook VALUES (6, 'CS301', '机器学习', '周志华', '清华大学出版社', '978-7-516-15099-1', 88);
INSERT INTO textbook VALUES (7, 'CS302', '编译原理（第2版）', 'Alfred V. Aho', '机械工业出版社', '978-7-504-53324-3', 89);
INSERT INTO textbook VALUES (8, 'CS303', '软件工程导论（第6版）', '张海藩', '清华大学出版社', '978-7-496-29711-0', 59.5);
INSERT INTO textbook VALUES (9, 'MA101', '高等数学（第七版）上册', '同济大学数学系', '高等教育出版社', '978-7-218-15319-8', 47.6);
INSERT INTO textbook VALUES (10, 'MA102', '高等数学（第七版）下册', '同济大学数学系', '高等教育出版社', '978-7-162-52689-5', 41.2);
INSERT INTO textbook VALUES (11, 'MA103', '线性代数（第六版）', '同济大学数学系', '高等教育出版社', '978-7-529-71066-1', 26.8);
INSERT INTO textbook VALUES (12, 'MA201', '概率论与数理统计（第五版）', '盛骤', '高等教育出版社', '978-7-937-58183-0', 42.5);
INSERT INTO textbook VALUES (13, 'MA202', '数学分析（第五版）', '华东师范大学数学系', '高等教育出版社', '978-7-590-59203-2', 45);
INSERT INTO textbook VALUES (14, 'MA301', '数值分析（第5版）', '李庆扬', '清华大学出版社', '978-7-558-78097-3', 39);
INSERT INTO textbook VALUES (15, 'MA302', '运筹学（第五版）', '《运筹学》教材编写组', '清华大学出版社', '978-7-319-98278-5', 69);
INSERT INTO textbook VALUES (16, 'EC101', '西方经济学（微观部分）', '高鸿业', '中国人民大学出版社', '978-7-262-41244-6', 56);
INSERT INTO textbook VALUES (17, 'EC102', '西方经济学（宏观部分）', '高鸿业', '中国人民大学出版社', '978-7-219-65860-8', 52);
INSERT INTO textbook VALUES (18, 'EC201', '会计学原理（第22版）', '怀尔德', '中国人民大学出版社', '978-7-156-79966-7', 79);
INSERT INTO textbook VALUES (19, 'EC202', '财务管理学（第九版）', '荆新', '中国人民大学出版社', '978-7-745-74467-9', 49.8);
INSERT INTO textbook VALUES (20, 'EC203', '市场营销学（第13版）', '吴健安', '高等教育出版社', '978-7-713-56301-0', 48);
INSERT INTO textbook VALUES (21, 'EC301', '计量经济学导论', '伍德里奇', '中国人民大学出版社', '978-7-287-62770-2', 98);
INSERT INTO textbook VALUES (22, 'FL101', '新视野大学英语读写教程1', '郑树棠', '外语教学与研究出版社', '978-7-350-69032-1', 52.9);
INSERT INTO textbook VALUES (23, 'FL102', '新视野大学英语读写教程2', '郑树棠', '外语教学与研究出版社', '978-7-200-75536-5', 52.9);
INSERT INTO textbook VALUES (24, 'FL201', '新编日语（第一册）', '周平', '上海外语教育出版社', '978-7-395-17556-5', 46);
INSERT INTO textbook VALUES (25, 'FL202', '英国文学选读', '王守仁', '高等教育出版社', '978-7-660-17235-0', 45);
INSERT INTO textbook VALUES (26, 'EE101', '电路（第六版）', '邱关源', '高等教育出版社', '978-7-191-86385-8', 55);
INSERT INTO textbook VALUES (27, 'EE102', '模拟电子技术基础（第五版）', '童诗白', '高等教育出版社', '978-7-253-82870-5', 52);
INSERT INTO textbook VALUES (28, 'EE201', '数字信号处理（第四版）', '高西全', '西安电子科技大学出版社', '978-7-366-79355-1', 49);
INSERT INTO textbook VALUES (29, 'EE202', '通信原理（第7版）', '樊昌信', '国防工业出版社', '978-7-369-55346-2', 59);
INSERT INTO textbook VALUES (30, 'LW101', '法理学（第五版）', '张文显', '高等教育出版社', '978-7-436-36582-0', 62);
INSERT INTO textbook VALUES (31, 'LW102', '民法总论', '王利明', '中国人民大学出版社', '978-7-671-93754-4', 58);
INSERT INTO textbook VALUES (32, 'LW201', '刑法学（第六版）', '张明楷', '法律出版社', '978-7-182-15424-1', 128);
INSERT INTO textbook VALUES (33, 'CH101', '无机化学（第五版）', '大连理工大学', '高等教育出版社', '978-7-477-28864-9', 56);
INSERT INTO textbook VALUES (34, 'CH102', '有机化学（第四版）', '邢其毅', '北京大学出版社', '978-7-426-33101-3', 89);
INSERT INTO textbook VALUES (35, 'MX101', '思想道德与法治（2023年版）', '本书编写组', '高等教育出版社', '978-7-471-62875-9', 18);

INSERT INTO major_plan VALUES ('080901', 'MX102', 4, '必修');
INSERT INTO major_plan VALUES ('080901', 'MX103', 1, '必修');
INSERT INTO major_plan VALUES ('080901', 'FL102', 3, '必修');
INSERT INTO major_plan VALUES ('080901', 'CS101', 3, '必修');
INSERT INTO major_plan VALUES ('080901', 'CS102', 4, '必修');
INSERT INTO major_plan VALUES ('080901', 'CS201', 7, '必修');
INSERT INTO major_plan VALUES ('080901', 'CS202', 6, '必修');
INSERT INTO major_plan VALUES ('080901', 'CS203', 3, '必修');
INSERT INTO major_plan VALUES ('080901', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('080901', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('080901', 'LW101', 4, '任选');
INSERT INTO major_plan VALUES ('080902', 'FL102', 3, '必修');
INSERT INTO major_plan VALUES ('080902', 'MX102', 1, '必修');
INSERT INTO major_plan VALUES ('080902', 'FL101', 1, '必修');
INSERT INTO major_plan VALUES ('080902', 'CS101', 3, '必修');
INSERT INTO major_plan VALUES ('080902', 'CS102', 3, '必修');
INSERT INTO major_plan VALUES ('080902', 'CS201', 3, '必修');
INSERT INTO major_plan VALUES ('080902', 'CS202', 6, '必修');
INSERT INTO major_plan VALUES ('080902', 'CS203', 3, '必修');
INSERT INTO major_plan VALUES ('080902', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('080902', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('080902', 'FL203', 3, '任选');
INSERT INTO major_plan VALUES ('080910', 'FL102', 3, '必修');
INSERT INTO major_plan VALUES ('080910', 'FL101', 4, '必修');
INSERT INTO major_plan VALUES ('080910', 'MX103', 2, '必修');
INSERT INTO major_plan VALUES ('080910', 'CS101', 3, '必修');
INSERT INTO major_plan VALUES ('080910', 'CS102', 2, '必修');
INSERT INTO major_plan VALUES ('080910', 'CS201', 7, '必修');
INSERT INTO major_plan VALUES ('080910', 'CS202', 7, '必修');
INSERT INTO major_plan VALUES ('080910', 'CS203', 2, '必修');
INSERT INTO major_plan VALUES ('080910', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('080910', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('080910', 'CS301', 3, '任选');
INSERT INTO major_plan VALUES ('070101', 'FL102', 1, '必修');
INSERT INTO major_plan VALUES ('070101', 'MX103', 3, '必修');
INSERT INTO major_plan VALUES ('070101', 'FL101', 2, '必修');
INSERT INTO major_plan VALUES ('070101', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('070101', 'MA102', 4, '必修');
INSERT INTO major_plan VALUES ('070101', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('070101', 'MA201', 6, '必修');
INSERT INTO major_plan VALUES ('070101', 'MA202', 7, '必修');
INSERT INTO major_plan VALUES ('070101', 'CS302', 6, '任选');
INSERT INTO major_plan VALUES ('071201', 'MX102', 1, '必修');
INSERT INTO major_plan VALUES ('071201', 'FL102', 3, '必修');
INSERT INTO major_plan VALUES ('071201', 'FL101', 1, '必修');
INSERT INTO major_plan VALUES ('071201', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('071201', 'MA102', 7, '必修');
INSERT INTO major_plan VALUES ('071201', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('071201', 'MA201', 2, '必修');
INSERT INTO major_plan VALUES ('071201', 'MA202', 6, '必修');
INSERT INTO major_plan VALUES ('071201', 'CS101', 7, '任选');
INSERT INTO major_plan VALUES ('020101', 'FL102', 2, '必修');
INSERT INTO major_plan VALUES ('020101', 'FL101', 1, '必修');
INSERT INTO major_plan VALUES ('020101', 'MX103', 3, '必修');
INSERT INTO major_plan VALUES ('020101', 'EC101', 6, '必修');
INSERT INTO major_plan VALUES ('020101', 'EC102', 3, '必修');
INSERT INTO major_plan VALUES ('020101', 'EC201', 5, '必修');
INSERT INTO major_plan VALUES ('020101', 'EC202', 6, '必修');
INSERT INTO major_plan VALUES ('020101', 'EC203', 2, '限选');
INSERT INTO major_plan VALUES ('020101', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('020101', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('020101', 'FL203', 3, '任选');
INSERT INTO major_plan VALUES ('120203', 'MX101', 1, '必修');
INSERT INTO major_plan VALUES ('120203', 'FL102', 3, '必修');
INSERT INTO major_plan VALUES ('120203', 'MX103', 2, '必修');
INSERT INTO major_plan VALUES ('120203', 'EC101', 1, '必修');
INSERT INTO major_plan VALUES ('120203', 'EC102', 3, '必修');
INSERT INTO major_plan VALUES ('120203', 'EC201', 1, '必修');
INSERT INTO major_plan VALUES ('120203', 'EC202', 5, '必修');
INSERT INTO major_plan VALUES ('120203', 'EC203', 6, '限选');
INSERT INTO major_plan VALUES ('120203', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('120203', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('120203', 'CS201', 4, '任选');
INSERT INTO major_plan VALUES ('120201', 'FL102', 1, '必修');
INSERT INTO major_plan VALUES ('120201', 'MX101', 3, '必修');
INSERT INTO major_plan VALUES ('120201', 'FL101', 2, '必修');
INSERT INTO major_plan VALUES ('120201', 'EC101', 2, '必修');
INSERT INTO major_plan VALUES ('120201', 'EC102', 5, '必修');
INSERT INTO major_plan VALUES ('120201', 'EC201', 5, '必修');
INSERT INTO major_plan VALUES ('120201', 'EC202', 3, '必修');
INSERT INTO major_plan VALUES ('120201', 'EC203', 3, '限选');
INSERT INTO major_plan VALUES ('120201', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('120201', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('120201', 'CS304', 6, '任选');
INSERT INTO major_plan VALUES ('050201', 'MX101', 3, '必修');
INSERT INTO major_plan VALUES ('050201', 'FL101', 4, '限选');
INSERT INTO major_plan VALUES ('050201', 'MX102', 2, '必修');
INSERT INTO major_plan VALUES ('050201', 'FL102', 7, '限选');
INSERT INTO major_plan VALUES ('050201', 'FL201', 2, '必修');
INSERT INTO major_plan VALUES ('050201', 'FL202', 6, '限选');
INSERT INTO major_plan VALUES ('050201', 'FL203', 3, '限选');
INSERT INTO major_plan VALUES ('050201', 'EC102', 4, '任选');
INSERT INTO major_plan VALUES ('050207', 'MX101', 2, '必修');
INSERT INTO major_plan VALUES ('050207', 'MX102', 3, '必修');
INSERT INTO major_plan VALUES ('050207', 'MX103', 2, '必修');
INSERT INTO major_plan VALUES ('050207', 'FL101', 5, '限选');
INSERT INTO major_plan VALUES ('050207', 'FL102', 3, '限选');
INSERT INTO major_plan VALUES ('050207', 'FL201', 7, '必修');
INSERT INTO major_plan VALUES ('050207', 'FL202', 6, '限选');
INSERT INTO major_plan VALUES ('050207', 'FL203', 7, '限选');
INSERT INTO major_plan VALUES ('050207', 'LW101', 4, '任选');
INSERT INTO major_plan VALUES ('080701', 'FL102', 1, '必修');
INSERT INTO major_plan VALUES ('080701', 'MX103', 2, '必修');
INSERT INTO major_plan VALUES ('080701', 'MX102', 1, '必修');
INSERT INTO major_plan VALUES ('080701', 'EE101', 3, '必修');
INSERT INTO major_plan VALUES ('080701', 'EE102', 2, '必修');
INSERT INTO major_plan VALUES ('080701', 'EE201', 2, '必修');
INSERT INTO major_plan VALUES ('080701', 'EE202', 4, '必修');
INSERT INTO major_plan VALUES ('080701', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('080701', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('080701', 'EC301', 7, '任选');
INSERT INTO major_plan VALUES ('080703', 'MX102', 1, '必修');
INSERT INTO major_plan VALUES ('080703', 'MX101', 2, '必修');
INSERT INTO major_plan VALUES ('080703', 'FL102', 2, '必修');
INSERT INTO major_plan VALUES ('080703', 'EE101', 5, '必修');
INSERT INTO major_plan VALUES ('080703', 'EE102', 6, '必修');
INSERT INTO major_plan VALUES ('080703', 'EE201', 3, '必修');
INSERT INTO major_plan VALUES ('080703', 'EE202', 3, '必修');
INSERT INTO major_plan VALUES ('080703', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('080703', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('080703', 'LW101', 7, '任选');
INSERT INTO major_plan VALUES ('030101', 'MX101', 1, '必修');
INSERT INTO major_plan VALUES ('030101', 'FL101', 3, '必修');
INSERT INTO major_plan VALUES ('030101', 'FL102', 1, '必修');
INSERT INTO major_plan VALUES ('030101', 'LW101', 4, '必修');
INSERT INTO major_plan VALUES ('030101', 'LW102', 3, '必修');
INSERT INTO major_plan VALUES ('030101', 'LW201', 6, '必修');
INSERT INTO major_plan VALUES ('030101', 'LW202', 2, '限选');
INSERT INTO major_plan VALUES ('030101', 'MA301', 7, '任选');
INSERT INTO major_plan VALUES ('070301', 'FL101', 2, '必修');
INSERT INTO major_plan VALUES ('070301', 'MX103', 4, '必修');
INSERT INTO major_plan VALUES ('070301', 'FL102', 3, '必修');
INSERT INTO major_plan VALUES ('070301', 'CH101', 6, '必修');
INSERT INTO major_plan VALUES ('070301', 'CH102', 2, '必修');
INSERT INTO major_plan VALUES ('070301', 'CH201', 1, '必修');
INSERT INTO major_plan VALUES ('070301', 'MA101', 1, '必修');
INSERT INTO major_plan VALUES ('070301', 'MA103', 2, '必修');
INSERT INTO major_plan VALUES ('070301', 'LW101', 5, '任选');
INSERT INTO major_plan VALUES ('030503', 'FL101', 4, '必修');
INSERT INTO major_plan VALUES ('030503', 'FL102', 4, '必修');
INSERT INTO major_plan VALUES ('030503', 'MX103', 2, '限选');
INSERT INTO major_plan VALUES ('030503', 'MX101', 5, '限选');
INSERT INTO major_plan VALUES ('030503', 'MX102', 7, '限选');
INSERT INTO major_plan VALUES ('030503', 'MA101', 4, '任选');

INSERT INTO competition_award VALUES (1, '2023060106', '“挑战杯”大学生创业计划竞赛', '省级三等奖', '2024-12-06', 'T1022');
INSERT INTO competition_award VALUES (2, '2022110104', '全国大学生智能汽车竞赛', '省级一等奖', '2024-08-15', 'T1036');
INSERT INTO competition_award VALUES (3, '2023040101', '全国大学生数学竞赛', '省级一等奖', '2024-10-02', 'T1019');
INSERT INTO competition_award VALUES (4, '2021010106', '蓝桥杯全国软件和信息技术专业人才大赛', '省级一等奖', '2023-02-16', 'T1002');
INSERT INTO competition_award VALUES (5, '2020090101', '外研社全国英语演讲大赛', '省级二等奖', '2022-03-17', NULL);
INSERT INTO competition_award VALUES (6, '2022020102', 'ACM国际大学生程序设计竞赛', '省级一等奖', '2023-11-06', 'T1001');
INSERT INTO competition_award VALUES (7, '2023060106', '全国大学生市场调查与分析大赛', '省级三等奖', '2024-11-21', 'T1024');
INSERT INTO competition_award VALUES (8, '2022080101', '“挑战杯”大学生创业计划竞赛', '省级二等奖', '2024-10-17', 'T1027');
INSERT INTO competition_award VALUES (9, '2021080103', '蓝桥杯全国软件和信息技术专业人才大赛', '省级二等奖', '2023-03-03', 'T1007');
INSERT INTO competition_award VALUES (10, '2020150104', 'ACM国际大学生程序设计竞赛', '省级一等奖', '2022-06-19', 'T1006');
INSERT INTO competition_award VALUES (11, '2021130106', '全国大学生数学建模竞赛', '省级三等奖', '2022-09-27', 'T1018');
INSERT INTO competition_award VALUES (12, '2020150102', '全国大学生数学建模竞赛', '省级二等奖', '2022-08-29', 'T1019');
INSERT INTO competition_award VALUES (13, '2022060106', '全国大学生数学竞赛', '省级二等奖', '2024-11-15', 'T1014');
INSERT INTO competition_award VALUES (14, '2023120105', '中国大学生计算机设计大赛', '国家级三等奖', '2024-04-11', 'T1007');
INSERT INTO competition_award VALUES (15, '2023120104', '全国大学生数学建模竞赛', '省级一等奖', '2024-06-08', 'T1011');
INSERT INTO competition_award VALUES (16, '2020150102', '全国高校大学生讲思政课公开课展示', '国家级二等奖', '2023-08-22', 'T1055');
INSERT INTO competition_award VALUES (17, '2021130104', '中国大学生计算机设计大赛', '省级三等奖', '2023-09-28', NULL);
INSERT INTO competition_award VALUES (18, '2023030104', '中国大学生计算机设计大赛', '省级二等奖', '2024-05-14', 'T1004');
INSERT INTO competition_award VALUES (19, '2023020102', '中国大学生计算机设计大赛', '省级二等奖', '2024-05-06', 'T1004');
INSERT INTO competition_award VALUES (20, '2020040103', '中国大学生计算机设计大赛', '省级一等奖', '2022-01-09', 'T1007');
INSERT INTO competition_award VALUES (21, '2021080101', '全国大学生数学竞赛', '省级三等奖', '2023-01-21', 'T1015');
INSERT INTO competition_award VALUES (22, '2023030101', '蓝桥杯全国软件和信息技术专业人才大赛', '省级三等奖', '2024-03-20', 'T1005');
INSERT INTO competition_award VALUES (23, '2022060102', '全国大学生市场调查与分析大赛', '省级二等奖', '2023-04-11', 'T1028');
INSERT INTO competition_award VALUES (24, '2023020104', 'ACM国际大学生程序设计竞赛', '国家级二等奖', '2024-05-04', 'T1002');
INSERT INTO competition_award VALUES (25, '2021110106', '全国大学生智能汽车竞赛', '省级二等奖', '2024-09-26', 'T1040');
INSERT INTO competition_award VALUES (26, '2022020106', '中国大学生计算机设计大赛', '国家级三等奖', '2024-12-06', 'T1002');
INSERT INTO competition_award VALUES (27, '2023020105', '全国大学生数学建模竞赛', '省级一等奖', '2024-03-27', 'T1016');
INSERT INTO competition_award VALUES (28, '2021040106', '全国大学生数学竞赛', '国家级二等奖', '2023-01-21', NULL);
INSERT INTO competition_award VALUES (29, '2020090103', 'ACM国际大学生程序设计竞赛', '国家级三等奖', '2022-06-30', 'T1009');
INSERT INTO competition_award VALUES (30, '2021010106', 'ACM国际大学生程序设计竞赛', '国家级一等奖', '2023-08-18', 'T1008');
