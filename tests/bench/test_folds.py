from collections import Counter

from bench.folds import database_folds


def test_databases_are_dealt_into_balanced_folds_whatever_their_order() -> None:
    names = [f"db{i}" for i in range(12)]
    folds = database_folds(names, 5)
    assert folds == database_folds(reversed(names + names), 5)
    assert sorted(Counter(folds.values()).values()) == [2, 2, 2, 3, 3]


def test_the_seed_decides_the_deal() -> None:
    names = [f"db{i}" for i in range(12)]
    assert database_folds(names, 5, seed=1) != database_folds(names, 5, seed=2)


def test_the_deal_is_the_one_the_shipped_models_were_fitted_with() -> None:
    # train-ranker's stop model and train-sizing's completeness model were fitted on these
    # folds (seeded shuffle of the sorted names): a refit on the same data must see them again.
    assert database_folds("abcde", 2) == {"a": 1, "b": 0, "c": 0, "d": 1, "e": 0}
