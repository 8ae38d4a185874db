{
  "algorithm": "ed25519",
  "content_sha256": "385f187c4f28c416e56904c41c471528a28c0f49ce61d78af20628cbef9900fe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea127461e26a6e3577fc21d7d1cbc59742bba7317c26adeb4cf24e032ea160e7",
  "schema": "gridshift.signature/1",
  "signature": "c68db3e268cf930141f819c76d69aa5a20a5f241db4ed345a9f490f35730dc9554f9582289f7c704ac3d3acc9726ffa5e1b26fd200e90dd3723becbba9322d06"
}
