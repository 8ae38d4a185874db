{
  "algorithm": "ed25519",
  "content_sha256": "4975039731569e54635bd3fdfd35d2201acf8571a9499672b934b608d69b0da0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "700a84946ad6e12f06fc69d3373c2c41cabb4822cd9d3f438e73f34d5a0f4b25",
  "schema": "gridshift.signature/1",
  "signature": "ce7ecb96a6d9738a02d837e86d68bdfa8493b6128d56396bcf352cd729ab2b530d5adacf43a2ca8bc6a4fc7a29239c38da12823593b4f684d146fdc5a0156107"
}
