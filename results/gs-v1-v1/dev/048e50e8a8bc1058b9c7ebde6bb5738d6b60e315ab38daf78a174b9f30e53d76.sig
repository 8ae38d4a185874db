{
  "algorithm": "ed25519",
  "content_sha256": "2947feee647f16874da8141a7df4a76e8e81f8fff9bb7596e1297eccc4dba2d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "048e50e8a8bc1058b9c7ebde6bb5738d6b60e315ab38daf78a174b9f30e53d76",
  "schema": "gridshift.signature/1",
  "signature": "d3f9f3b5ed78e19fa0aa50dad14585b44f50a675c0c353d93efbc915baa786bf89f0df2667e963100bbae72ca31497151035b7c20b2583b73881be4c1f428709"
}
