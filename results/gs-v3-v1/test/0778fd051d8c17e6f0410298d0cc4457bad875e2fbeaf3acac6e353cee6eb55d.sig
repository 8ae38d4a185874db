{
  "algorithm": "ed25519",
  "content_sha256": "e94ed7d23da833d4f67e13cfc0061c66939dd87b06bed37ccaa5903ece4e2cc5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0778fd051d8c17e6f0410298d0cc4457bad875e2fbeaf3acac6e353cee6eb55d",
  "schema": "gridshift.signature/1",
  "signature": "34cba678ec4959d308679e4414c6db3ad199e722bd0141d568db41e560986123f5ffebfe704c1a0299ef6eeb2b5d09360feebdc8a920735c808d56e296cb110f"
}
