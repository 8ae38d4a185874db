{
  "algorithm": "ed25519",
  "content_sha256": "7854e0d177bdc265182cb3aa0e8d16ca7b313538cb7efabbb33ce5c2e9a467e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd3f7a3721ca219fddd6886c113808352cb90ac42df91ba6308e7cc3a20209d5",
  "schema": "gridshift.signature/1",
  "signature": "a6e25b95f24d00987daebbb9e15fd748a639cee6bc4ab12fed87b1aad0f1c5a97200517a4776c6a1884225b1081cc683bdfc8f1a44030b32e81e163b59748900"
}
