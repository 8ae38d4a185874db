{
  "algorithm": "ed25519",
  "content_sha256": "e5a398e43b2b3457af4cf8f899cb32eb3b48e6229be16e146198add9bf6afa11",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "677cadea3365b32fa1dfaeca32ef09229aaafd522b562b3451c3054d5a457eae",
  "schema": "gridshift.signature/1",
  "signature": "fc13ebabca2722918dcffab2cf8d52736fb2dbd838783a94afedb6edb7daf6d6b5cd9c52a39b63eeea1926736ee329b19bd5510b1a9f7cb3bdd8c9f41a604e02"
}
