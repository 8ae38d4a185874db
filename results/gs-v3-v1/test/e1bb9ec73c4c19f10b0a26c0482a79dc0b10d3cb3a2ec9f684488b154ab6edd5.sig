{
  "algorithm": "ed25519",
  "content_sha256": "16a3f560dd02459d53d5631109592470184e80ad62e85021a9e9d943583de94d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e1bb9ec73c4c19f10b0a26c0482a79dc0b10d3cb3a2ec9f684488b154ab6edd5",
  "schema": "gridshift.signature/1",
  "signature": "67f9388d644730f3a283a320887221554dbb58c3785f7d0649bd5a24569e747b127dab633f44dee210e52ec185997f11fa1a11f16e13a1bebcac1fc4c399fb0e"
}
