"""Build the warehouse from schema.sql, check the comment layout, run every question's SQL.

Standard library only. Prints the counts the README quotes. `--fix-tables` rewrites each
question's "tables" field from the tables its SQL reads.

The manufacturing warehouse declares no foreign keys (only primary keys), as many real MES/ERP
warehouses do, so the joins its questions rely on are listed in JOINS below and checked on the
data: every non-null referencing value must exist in the referenced table, and every join must
return rows.
"""

import json
import re
import sqlite3
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent

# (table, columns) -> (referenced table, columns): the joins inferable from column names
JOINS = [
    ("wkshp", ("plant_cd",), "plant", ("plant_cd",)),
    ("prod_ln", ("wkshp_cd",), "wkshp", ("wkshp_cd",)),
    ("wc", ("ln_cd",), "prod_ln", ("ln_cd",)),
    ("eqp", ("wc_cd",), "wc", ("wc_cd",)),
    ("emp", ("plant_cd",), "plant", ("plant_cd",)),
    ("emp", ("wkshp_cd",), "wkshp", ("wkshp_cd",)),
    ("mnt_ord", ("eqp_cd",), "eqp", ("eqp_cd",)),
    ("mnt_ord", ("rpt_emp_no",), "emp", ("emp_no",)),
    ("mnt_ord", ("tech_emp_no",), "emp", ("emp_no",)),
    ("shift_sched", ("emp_no",), "emp", ("emp_no",)),
    ("shift_sched", ("shift_cd",), "shift", ("shift_cd",)),
    ("shift_sched", ("ln_cd",), "prod_ln", ("ln_cd",)),
    ("mat_cat", ("parent_cat_cd",), "mat_cat", ("cat_cd",)),
    ("mat_mstr", ("cat_cd",), "mat_cat", ("cat_cd",)),
    ("bom_hdr", ("parent_mat_cd",), "mat_mstr", ("mat_cd",)),
    ("bom_hdr", ("plant_cd",), "plant", ("plant_cd",)),
    ("bom_ln", ("bom_no",), "bom_hdr", ("bom_no",)),
    ("bom_ln", ("comp_mat_cd",), "mat_mstr", ("mat_cd",)),
    ("rtg_hdr", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("rtg_hdr", ("plant_cd",), "plant", ("plant_cd",)),
    ("rtg_op", ("rtg_no",), "rtg_hdr", ("rtg_no",)),
    ("rtg_op", ("wc_cd",), "wc", ("wc_cd",)),
    ("wo_hdr", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("wo_hdr", ("plant_cd",), "plant", ("plant_cd",)),
    ("wo_hdr", ("ln_cd",), "prod_ln", ("ln_cd",)),
    ("wo_hdr", ("bom_no",), "bom_hdr", ("bom_no",)),
    ("wo_hdr", ("rtg_no",), "rtg_hdr", ("rtg_no",)),
    ("wo_hdr", ("so_no",), "so_hdr", ("so_no",)),
    ("wo_hdr", ("planner_emp_no",), "emp", ("emp_no",)),
    ("wo_hist", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("wo_hist", ("plant_cd",), "plant", ("plant_cd",)),
    ("wo_hist", ("ln_cd",), "prod_ln", ("ln_cd",)),
    ("wo_hist", ("bom_no",), "bom_hdr", ("bom_no",)),
    ("wo_op_rpt", ("wo_no",), "wo_hdr", ("wo_no",)),
    ("wo_op_rpt", ("wc_cd",), "wc", ("wc_cd",)),
    ("wo_op_rpt", ("emp_no",), "emp", ("emp_no",)),
    ("wo_op_rpt", ("shift_cd",), "shift", ("shift_cd",)),
    ("qc_insp", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("qc_insp", ("rcpt_no",), "po_rcpt", ("rcpt_no",)),
    ("qc_insp", ("wo_no",), "wo_hdr", ("wo_no",)),
    ("qc_insp", ("inspector_emp_no",), "emp", ("emp_no",)),
    ("qc_dfct", ("insp_no",), "qc_insp", ("insp_no",)),
    ("qc_dfct", ("dfct_cd",), "dfct_mstr", ("dfct_cd",)),
    ("rwk_ord", ("wo_no",), "wo_hdr", ("wo_no",)),
    ("rwk_ord", ("insp_no",), "qc_insp", ("insp_no",)),
    ("rwk_ord", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("rwk_ord", ("rwk_emp_no",), "emp", ("emp_no",)),
    ("scrap_rec", ("wo_no",), "wo_hdr", ("wo_no",)),
    ("scrap_rec", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("scrap_rec", ("wkshp_cd",), "wkshp", ("wkshp_cd",)),
    ("scrap_rec", ("apprv_emp_no",), "emp", ("emp_no",)),
    ("supp", ("main_cat_cd",), "mat_cat", ("cat_cd",)),
    ("po_hdr", ("supp_cd",), "supp", ("supp_cd",)),
    ("po_hdr", ("plant_cd",), "plant", ("plant_cd",)),
    ("po_hdr", ("buyer_emp_no",), "emp", ("emp_no",)),
    ("po_ln", ("po_no",), "po_hdr", ("po_no",)),
    ("po_ln", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("po_rcpt", ("po_no", "po_ln_no"), "po_ln", ("po_no", "ln_no")),
    ("po_rcpt", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("po_rcpt", ("wh_cd",), "wh", ("wh_cd",)),
    ("po_rcpt", ("recv_emp_no",), "emp", ("emp_no",)),
    ("wh", ("plant_cd",), "plant", ("plant_cd",)),
    ("wh", ("keeper_emp_no",), "emp", ("emp_no",)),
    ("inv_bal", ("仓库编码",), "wh", ("wh_cd",)),
    ("inv_bal", ("物料编码",), "mat_mstr", ("mat_cd",)),
    ("inv_mvmt", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("inv_mvmt", ("wh_cd",), "wh", ("wh_cd",)),
    ("inv_mvmt", ("emp_no",), "emp", ("emp_no",)),
    ("stk_xfer", ("from_wh_cd",), "wh", ("wh_cd",)),
    ("stk_xfer", ("to_wh_cd",), "wh", ("wh_cd",)),
    ("stk_xfer", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("stk_xfer", ("req_emp_no",), "emp", ("emp_no",)),
    ("dist", ("sales_rep_emp_no",), "emp", ("emp_no",)),
    ("so_hdr", ("dist_cd",), "dist", ("dist_cd",)),
    ("so_hdr", ("ship_plant_cd",), "plant", ("plant_cd",)),
    ("so_ln", ("so_no",), "so_hdr", ("so_no",)),
    ("so_ln", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("shpmt", ("so_no", "so_ln_no"), "so_ln", ("so_no", "ln_no")),
    ("shpmt", ("mat_cd",), "mat_mstr", ("mat_cd",)),
    ("shpmt", ("wh_cd",), "wh", ("wh_cd",)),
    ("energy_mtr", ("wkshp_cd",), "wkshp", ("wkshp_cd",)),
    ("energy_rdg", ("mtr_cd",), "energy_mtr", ("mtr_cd",)),
    ("ecn", ("old_mat_cd",), "mat_mstr", ("mat_cd",)),
    ("ecn", ("new_mat_cd",), "mat_mstr", ("mat_cd",)),
    ("ecn", ("bom_no",), "bom_hdr", ("bom_no",)),
    ("ecn", ("apply_emp_no",), "emp", ("emp_no",)),
    ("ecn", ("apprv_emp_no",), "emp", ("emp_no",)),
]
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
if n_fks:
    problems.append(f"{n_fks} foreign keys declared; this warehouse declares none")
problems += [f"{t}: no primary key" for t in tables
             if not any(r[5] for r in db.execute(f"PRAGMA table_info({t})"))]

# inferred joins: referential integrity holds in the data, and each join returns rows
for child, cols, parent, keys in JOINS:
    on = " AND ".join(f"c.{a} = p.{b}" for a, b in zip(cols, keys))
    present = " AND ".join(f"c.{a} IS NOT NULL" for a in cols)
    orphans = db.execute(f"SELECT COUNT(*) FROM {child} c WHERE {present} AND NOT EXISTS "
                         f"(SELECT 1 FROM {parent} p WHERE {on})").fetchone()[0]
    joined = db.execute(f"SELECT COUNT(*) FROM {child} c JOIN {parent} p ON {on}").fetchone()[0]
    if orphans or not joined:
        problems.append(f"join {child}.{cols} -> {parent}.{keys}: {orphans} orphans, {joined} joined rows")

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

print(f"tables: {len(tables)}, columns: {n_columns}, foreign keys: {n_fks}, inferred joins checked: {len(JOINS)}, "
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
