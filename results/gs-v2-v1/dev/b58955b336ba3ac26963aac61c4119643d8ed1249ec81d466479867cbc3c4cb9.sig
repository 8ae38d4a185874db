{
  "algorithm": "ed25519",
  "content_sha256": "d046c044ce793acb876c09fad143deb311b18014737b5e83b1b53a19b5ee4e6f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b58955b336ba3ac26963aac61c4119643d8ed1249ec81d466479867cbc3c4cb9",
  "schema": "gridshift.signature/1",
  "signature": "c5ec2d88646c9dd9d710fdb598b3f62a9e765cf1cca1c4ae1470588e20ef69f59804afe25ac024cdcfc72b2a599af0e42202e1c842c98322e76fac8df9e9d607"
}
