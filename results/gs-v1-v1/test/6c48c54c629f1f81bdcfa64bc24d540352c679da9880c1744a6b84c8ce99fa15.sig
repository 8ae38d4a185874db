{
  "algorithm": "ed25519",
  "content_sha256": "ded7adad73ec0264d2d990c4ccfea1daada05ca090225bf3b7d286378577c60f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c48c54c629f1f81bdcfa64bc24d540352c679da9880c1744a6b84c8ce99fa15",
  "schema": "gridshift.signature/1",
  "signature": "e158c24626d8d0994be2a60247897a591b75dfda5ccf4a7142b0bdd79b19515b9acc491296b8b8d1773ade0c4573e68e43ea7f7886abe050d1fd740e9cc21d0f"
}
