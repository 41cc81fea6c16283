"""Build the insurance (财产险 + 人身险) warehouse from schema.sql, check the comment layout, run every question's SQL.

Table and column names are mostly Chinese (保单, 理赔案件, 保单号); Python's \w and SQLite's unquoted
identifiers both accept them, so the same checks as the university warehouse apply unchanged.

Standard library only. Prints the counts the README quotes. `--fix-tables` rewrites each
question's "tables" field from the tables its SQL reads.
"""

import json
import re
import sqlite3
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
COLUMN_COMMENT = re.compile(r"^\s*[\"`\[]?(\w+)[\"`\]]?\s+[^-]*?--\s*(.+?)\s*$")
TABLE_COMMENT = re.compile(r"\(\s*--\s*(.+?)\s*$")

db = sqlite3.connect(":memory:")
db.executescript((HERE / "schema.sql").read_text(encoding="utf-8"))
tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]

# comment layout: every table and every column described
problems, n_columns, n_fks = [], 0, 0
for name, ddl in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'"):
    lines = ddl.splitlines()
    if not TABLE_COMMENT.search(lines[0]):
        problems.append(f"{name}: no table comment")
    described = {m.group(1) for line in lines[1:] if (m := COLUMN_COMMENT.match(line))}
    columns = [r[1] for r in db.execute(f"PRAGMA table_info({name})")]
    n_columns += len(columns)
    n_fks += len(db.execute(f"PRAGMA foreign_key_list({name})").fetchall())
    problems += [f"{name}.{c}: no comment" for c in columns if c not in described]
    counted = db.execute(f"SELECT COUNT(*) FROM {name}").fetchone()[0]
    if not 5 <= counted <= 200:
        problems.append(f"{name}: {counted} rows")
problems += [f"foreign key violation: {r}" for r in db.execute("PRAGMA foreign_key_check")]

# questions
questions = json.loads((HERE / "questions.json").read_text(encoding="utf-8"))
table_set = {t.lower() for t in tables}
ran = with_rows = 0
for i, q in enumerate(questions):
    read = {t.lower() for t in re.findall(r"\b(?:FROM|JOIN)\s+(\w+)", q["sql"], re.I)} & table_set
    if "--fix-tables" in sys.argv:
        q["tables"] = len(read)
    elif q.get("tables") != len(read):
        problems.append(f"question {i}: tables field {q.get('tables')} but SQL reads {sorted(read)}")
    if q["language"] not in ("zh", "en") or q["wording"] not in ("schema", "paraphrase"):
        problems.append(f"question {i}: bad language/wording")
    try:
        result = db.execute(q["sql"]).fetchall()
    except sqlite3.Error as error:
        problems.append(f"question {i}: {error}: {q['sql']}")
        continue
    ran += 1
    if result and not (len(result) == 1 and all(v in (None, 0) for v in result[0])):
        with_rows += 1
    else:
        problems.append(f"question {i}: no rows: {q['sql']}")
if "--fix-tables" in sys.argv:
    (HERE / "questions.json").write_text(json.dumps(questions, ensure_ascii=False, indent=1) + "\n",
                                         encoding="utf-8")

print(f"tables: {len(tables)}, columns: {n_columns}, foreign keys: {n_fks}, "
      f"rows: {sum(db.execute(f'SELECT COUNT(*) FROM {t}').fetchone()[0] for t in tables)}")
print(f"questions: {len(questions)}; SQL ran: {ran}; returned rows: {with_rows}")
print("language:", dict(Counter(q["language"] for q in questions)))
print("wording:", dict(Counter(q["wording"] for q in questions)))
print("tables read:", dict(sorted(Counter(min(q.get("tables", 0), 3) for q in questions).items())),
      "(3 = three or more)")
print("problems:", len(problems))
for p in problems:
    print("  ", p)
sys.exit(1 if problems else 0)
