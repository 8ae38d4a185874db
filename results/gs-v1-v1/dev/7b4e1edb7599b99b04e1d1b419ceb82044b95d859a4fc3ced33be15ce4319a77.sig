{
  "algorithm": "ed25519",
  "content_sha256": "2489131309e0e77a6125d16c36df13bb17f6b20481f64fe5af3c259b925a3e5d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7b4e1edb7599b99b04e1d1b419ceb82044b95d859a4fc3ced33be15ce4319a77",
  "schema": "gridshift.signature/1",
  "signature": "4ab667f16430ef180ab0f2af91b5654c8b1b6aeadfff00cd6b258e36bb32e50fbf64662a1e540108b6d44210ce543e60470646cd37f9461c6ff47db6fbf62f03"
}
