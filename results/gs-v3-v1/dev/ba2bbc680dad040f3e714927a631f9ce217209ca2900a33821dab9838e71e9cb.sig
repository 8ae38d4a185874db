{
  "algorithm": "ed25519",
  "content_sha256": "d33c9ebc676ef6e20148e7634ec2e60fa0bf385bb3efd9bfc1db73aac292bb26",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba2bbc680dad040f3e714927a631f9ce217209ca2900a33821dab9838e71e9cb",
  "schema": "gridshift.signature/1",
  "signature": "0bd4ed8d436c885710e6170a331ca919daf741b23d96bb347fe1bd583a440dc8c54f2e8ccad8156690850302485379dac3009f1baa08a16e4c97e5796404e409"
}
