"""The demo datasource: a Chinese retail chain's sales database, generated reproducibly.

Eleven tables (regions, stores, employees, customers, categories, products, promotions,
orders, order items, payments, inventory) with foreign keys, Chinese column comments written
into the DDL (SQLite keeps them; the introspector reads them back), and mixed Chinese and
English values. The same seed always gives the same file.
"""

from __future__ import annotations

import json
import random
import sqlite3
from datetime import date, timedelta
from importlib import resources
from pathlib import Path

from linking.catalog import TrainingPair
from service.demo.data import (
    CATEGORIES,
    CHANNELS,
    CITIES,
    ENGLISH_NAMES,
    GIVEN,
    MEMBER_LEVELS,
    ORDER_STATUS,
    PAY_METHODS,
    POSITIONS,
    PRODUCTS,
    PROMOTIONS,
    REGIONS,
    STORE_TYPES,
    STREETS,
    SURNAMES,
)

DEMO_DATASOURCE = "demo_retail"
SEED = 20261130

DDL = """
CREATE TABLE regions ( -- 销售大区
  region_id INTEGER PRIMARY KEY, -- 大区ID
  region_name TEXT NOT NULL, -- 大区名称
  manager_name TEXT -- 大区经理
);
CREATE TABLE stores ( -- 门店
  store_id INTEGER PRIMARY KEY, -- 门店ID
  store_name TEXT NOT NULL, -- 门店名称
  city TEXT NOT NULL, -- 所在城市
  region_id INTEGER NOT NULL REFERENCES regions(region_id), -- 所属大区
  store_type TEXT NOT NULL, -- 门店类型
  opened_on DATE -- 开业日期
);
CREATE TABLE employees ( -- 员工
  employee_id INTEGER PRIMARY KEY, -- 员工ID
  employee_name TEXT NOT NULL, -- 员工姓名
  store_id INTEGER NOT NULL REFERENCES stores(store_id), -- 所在门店
  position TEXT NOT NULL, -- 岗位
  hired_on DATE -- 入职日期
);
CREATE TABLE customers ( -- 客户
  customer_id INTEGER PRIMARY KEY, -- 客户ID
  customer_name TEXT NOT NULL, -- 客户姓名
  gender TEXT, -- 性别
  city TEXT, -- 常住城市
  member_level TEXT NOT NULL, -- 会员等级
  registered_at DATE -- 注册日期
);
CREATE TABLE product_categories ( -- 商品类目
  category_id INTEGER PRIMARY KEY, -- 类目ID
  category_name TEXT NOT NULL, -- 类目名称
  parent_id INTEGER REFERENCES product_categories(category_id) -- 上级类目
);
CREATE TABLE products ( -- 商品
  product_id INTEGER PRIMARY KEY, -- 商品ID
  product_name TEXT NOT NULL, -- 商品名称
  brand TEXT NOT NULL, -- 品牌
  category_id INTEGER NOT NULL REFERENCES product_categories(category_id), -- 所属类目
  list_price DECIMAL(10, 2) NOT NULL, -- 标价（元）
  status TEXT NOT NULL -- 商品状态
);
CREATE TABLE promotions ( -- 促销活动
  promotion_id INTEGER PRIMARY KEY, -- 活动ID
  promotion_name TEXT NOT NULL, -- 活动名称
  start_date DATE NOT NULL, -- 开始日期
  end_date DATE NOT NULL, -- 结束日期
  discount_rate DECIMAL(4, 2) NOT NULL -- 折扣率
);
CREATE TABLE orders ( -- 销售订单
  order_id INTEGER PRIMARY KEY, -- 订单ID
  order_no TEXT NOT NULL UNIQUE, -- 订单编号
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id), -- 下单客户
  store_id INTEGER NOT NULL REFERENCES stores(store_id), -- 成交门店
  employee_id INTEGER REFERENCES employees(employee_id), -- 导购员工
  promotion_id INTEGER REFERENCES promotions(promotion_id), -- 参与的促销活动
  order_date DATE NOT NULL, -- 下单日期
  channel TEXT NOT NULL, -- 销售渠道
  status TEXT NOT NULL, -- 订单状态
  total_amount DECIMAL(12, 2) NOT NULL -- 订单总金额（元）
);
CREATE TABLE order_items ( -- 订单明细
  item_id INTEGER PRIMARY KEY, -- 明细ID
  order_id INTEGER NOT NULL REFERENCES orders(order_id), -- 所属订单
  product_id INTEGER NOT NULL REFERENCES products(product_id), -- 商品
  quantity INTEGER NOT NULL, -- 数量
  unit_price DECIMAL(10, 2) NOT NULL, -- 成交单价（元）
  amount DECIMAL(12, 2) NOT NULL -- 销售额（元），数量×成交单价
);
CREATE TABLE payments ( -- 支付记录
  payment_id INTEGER PRIMARY KEY, -- 支付ID
  order_id INTEGER NOT NULL REFERENCES orders(order_id), -- 所属订单
  method TEXT NOT NULL, -- 支付方式
  paid_amount DECIMAL(12, 2) NOT NULL, -- 支付金额（元）
  paid_at TIMESTAMP, -- 支付时间
  status TEXT NOT NULL -- 支付状态
);
CREATE TABLE inventory ( -- 门店库存
  store_id INTEGER NOT NULL REFERENCES stores(store_id), -- 门店
  product_id INTEGER NOT NULL REFERENCES products(product_id), -- 商品
  quantity_on_hand INTEGER NOT NULL, -- 在库数量
  updated_at DATE NOT NULL, -- 盘点日期
  PRIMARY KEY (store_id, product_id)
);
"""

FIRST_DAY, LAST_DAY = date(2025, 1, 1), date(2026, 11, 30)


def _day(rng: random.Random, start: date = FIRST_DAY, end: date = LAST_DAY) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _person(rng: random.Random) -> str:
    if rng.random() < 0.05:
        return rng.choice(ENGLISH_NAMES)
    return rng.choice(SURNAMES) + rng.choice(GIVEN)


def build_demo_database(path: Path, *, seed: int = SEED, orders: int = 3000) -> Path:
    """Write the demo database to ``path`` (replacing it) and return the path."""
    rng = random.Random(seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.unlink(missing_ok=True)
    with sqlite3.connect(temporary) as db:
        db.executescript(DDL)
        _fill(db, rng, orders)
    temporary.replace(path)
    return path


def _fill(db: sqlite3.Connection, rng: random.Random, order_count: int) -> None:
    insert = db.executemany
    insert(
        "INSERT INTO regions VALUES (?, ?, ?)",
        [(i, name, manager) for i, (name, manager) in enumerate(REGIONS, start=1)],
    )
    stores: list[tuple[int, str, str, int, str, str]] = []
    for region_id, (region, _) in enumerate(REGIONS, start=1):
        for city in CITIES[region]:
            for _ in range(rng.randint(1, 2)):
                name = f"{city}{rng.choice(STREETS)}{rng.choice(['店', '旗舰店', '购物中心店'])}"
                stores.append(
                    (
                        len(stores) + 1,
                        name,
                        city,
                        region_id,
                        rng.choice(STORE_TYPES),
                        _day(rng, date(2015, 1, 1), date(2024, 12, 31)).isoformat(),
                    )
                )
    insert("INSERT INTO stores VALUES (?, ?, ?, ?, ?, ?)", stores)
    employees = [
        (
            i,
            _person(rng),
            store[0],
            rng.choice(POSITIONS),
            _day(rng, date(2016, 1, 1), date(2026, 6, 30)).isoformat(),
        )
        for i, store in enumerate(stores * 4, start=1)
    ]
    insert("INSERT INTO employees VALUES (?, ?, ?, ?, ?)", employees)
    all_cities = [c for cities in CITIES.values() for c in cities]
    customers = [
        (
            i,
            _person(rng),
            rng.choice(["男", "女"]),
            rng.choice(all_cities),
            rng.choices(MEMBER_LEVELS, weights=[60, 25, 12, 3])[0],
            _day(rng, date(2020, 1, 1), date(2026, 10, 31)).isoformat(),
        )
        for i in range(1, 601)
    ]
    insert("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?)", customers)
    categories: list[tuple[int, str, int | None]] = []
    products: list[tuple[int, str, str, int, float, str]] = []
    for parent_name, children in CATEGORIES.items():
        parent_id = len(categories) + 1
        categories.append((parent_id, parent_name, None))
        for child in children:
            child_id = len(categories) + 1
            categories.append((child_id, child, parent_id))
            for name, brand, price in PRODUCTS[child]:
                status = "下架" if rng.random() < 0.1 else "在售"
                products.append((len(products) + 1, name, brand, child_id, price, status))
    insert("INSERT INTO product_categories VALUES (?, ?, ?)", categories)
    insert("INSERT INTO products VALUES (?, ?, ?, ?, ?, ?)", products)
    insert(
        "INSERT INTO promotions VALUES (?, ?, ?, ?, ?)",
        [(i, *p) for i, p in enumerate(PROMOTIONS, start=1)],
    )
    _fill_orders(db, rng, order_count, stores, employees, products)
    inventory = [
        (store[0], product[0], rng.randint(0, 200), _day(rng, date(2026, 11, 1)).isoformat())
        for store in stores
        for product in products
        if rng.random() < 0.6
    ]
    insert("INSERT INTO inventory VALUES (?, ?, ?, ?)", inventory)


def _fill_orders(
    db: sqlite3.Connection,
    rng: random.Random,
    order_count: int,
    stores: list[tuple],
    employees: list[tuple],
    products: list[tuple],
) -> None:
    orders: list[tuple[object, ...]] = []
    items: list[tuple[object, ...]] = []
    payments: list[tuple[object, ...]] = []
    staff_by_store: dict[int, list[int]] = {}
    for employee in employees:
        staff_by_store.setdefault(employee[2], []).append(employee[0])
    for order_id in range(1, order_count + 1):
        day = _day(rng)
        store_id = rng.choice(stores)[0]
        promotion = next(
            (i for i, p in enumerate(PROMOTIONS, start=1) if p[1] <= day.isoformat() <= p[2]),
            None,
        )
        status = rng.choice(ORDER_STATUS)
        total = 0.0
        for product in rng.sample(products, rng.randint(1, 4)):
            quantity = rng.randint(1, 3)
            unit_price = round(product[4] * (PROMOTIONS[promotion - 1][3] if promotion else 1), 2)
            amount = round(quantity * unit_price, 2)
            total += amount
            items.append((len(items) + 1, order_id, product[0], quantity, unit_price, amount))
        orders.append(
            (
                order_id,
                f"SO{day:%Y%m%d}{order_id:05d}",
                rng.randint(1, 600),
                store_id,
                rng.choice(staff_by_store[store_id]),
                promotion,
                day.isoformat(),
                rng.choice(CHANNELS),
                status,
                round(total, 2),
            )
        )
        if status != "待支付":
            paid = "失败" if rng.random() < 0.03 else "成功"
            paid_at = f"{day.isoformat()} {rng.randint(9, 21):02d}:{rng.randint(0, 59):02d}:00"
            payments.append(
                (
                    len(payments) + 1,
                    order_id,
                    rng.choice(PAY_METHODS),
                    round(total, 2),
                    paid_at,
                    paid,
                )
            )
    db.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", orders)
    db.executemany("INSERT INTO order_items VALUES (?, ?, ?, ?, ?, ?)", items)
    db.executemany("INSERT INTO payments VALUES (?, ?, ?, ?, ?, ?)", payments)


def demo_pairs() -> list[TrainingPair]:
    """The handful of question → SQL pairs that ship with the demo."""
    text = resources.files(__name__).joinpath("pairs.jsonl").read_text("utf-8")
    return [TrainingPair(**json.loads(line)) for line in text.splitlines() if line.strip()]
