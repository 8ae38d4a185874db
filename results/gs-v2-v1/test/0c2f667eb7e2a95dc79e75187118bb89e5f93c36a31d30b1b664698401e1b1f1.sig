{
  "algorithm": "ed25519",
  "content_sha256": "16712e22b67c699b0fa099ae0aa9de773e0928b6efd2efa56ed26478ce35198d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c2f667eb7e2a95dc79e75187118bb89e5f93c36a31d30b1b664698401e1b1f1",
  "schema": "gridshift.signature/1",
  "signature": "8c5bf0125964d73454357c313d397ff8f4fde04cde6062fc435b238cef7cf28769e50ff9b9ec1fd229744fa75d14d3e214fe46f2103de2d2c4e9abc1abb93900"
}
