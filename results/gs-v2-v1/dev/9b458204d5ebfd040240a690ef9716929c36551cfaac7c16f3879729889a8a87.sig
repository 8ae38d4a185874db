{
  "algorithm": "ed25519",
  "content_sha256": "b9ef8e48f1f2434b7c7e0fbbdf962333018872d554ed5d43c0572ad345c09488",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9b458204d5ebfd040240a690ef9716929c36551cfaac7c16f3879729889a8a87",
  "schema": "gridshift.signature/1",
  "signature": "e548111b0a6a7301dfbbf6ab91ca7c5f83de7e10b74115bede053c01dbefd6b09d10dcccee648dbfaaf141bf764afb727b63587f8321b4c43acf36588dbf160d"
}
