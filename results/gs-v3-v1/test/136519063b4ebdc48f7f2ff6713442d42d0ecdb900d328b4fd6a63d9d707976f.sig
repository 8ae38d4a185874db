{
  "algorithm": "ed25519",
  "content_sha256": "f00edcfc1274deefc639f35f1da5a30d46d7d6ef10e45bfcbf6e6f07444d3f4a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "136519063b4ebdc48f7f2ff6713442d42d0ecdb900d328b4fd6a63d9d707976f",
  "schema": "gridshift.signature/1",
  "signature": "8cbfc256d2ca6509f0cbc03baec63cf3b460781e962608fc2da6d4892299fd3ccf59a577dad47379734f498f195e3ff21e6461c5234046fb4a2465ca72c15a02"
}
