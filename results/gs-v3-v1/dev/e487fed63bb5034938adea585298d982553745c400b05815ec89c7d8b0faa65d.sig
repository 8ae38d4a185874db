{
  "algorithm": "ed25519",
  "content_sha256": "fb42c83b5461804774c8bf3f8f5ffe5a1f1f791c6e671dd48f8623975826f225",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e487fed63bb5034938adea585298d982553745c400b05815ec89c7d8b0faa65d",
  "schema": "gridshift.signature/1",
  "signature": "aa9d955dc3e101deffbcf37588d17ade98f7efdcdd08ca48e5776111b0ef0f3542cea7e0653aba9a3c73ee1295a266ac9dd1732af05084f5857cc517ab9e4102"
}
