{
  "algorithm": "ed25519",
  "content_sha256": "cdc0cae49b0dcf3dfc0d6ab6a11d9fabe08949a8ad8a37958a4fd046a98af2eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2190f69657e0509f48a1ac014564b91399395ec6d3ff65bc3ac77253eff2752e",
  "schema": "gridshift.signature/1",
  "signature": "65cd5dbc817efa20057d92fa80655b1119e5451c1100072a08ecce510430fb66db6c1e849cef94f07768a9d91ea4127f184c3ffb11991786aedfc926dc57ff0f"
}
