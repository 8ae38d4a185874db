{
  "algorithm": "ed25519",
  "content_sha256": "860e3ff97284b207f5e366cdee4dabac60cdbeb0875ba005483df0a01ba60f83",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f2af258e5ec7d3317a1e8e7e65857a64ed5bcc1f62ff0f6eedd3b8029476ced6",
  "schema": "gridshift.signature/1",
  "signature": "417000dd739c6eef13c1e1e2639a0e8a2b45e35ebe6529226eafbf377cb1e22174c2725e18a4babadea25ee4dbc86600aeabcfb235e729a2a27e8feac82d3f0b"
}
