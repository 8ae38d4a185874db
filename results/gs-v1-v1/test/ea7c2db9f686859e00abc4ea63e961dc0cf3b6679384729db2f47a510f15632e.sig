{
  "algorithm": "ed25519",
  "content_sha256": "97103ddabcd0508f8872c16b92e1ad66a7223bf3d733daa3dfcb18cf268daf23",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea7c2db9f686859e00abc4ea63e961dc0cf3b6679384729db2f47a510f15632e",
  "schema": "gridshift.signature/1",
  "signature": "3c98440b9a93e6f89fe7dd6c626937a86f1b500a29fcb42106de53fe41bd9c113462bb595ed8f78cb2a578e08f34302c025d205a06e6c6af804cacbedd2a4108"
}
