{
  "algorithm": "ed25519",
  "content_sha256": "afd94a2723a30e59a8fbae68bc7d18210c5b86e6d8c9a6ebef50870c79bc05b0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ddcc26ee2abbeb51555d6bbf2252f6d0b1abc959ee185d8f33373bfa00556672",
  "schema": "gridshift.signature/1",
  "signature": "1027a5bfd2abc69e421199459584a3fabce7cc3dfb79744cc9d95b015620e48e841fe74e49bd5c6efbd3ee5a1e469510c274de030202997dbdd39168af8b400c"
}
