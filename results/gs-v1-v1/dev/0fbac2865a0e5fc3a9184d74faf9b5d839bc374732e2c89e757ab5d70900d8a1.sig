{
  "algorithm": "ed25519",
  "content_sha256": "801b4dcdc178fcfe63075509f4914d4e6718f68332411335aba789df9334f545",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0fbac2865a0e5fc3a9184d74faf9b5d839bc374732e2c89e757ab5d70900d8a1",
  "schema": "gridshift.signature/1",
  "signature": "5f51feec79c4dfa5790732f00ae4d7c2746ab0404a2471439cf0b038afc9218a328aaf3160042bf562bf392bf343acd369ec13f04a1a17677879e5c16103e70c"
}
