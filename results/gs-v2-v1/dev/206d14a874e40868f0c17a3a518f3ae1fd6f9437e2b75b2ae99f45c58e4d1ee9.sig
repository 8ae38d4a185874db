{
  "algorithm": "ed25519",
  "content_sha256": "d312dd228690b86d63c602682ad367621dbccdcbad4a0a0eec0f259fde76a6d8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "206d14a874e40868f0c17a3a518f3ae1fd6f9437e2b75b2ae99f45c58e4d1ee9",
  "schema": "gridshift.signature/1",
  "signature": "481ad92f05abeebe38f9fa8727213f03f9075c5a26618f0fde47c8d463bf01b99bafe734d1729b440c7d63a96acf64af70b8f5ee3396ae22bc27f82296d21000"
}
