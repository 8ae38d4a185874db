{
  "algorithm": "ed25519",
  "content_sha256": "8ed54d14a6913a96af4fc92cafb7ed7d9f15561bda1ce186d378ba5fccab493f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2c2486a6ae3e511f0be0e4625b4874864dbd303ca43d5cfcbf11b30fdfca987b",
  "schema": "gridshift.signature/1",
  "signature": "5623a11fae9185b7f8f81aa01b95398160922401267ec612b51bfd9511df9f96423b0f15a6bb539da2df1dc914583cbb5b36d076892b284da03e2c9a22663505"
}
