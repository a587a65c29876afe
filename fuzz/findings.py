"""The findings folder: one folder per finding, written all or nothing, and read back.

Where this sits: fuzz/campaign.py files each new finding with `write_finding` (after
fuzz/shrink.py shrank it); `python -m fuzz replay` and `merge` read the folders back.

A finding folder holds `kernel.kernel` (the kernel text with the signature as a comment),
`inputs.npz` (the inputs it ran on), `report.json` (the finding, the example it came from,
how it was shrunk) and `report.md` (the same for a reader, with the differing lanes' inputs
and a command that reproduces it without the fuzzer). It is written into a temporary
directory then renamed into place (os.replace), so a kill leaves either the whole folder or
a dot-named temporary one that the next run removes.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

from fuzz.harness import NOT_ONE_CONFIG, Finding, FuzzConfig, safe_text, save_inputs
from fuzz.state import public_mode, writing


def write_finding(findings_dir: Path, finding: Finding, extra: dict) -> Path:
    """Write a finding's reproducer into a temp dir, then rename it into place.

    `extra` carries at least the campaign `seed` and `example` index. A finding whose
    kernel text is no reproducer (`regenerated`) records them as `regenerate`: replay
    rebuilds the kernel with generate_case instead of parsing kernel.kernel."""
    if regenerated(finding):
        where = {"seed": extra["seed"], "example": extra["example"]}
        if (vocabulary := extra.get("vocabulary")) is not None:
            where["vocabulary"] = vocabulary
        if (chain := extra.get("chain")) is not None:
            where["chain"] = chain  # an enumerated chain: replay rebuilds it (fuzz/chains.py)
        extra = {**extra, "regenerate": where}
    with writing(findings_dir):
        findings_dir.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=findings_dir, prefix=".tmp-"))
    try:
        with writing(findings_dir):
            return _write_finding_into(tmp, findings_dir, finding, extra)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)  # nothing half written is left
        raise


def _write_finding_into(tmp: Path, findings_dir: Path, finding: Finding, extra: dict) -> Path:
    """write_finding's files, into the empty folder `tmp`, which then becomes the finding's."""
    final = findings_dir / finding.slug
    n = 1
    while final.exists():
        n += 1
        final = findings_dir / f"{finding.slug}-{n}"
    tmp.chmod(public_mode(0o777))  # mkdtemp makes 0700: others could not read the finding
    case = finding.case
    text = safe_text(case.kernel)
    summary = "\n".join(f"# {line}" for line in finding.summary.splitlines())
    header = f"# fuzz finding: {finding.signature}\n{summary}\n"
    (tmp / "kernel.kernel").write_text(header + text)
    # data only (text, .npz, JSON): replay never unpickles, so a reproducer cannot run code
    save_inputs(tmp / "inputs.npz", case.args())
    data = {**finding.to_json(), **extra, "input_seed": case.input_seed}
    if case.choices:  # the backends' own choices it was built with (fuzz/choices.py)
        data["choices"] = case.choices
    (tmp / "report.json").write_text(json.dumps(data, indent=2, default=str))
    # report.md names the folder it will have (report.json does not: merge renames folders)
    (tmp / "report.md").write_text(finding_markdown(finding, {**data, "path": str(final)}, text))
    os.replace(tmp, final)
    return final


def finding_markdown(finding: Finding, data: dict, text: str) -> str:
    lines = [
        f"# {finding.cls} on {finding.config}: {finding.op} {finding.dtype}",
        "",
        f"- signature: `{finding.signature}`",
        f"- summary: {finding.summary}",
        f"- example: {data.get('example')} of seed {data.get('seed')}"
        f" (shrunk: {data.get('shrunk')})"
        if "minimized" not in data
        else f"- minimized from {data['minimized']['from']} by `python -m fuzz minimize` "
        f"({' -> '.join(map(str, data['minimized']['nodes']))} nodes)",
        f"- replay: `python -m fuzz replay {data.get('path', 'THIS_DIR')}`",
        "",
    ]
    if chain := data.get("chain"):
        lines[-1:-1] = [
            f"- chain {chain['number']} ({chain['family']}): `{chain['chain']}`, an enumerated "
            "chain (fuzz/chains.py) with the edge values of every dtype along it as inputs"
        ]
    if data.get("choices"):
        lines += [f"- built with the backends' choices: `{json.dumps(data['choices'])}`", ""]
    if data.get("regenerate"):
        where = data["regenerate"]
        lines += [
            f"- reproducer: this kernel's text does not parse back, so `kernel.kernel` is "
            f"for reading only; replay regenerates example {where['example']} of seed "
            f"{where['seed']} (fuzz.generate.generate_case) and checks that it prints as "
            "`kernel.kernel` (this finding is not shrunk)",
            "",
        ]
    if "agrees_with" in finding.details:
        lines += [f"- configs with the same answer: {finding.details['agrees_with'] or 'none'}", ""]
    for key in ("report", "error"):
        if key in finding.details:
            lines += ["```", str(finding.details[key]).rstrip(), "```", ""]
    lines += _triage_lines(finding, data)
    lines += ["## kernel", "", "```", text.rstrip(), "```", ""]
    return "\n".join(lines)


def _triage_lines(finding: Finding, data: dict) -> list[str]:
    """The inputs of a mismatch's differing lanes and a `refimpl run` reproducing command
    (the saved inputs are make_args of the kernel and `input_seed`, as `run --seed` draws)."""
    from refimpl.compare import LANE_INPUTS_NOTE, lane_inputs, reproduce_command

    lines = []
    wrong = finding.details.get("wrong") if finding.case is not None else None
    if wrong:
        inputs = finding.case.args()
        lines += ["## inputs of the differing lanes", "", f"({LANE_INPUTS_NOTE})", ""]
        for name, about in wrong.items():
            for element in about["elements"]:
                shown = lane_inputs(finding.case.kernel, inputs, element["index"])
                lines.append(f"- `{name}[{element['index']}]`: {', '.join(shown) or 'none'}")
        lines.append("")
    # `run --seed` draws make_args(kernel, seed): no command for a case's explicit inputs (an
    # enumerated chain's, a shrunk case's whose seed does not show it): replay runs those
    drawn = finding.case is None or finding.case.inputs is None
    if one_config(finding.cls, finding.config) and not data.get("regenerate") and drawn:
        config = FuzzConfig.from_id(finding.config)
        kernel_file = f"{data.get('path', 'THIS_DIR')}/kernel.kernel"
        seed = data.get("input_seed", 0)
        command = reproduce_command(
            kernel_file, config.backend, config.target, config.executor, seed, abi=config.abi
        )
        lines += [f"- or, without the fuzzer: `{command}`", ""]
    return lines


def one_config(cls: str, config: str) -> bool:
    """Is a finding of this class and config filed against one FuzzConfig (rerun on it)?"""
    return config not in NOT_ONE_CONFIG and cls != "external-frontend"


def load_signatures(findings_dir: Path) -> dict[str, Path]:
    """Signature -> the finding folder whose reproducer shows it.

    Only a folder's own `signature` counts: an `original_signature` that differs (written
    before shrinks kept the whole signature) has no reproducer of its own, so a resumed
    campaign files that bug again when it sees it."""
    seen = {}
    for report in finding_reports(findings_dir):
        data = json.loads(report.read_text())
        if data.get("signature"):
            seen.setdefault(data["signature"], report.parent)
    return seen


def finding_reports(findings_dir: Path) -> list[Path]:
    """The report.json of every finding folder, not of a temporary one (a dot name: one
    being written, or left by a kill before its rename; pathlib's `*` matches dot names)."""
    reports = findings_dir.glob("*/report.json")
    return sorted(r for r in reports if not r.parent.name.startswith("."))


def regenerated(finding: Finding) -> bool:
    """Is this a finding whose kernel text is no reproducer (it does not print, or does not
    parse back)? Those are saved unshrunk and replayed by regenerating the example."""
    return finding.config == "text" or (finding.cls, finding.op) == ("pipeline-error", "print")
