{
  "algorithm": "ed25519",
  "content_sha256": "eb5330a62f9943c9783a9c4d1159bbd603da4af5fdc25b411bf7e1102c1d481f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d90912146b0225b659576c5302ea5958195d9e28ecc8acc141095dac626b3f3f",
  "schema": "gridshift.signature/1",
  "signature": "add6dbba2ebd2cf641671d50044eef0ba9a26e076489657eca9b6191e22681032e2e7e44aed6a8fbb526137476f38972e84972621ca2c5befed205da4fd69406"
}
