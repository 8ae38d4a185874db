{
  "algorithm": "ed25519",
  "content_sha256": "9863163e8cf7b5895140a64c54d823907cfb71227db44899e385ceeb1244f142",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b87e28f596a48af3259ec45b5097cce962a4141f20a2b8df6beca811a88cfd63",
  "schema": "gridshift.signature/1",
  "signature": "1ae75e61c48ca98bf5b2252f775243230db7237f5388623bc1f507756b49f4c0f0a09da16c7da78f014b681a2b5c135ffd9cd2047cac0d3d38aaf155cd735101"
}
