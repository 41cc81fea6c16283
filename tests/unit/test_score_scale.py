import pytest

from linking.backends.score_scale import BASE_SCALE, QuantileMap, ScoreScale
from linking.config import LinkerConfig

SPREAD = ScoreScale(QuantileMap((0.7, 0.8, 0.9), (0.0, 0.2, 0.6)))


def test_a_threshold_moves_to_the_same_quantile_of_the_query_models_scores() -> None:
    assert SPREAD.threshold(0.8) == 0.2
    assert SPREAD.threshold(0.85) == 0.4  # between two measured quantiles
    assert SPREAD.threshold(0.95) == 0.65  # past the range: the same distance to its end
    assert SPREAD.threshold(0.6) == -0.1
    assert BASE_SCALE.threshold(0.78) == 0.78


def test_a_map_that_decreases_or_does_not_pair_up_is_refused() -> None:
    with pytest.raises(ValueError, match="must not decrease"):
        QuantileMap((0.7, 0.9), (0.5, 0.4))
    with pytest.raises(ValueError, match="two equal lists"):
        QuantileMap((0.7, 0.9), (0.5,))


def test_the_configuration_reads_its_thresholds_against_documents_on_the_scale() -> None:
    config = LinkerConfig(field_score_threshold=0.8, unmatched_dense_score=0.9)
    scaled = config.on_scale(SPREAD)
    assert (scaled.field_score_threshold, scaled.unmatched_dense_score) == (0.2, 0.6)
    # pairs' questions are compared on the base model: their thresholds stay as set
    assert (scaled.pair_score_threshold, scaled.pair_narrow_score) == (0.88, 0.95)
    assert config.on_scale(BASE_SCALE) == config
