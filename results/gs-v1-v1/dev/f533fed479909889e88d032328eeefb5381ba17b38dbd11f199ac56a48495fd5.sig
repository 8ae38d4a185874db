{
  "algorithm": "ed25519",
  "content_sha256": "356718a39802c06bb984a3c495fec93c1c072b8edf68ae9df990c9292a7ec322",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f533fed479909889e88d032328eeefb5381ba17b38dbd11f199ac56a48495fd5",
  "schema": "gridshift.signature/1",
  "signature": "9876d3f299641f6c6855fb99e3e11d3c14828c3a89dfae25ef871497349aad924d0403ffd58dffa15df86094a0acff079d1be3167e92839175b6b256268e6f01"
}
