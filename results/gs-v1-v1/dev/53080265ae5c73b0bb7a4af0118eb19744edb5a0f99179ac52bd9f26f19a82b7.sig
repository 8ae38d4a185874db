{
  "algorithm": "ed25519",
  "content_sha256": "4439e91f2dbb6beeab7765713ac77960b414990f895ec6e3345094c12a71b745",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "53080265ae5c73b0bb7a4af0118eb19744edb5a0f99179ac52bd9f26f19a82b7",
  "schema": "gridshift.signature/1",
  "signature": "180e0ab7548f3b70bf44fdef75545057105f43bcd3bcb2b91defb5da302f0051b6cd8f955044024447c168cbffa1ae9005ec7cad07403c047b821e4d9e5fe10b"
}
