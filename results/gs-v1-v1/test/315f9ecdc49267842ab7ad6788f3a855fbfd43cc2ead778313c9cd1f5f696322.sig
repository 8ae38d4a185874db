{
  "algorithm": "ed25519",
  "content_sha256": "6a8e91bd99a33278b1e3b7c3823d2d48ef818b5f734e0efc12a897ab3e5441f3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "315f9ecdc49267842ab7ad6788f3a855fbfd43cc2ead778313c9cd1f5f696322",
  "schema": "gridshift.signature/1",
  "signature": "9016511a515c50638af5d1b4b902dd72208c1496de29020591b5dfb55de5ab0edcb55a5158a37661d1e3644b47c88e5940328d531e755b1c0ac2c4bdc5b50106"
}
