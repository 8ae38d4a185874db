{
  "algorithm": "ed25519",
  "content_sha256": "3df88eed40ef034fadf342896563d20dd7a484d5bd0839dee8bdf4939cc19792",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4217ff90919144fb6381f40bdfc61665a4aed77d72cbce1c71d4c9eed026a483",
  "schema": "gridshift.signature/1",
  "signature": "66a4d69be301f924dbba2d9e450a8cdd09dc9de60d8f21d8ae916c1d8aa6e14c90bf8cecbe56b9867a63dd12e7fd3548a67f012916169afdbb35c56d12de600d"
}
