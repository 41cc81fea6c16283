import re

from bench.machine import report_header, vector_extensions


def test_the_widest_vector_extension_is_named() -> None:
    assert vector_extensions({"fma", "avx2", "avx512f", "avx512_vnni"}) == "AVX-512 VNNI"
    assert vector_extensions({"fma", "avx2", "avx512f"}) == "AVX-512"
    assert vector_extensions({"fma", "avx2"}) == "AVX2"
    assert vector_extensions({"sse4_2"}) == "no AVX2"


def test_a_report_names_the_machine_s_vector_extensions() -> None:
    machine = next(line for line in report_header("t").splitlines() if "machine:" in line)
    assert re.search(
        r"\((AMX|AVX-512 VNNI|AVX-512|AVX-VNNI|AVX2|NEON|no AVX2)\), \d+ cores", machine
    )
