{
  "algorithm": "ed25519",
  "content_sha256": "d2df98d328c7528da359302a7593e4959ab6c005e99bb1520a0604a692bc9832",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "65ab2d72d4f5d8c109c4c939f85b0357c507432ee0e09fdcd30b60120dbdabe8",
  "schema": "gridshift.signature/1",
  "signature": "b7fb47827f5a83791f28d8668390ed66ff810384b5dfcbb07bf6e6771405dc8b6a85832e7d6df3d2a9ae27f44a3c644bf069ed3465180c28f643afea90279b0e"
}
