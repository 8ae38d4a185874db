{
  "algorithm": "ed25519",
  "content_sha256": "2335a449490d90632cffd01ca0fa99cee678c7466932d9b611ffddc6e21ce2b9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aca3fa388a3c372522334830b627734ce4f17d3e57ab537f920cefa8fe288d9f",
  "schema": "gridshift.signature/1",
  "signature": "9d783ec973d7d1023d6ed74f8ac24ea1b901aed370544f75b752fc71158db3255792757b3025dc285d521172d6330cc298b5879e915052a93df42c166da07f0d"
}
