"""Fitting a table model (``linking.ranking.ranker.TableModel``): logistic regression by
Newton's method over standardised features, as the benchmarks' trainers fit every stage."""

from __future__ import annotations

import math

import numpy as np

from linking.ranking.ranker import FEATURES, TableModel


def fit(
    rows: np.ndarray,
    labels: np.ndarray,
    *,
    l2: float = 1.0,
    trained_on: str = "",
    names: tuple[str, ...] = FEATURES,
) -> TableModel:
    """Logistic regression by Newton's method (a few dozen features: exact and fast)."""
    mean = rows.mean(axis=0)
    scale = rows.std(axis=0)
    scale[scale == 0] = 1.0
    x = np.hstack([(rows - mean) / scale, np.ones((len(rows), 1))]).astype(np.float64)
    y = labels.astype(np.float64)
    w = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], l2)
    penalty[-1] = 0.0  # the bias is not shrunk
    for _ in range(50):
        p = 1 / (1 + np.exp(-(x @ w)))
        gradient = x.T @ (p - y) + penalty * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + np.diag(penalty)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if math.sqrt(float(step @ step)) < 1e-8:
            break
    return TableModel(
        names,
        tuple(float(v) for v in mean),
        tuple(float(v) for v in scale),
        tuple(float(v) for v in w[:-1]),
        float(w[-1]),
        trained_on,
    )
