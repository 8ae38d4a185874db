{
  "algorithm": "ed25519",
  "content_sha256": "d3c58eaa50459d2cf84b836601c24112bc2b613ecce5898adf57d02f069f59bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8172e8be85f85bef8738e1feb720f4f8e463ea3ca0bd6cb32ec2100b2899c12b",
  "schema": "gridshift.signature/1",
  "signature": "2bfcf5d73b894f0a40592934def5defd2fdaa9eb0a14d431bfd8b00622684bf2043851b5b80a98c06ed92d031b92b83e55289b3da0216e1d7850c01c6dd2510a"
}
