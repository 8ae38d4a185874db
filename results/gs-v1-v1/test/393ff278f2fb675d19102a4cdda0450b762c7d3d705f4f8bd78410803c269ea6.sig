{
  "algorithm": "ed25519",
  "content_sha256": "40c580f980e413870cacc6b0650f52bda8aa987b94301a357faaa0325d8f2ce2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "393ff278f2fb675d19102a4cdda0450b762c7d3d705f4f8bd78410803c269ea6",
  "schema": "gridshift.signature/1",
  "signature": "c2312d57c036b46fcb20ef218524eeb15454b9102d627e7857be55ee3488f7e4d1bbab05e841f3249adca2acb3bcc48da978809041191fda05f89318f7cca502"
}
