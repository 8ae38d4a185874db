{
  "algorithm": "ed25519",
  "content_sha256": "88bb82e24e8f7f01aa2edf9cbae821cccdfe4e216cea9c4eedb4a561c0e586af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ddf7db068319751618d6a808021ffb875a5f8072f3096734a965bdf1c8202984",
  "schema": "gridshift.signature/1",
  "signature": "c3659f2addde346980ccfc7003179a4c08fac51598881bf6a95e89bfea35a351f10dd80cdae7e6fa912cd72791e7f650793ff0cadde295c76ff5e753a50e3c0c"
}
