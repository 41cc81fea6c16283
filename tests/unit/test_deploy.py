"""The deployment files, checked without a container engine or a cluster (neither exists on
these machines): each Kubernetes manifest against the Kubernetes API's own schemas, compose
against the Compose specification, and against the service itself: every variable they set
is one the service reads, what a multi-process deployment needs is set, ports and probe
paths are the app's, images are pinned."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml

from service.api.app import create_app
from service.config import Settings

ROOT = Path(__file__).parents[2]
KUBERNETES = ROOT / "deploy" / "kubernetes"
KUBERNETES_VERSION = "1.33.0"

# Read by the service (its settings), or by the servers beside it, or by litellm.
SERVICE_VARIABLES = {
    choice
    for field in Settings.model_fields.values()
    for choice in getattr(field.validation_alias, "choices", ())
}
OTHER_VARIABLES = {"POSTGRES_PASSWORD", "OPENAI_API_KEY"}
# What every API and worker process of a deployment on servers must be given.
SHARED = {"DATABASE_URL", "QDRANT_URL", "MEILI_URL", "MEILI_MASTER_KEY", "SCHEMALINK_SECRET_KEY"}


def _documents() -> dict[str, list[dict[str, Any]]]:
    return {
        path.name: [d for d in yaml.safe_load_all(path.read_text("utf-8")) if d]
        for path in sorted(KUBERNETES.glob("*.yaml"))
        if path.name != "kustomization.yaml"
    }


def _resources() -> list[dict[str, Any]]:
    return [d for documents in _documents().values() for d in documents]


def _named(kind: str, name: str) -> dict[str, Any]:
    return next(d for d in _resources() if d["kind"] == kind and d["metadata"]["name"] == name)


def _container(deployment: str) -> dict[str, Any]:
    spec = _named("Deployment", deployment)["spec"]["template"]["spec"]
    container: dict[str, Any] = spec["containers"][0]
    return container


def _environment(container: dict[str, Any]) -> dict[str, str]:
    """The variables a container gets: its envFrom ConfigMaps and Secrets, then its env."""
    found: dict[str, str] = {}
    for source in container.get("envFrom", []):
        if "configMapRef" in source:
            found |= _named("ConfigMap", source["configMapRef"]["name"])["data"]
        if "secretRef" in source:
            found |= _named("Secret", source["secretRef"]["name"])["stringData"]
    for variable in container.get("env", []):
        found[variable["name"]] = variable.get("value", "<from a reference>")
    return found


def test_kustomization_lists_every_manifest() -> None:
    kustomization = yaml.safe_load((KUBERNETES / "kustomization.yaml").read_text("utf-8"))
    assert sorted(kustomization["resources"]) == sorted(_documents())


@pytest.mark.parametrize("name", sorted(_documents()))
def test_every_manifest_is_valid_kubernetes(name: str) -> None:
    for document in _documents()[name]:
        # Strict: a misspelt or misplaced field is an error, not ignored.
        kubernetes_validate.validate(document, KUBERNETES_VERSION, strict=True)


def test_the_schema_check_catches_a_misplaced_field() -> None:
    broken = json.loads(json.dumps(_named("Deployment", "schemalink-api")))
    broken["spec"]["template"]["spec"]["containers"][0]["readinessProbe"]["path"] = "/ready"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBERNETES_VERSION, strict=True)


@pytest.mark.parametrize("deployment", ["schemalink-api", "schemalink-worker"])
def test_pods_get_only_variables_the_service_reads_and_all_it_needs(deployment: str) -> None:
    environment = _environment(_container(deployment))
    assert sorted(set(environment) - SERVICE_VARIABLES) == []
    assert sorted(SHARED - set(environment)) == []
    Settings.model_validate(environment)  # values the service accepts


def test_api_pods_serve_on_their_port_probe_real_routes_and_leave_jobs_to_workers() -> None:
    container = _container("schemalink-api")
    environment = _environment(container)
    assert environment["SCHEMALINK_RUN_WORKER"] == "false"
    assert "SCHEMALINK_ADMIN_KEY" in environment  # it listens on 0.0.0.0
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    assert ports == {
        "http": int(environment["SCHEMALINK_PORT"]),
        "probe": int(environment["SCHEMALINK_PROBE_PORT"]),
    }
    paths = create_app(Settings()).openapi()["paths"]
    probes = [container[p]["httpGet"] for p in ("startupProbe", "readinessProbe")]
    assert {p["path"] for p in probes} == {"/health", "/ready"}
    for probe in probes:
        assert "get" in paths[probe["path"]] and probe["port"] == "http"
    # The liveness probe's own port serves GET /health only (``service.api.probe``).
    assert container["livenessProbe"]["httpGet"] == {"path": "/health", "port": "probe"}
    assert container["resources"]["requests"] and container["resources"]["limits"]["memory"]
    autoscaler = _named("HorizontalPodAutoscaler", "schemalink-api")["spec"]
    assert autoscaler["scaleTargetRef"]["name"] == "schemalink-api"


def test_the_migration_job_and_workers_run_the_service_s_commands() -> None:
    from typer.main import get_command

    from service.cli import app

    commands = get_command(app)
    job = _named("Job", "schemalink-migrate")["spec"]["template"]["spec"]["containers"][0]
    for container in (job, _container("schemalink-worker"), _container("schemalink-api")):
        program, command = container["command"]
        assert program == "schemalink"
        assert commands.get_command(None, command) is not None, command  # type: ignore[attr-defined]


def _images(node: Any) -> list[str]:
    if isinstance(node, dict):
        return [
            *([node["image"]] if isinstance(node.get("image"), str) else []),
            *(i for value in node.values() for i in _images(value)),
        ]
    if isinstance(node, list):
        return [i for value in node for i in _images(value)]
    return []


def _pinned(image: str) -> bool:
    tag = image.rsplit(":", 1)[1] if ":" in image.rsplit("/", 1)[-1] else ""
    return bool(re.fullmatch(r"v?\d+\.\d+(\.\d+)?[\w.-]*", tag))


def test_every_image_is_pinned_to_a_version() -> None:
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text("utf-8"))
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text("utf-8")
    images = [
        *_images(_resources()),
        *_images(compose),
        *re.findall(r"^FROM (\S+)", dockerfile, re.M),
    ]
    assert len(images) >= 8
    assert [i for i in images if not _pinned(i)] == []
    assert not _pinned("qdrant/qdrant:latest") and not _pinned("postgres")


def _compose() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((ROOT / "compose.yaml").read_text("utf-8"))
    return data


def test_compose_follows_the_compose_specification() -> None:
    schema = json.loads(
        resources.files("check_jsonschema.builtin_schemas.vendor")
        .joinpath("compose-spec.json")
        .read_text("utf-8")
    )
    jsonschema.validate(_compose(), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**_compose(), "services": {"api": {"ports": "8000"}}}, schema)


def test_compose_sets_what_each_process_needs_and_nothing_unknown() -> None:
    services = _compose()["services"]
    example = (ROOT / "deploy" / "example.env").read_text("utf-8")
    from_file = set(re.findall(r"^([A-Z_]+)=", example, re.M))
    assert sorted(from_file - SERVICE_VARIABLES - OTHER_VARIABLES) == []
    for name in ("api", "worker"):
        given = set(services[name]["environment"]) | from_file
        assert sorted(given - SERVICE_VARIABLES - OTHER_VARIABLES) == [], name
        assert sorted(SHARED - given) == [], name
    assert services["api"]["environment"]["SCHEMALINK_RUN_WORKER"] == "false"
    assert services["worker"]["command"] == ["schemalink", "worker"]
    assert services["api"]["ports"] == ["127.0.0.1:8000:8000"]
    assert "/ready" in " ".join(services["api"]["healthcheck"]["test"])
    for backend in ("postgres", "qdrant", "meilisearch"):
        assert "healthcheck" in services[backend], backend
        assert services["api"]["depends_on"][backend]["condition"] == "service_healthy"
