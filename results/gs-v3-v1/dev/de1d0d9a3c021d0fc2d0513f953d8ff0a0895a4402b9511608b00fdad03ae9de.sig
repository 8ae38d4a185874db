{
  "algorithm": "ed25519",
  "content_sha256": "c0d7ff9641d14fdb0bdc6ec4adb38d92b9503e4e4024a85992f231fd4218998a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de1d0d9a3c021d0fc2d0513f953d8ff0a0895a4402b9511608b00fdad03ae9de",
  "schema": "gridshift.signature/1",
  "signature": "3d8fc33a3171e42c1f10f44edb007d238a3001dd59045a4136f9e68c5363e048522f5982790ed48862ff97a76dbdbe33e9b92948084c010b1fc58aa67308f708"
}
