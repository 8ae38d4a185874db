{
  "algorithm": "ed25519",
  "content_sha256": "a37b500cc90ca8fde2faab79cdd9f90ff1b8d110db9a95907a5d64319076c4d1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d23f50e62b421850fb15de77b778a4097260f62c703b17b875ce2f44147bec33",
  "schema": "gridshift.signature/1",
  "signature": "49cc36783546393f4ed9827eff5cb6ba6996c7d3363aff2e6aa25832fd22ee6da43ebed42d3f8df51ca94378c5f7dc9dd50c16f447bf1f2a4f3494599060f604"
}
