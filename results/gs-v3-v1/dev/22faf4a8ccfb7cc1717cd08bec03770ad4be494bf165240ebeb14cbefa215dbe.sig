{
  "algorithm": "ed25519",
  "content_sha256": "e34d232ce13c7052f33b4d7edb9c913d2ad6bd991b3907ce09d67d89f17bf8cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "22faf4a8ccfb7cc1717cd08bec03770ad4be494bf165240ebeb14cbefa215dbe",
  "schema": "gridshift.signature/1",
  "signature": "ea9b086feacf58b77708dcede9782ae17f1aca638d85b285dabe658c2ad9c35b45fd5919211c696a0a2f30db6f5800f6f9a19e393650eb197511e468fe832102"
}
