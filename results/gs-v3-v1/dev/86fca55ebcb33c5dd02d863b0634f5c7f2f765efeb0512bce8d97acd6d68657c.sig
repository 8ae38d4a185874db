{
  "algorithm": "ed25519",
  "content_sha256": "f3fabf9ed7218869838b345c83673953c4cf64ce71c12274c896f62d4ccbd4a3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "86fca55ebcb33c5dd02d863b0634f5c7f2f765efeb0512bce8d97acd6d68657c",
  "schema": "gridshift.signature/1",
  "signature": "c43564fadbc8d93b529f3391d810d0f4ce1208b4c16c9e6a4a5725c316e70f9660bdf581def216730e99012710a9c81d8f4e5a81ef9669e4e6a775e8ca92870d"
}
