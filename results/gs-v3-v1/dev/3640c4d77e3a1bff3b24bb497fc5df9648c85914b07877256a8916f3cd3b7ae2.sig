{
  "algorithm": "ed25519",
  "content_sha256": "454dee0c4239241cadc9916a70bf168048030afb985cd43663dff374d97c0ccf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3640c4d77e3a1bff3b24bb497fc5df9648c85914b07877256a8916f3cd3b7ae2",
  "schema": "gridshift.signature/1",
  "signature": "805b2a5cdd3892467941dc479e0a8d6dc5f95fa1bed6086aa8186d91b2c61d79ada902a58666d7772738e0fb2bc8262237c3cb0816e7354f61e8572d7995f60a"
}
